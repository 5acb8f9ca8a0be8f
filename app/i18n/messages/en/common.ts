/* Texts shared by several parts of the interface, in English. */
export const common = {
  enquiryNow: "Enquiry Now",
  enquire: "Enquire",
  /** Joins the last two items of a list: "Kolhapur and Sangli". */
  and: "and",
};
