import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * A branch's own page (/branches/<id>), in English. Not in the language packs: the branch page
 * and the contact page's cards load these texts themselves (app/i18n/branch-texts.ts).
 */
export const branch = {
  /** A branch by its town: the contact page's cards and maps, the branch page's crumb. */
  name: (town: string) => `${town} Branch`,
  mapTitle: (town: string) => `Map of our ${town} branch`,
  /** The page's title before the institute's name: it names the town searches come from. */
  title: (town: string) => `Computer classes in ${town}`,
  description: (town: string) =>
    `Our ${town} branch: address, opening hours, phone, directions and the upcoming batches of the software and computer courses taught there.`,
  heading: (site: string, town: string) => `${site}, ${town}`,
  intro: (town: string) =>
    `Come and see us in ${town}, call or chat, and find the courses and batches held here.`,
  address: "Address",
  hours: "Opening hours",
  closed: "Closed",
  reach: "Call or chat",
  call: (phone: string) => `Call ${phone}`,
  chat: "Chat on WhatsApp",
  chatText: (town: string) =>
    `Hello, I have a question about your ${town} branch.`,
  directions: "Get directions",
  showMap: "Show the map",
  openMap: "Open the map",
  courses: "Courses held here",
  batches: "Upcoming batches here",
  batchTime: (time: string) => `Classes ${time}`,
  noBatches: "No upcoming batches at this branch right now.",
  question: "Have a question?",
  questionText:
    "Tell us what you would like to learn and we will suggest a course and a batch.",
  sendMessage: "Send us a message",
  /** The link on the contact page's address card. */
  cardLink: (town: string) => `${town} branch: hours and directions`,
};

/** The shape every language's branch texts must have: the English keys, any wording. */
export type BranchTexts = Widen<typeof branch>;
