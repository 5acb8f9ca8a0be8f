import {
  type EnquiryTexts,
  enquiry as en,
} from "#app/i18n/messages/en/enquiry.ts";
import { enquiry as mr } from "#app/i18n/messages/mr/enquiry.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The enquiry texts: the dialog, the stored enquiries, the contact page (texts-apart.ts). */
export const [enquiryTexts, useEnquiryTexts] = textsApart<EnquiryTexts>({
  en,
  mr,
});
