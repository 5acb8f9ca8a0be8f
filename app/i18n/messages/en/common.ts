/* Texts shared by several parts of the interface, in English. */
export const common = {
  enquiryNow: "Enquiry Now",
  /** The heading of a list of questions and answers (course and contact pages). */
  questions: "Questions and answers",
  /** Read after the label of a link that opens in a new tab (ui/external-link.tsx). */
  newTab: "(opens in a new tab)",
};
