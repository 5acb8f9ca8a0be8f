import type { CoursePageTexts } from "#app/i18n/messages/en/course-page.ts";

/* The course page's own texts in Marathi (glossary: docs/marathi.md). */
export const coursePage: CoursePageTexts = {
  hero: {
    factsLabel: "कोर्सची थोडक्यात माहिती",
    duration: (duration) => `कालावधी: ${duration}`,
    mode: (mode) => `पद्धत: ${mode}`,
    nextBatch: "पुढील बॅच:",
    noBatches: "सध्या आगामी बॅच नाही",
    requestCall: "कॉलसाठी विनंती करा",
    requestCallNote: " (WhatsApp नवीन टॅबमध्ये उघडेल)",
  },

  marquee: {
    label: "कोर्सची घोषणा",
    text: (course, towns) =>
      `${towns} येथे आमच्या ${course} प्रमाणपत्र कोर्ससोबत तुमचे भविष्य घडवा – मर्यादित जागा, आजच प्रवेश घ्या!`,
  },

  overview: {
    highlightsLabel: "ठळक वैशिष्ट्ये",
  },

  curriculum: {
    modulesLabel: "कोर्सचे मॉड्यूल्स",
    downloadBrochure: "माहितीपत्रक डाउनलोड करा",
    brochureNote: " (PDF, नवीन टॅबमध्ये उघडेल)",
  },
};
