/* Texts shared by several parts of the interface, in English. */
export const common = {
  enquiryNow: "Enquiry Now",
  /** The heading of a list of questions and answers (course and contact pages). */
  questions: "Questions and answers",
};
