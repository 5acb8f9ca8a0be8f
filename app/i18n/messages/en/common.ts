/* Texts shared by several parts of the interface, in English. */
export const common = {
  enquiryNow: "Enquiry Now",
  enquire: "Enquire",
};
