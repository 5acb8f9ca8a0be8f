import type { Locale } from "#app/i18n/locales.ts";
import {
  enquiry as en,
  type EnquiryTexts,
} from "#app/i18n/messages/en/enquiry.ts";
import { enquiry as mr } from "#app/i18n/messages/mr/enquiry.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";

/**
 * The enquiry texts (the dialog, the stored enquiries, the contact page) in each language. The
 * home page shows none of them, so they are not in the language packs every page loads (the
 * home page's JavaScript budget): the pages that enquire load them with their own code.
 */
export const enquiryMessages = { en, mr } satisfies Record<
  Locale,
  EnquiryTexts
>;

/** The enquiry texts in the page's language. */
export function useEnquiryMessages(): EnquiryTexts {
  return enquiryMessages[useLocale()];
}
