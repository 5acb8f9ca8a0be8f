import {
  type VerifyTexts,
  verify as en,
} from "#app/i18n/messages/en/verify.ts";
import { verify as mr } from "#app/i18n/messages/mr/verify.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The certificate check's page (texts-apart.ts). */
export const [verifyTexts, useVerifyTexts] = textsApart<VerifyTexts>({
  en,
  mr,
});
