import type { PlacementTexts } from "#app/i18n/messages/en/placements.ts";

/* The placements' texts in Marathi (glossary: docs/marathi.md). */
export const placements: PlacementTexts = {
  title: "प्लेसमेंटची नोंद",
  description: (site) =>
    `${site} चे विद्यार्थी आज कुठे काम करतात: अलीकडच्या प्लेसमेंट्समधील पदे, कंपन्या आणि पॅकेज.`,
  ctc: (value: string) => `पॅकेज (CTC): ${value}`,
  placedIn: "निवडीचे वर्ष: ",
  viewDetails: "तपशील पाहा",
  viewDetailsFor: (name: string) => ` (${name})`,
  stripLabel: "प्लेसमेंट्सच्या नोंदी",
};
