import type { Messages } from "#app/i18n/messages/en.ts";

/* Texts shared by several parts of the interface, in Marathi. */
export const common: Messages["common"] = {
  enquiryNow: "आता चौकशी करा",
  questions: "प्रश्न आणि उत्तरे",
  newTab: "(नवीन टॅबमध्ये उघडेल)",
};
