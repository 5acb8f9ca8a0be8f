import type { EnquiryTexts } from "#app/i18n/messages/en/enquiry.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The enquiry texts: the dialog, the stored enquiries, the contact page (part-texts.ts). */
export const [enquiryTexts, useEnquiryTexts] = await partTexts<EnquiryTexts>(
  import.meta.glob("./messages/*/enquiry.ts", { import: "enquiry" }),
);
