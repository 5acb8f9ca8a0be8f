import { type FeeTexts, fees as en } from "#app/i18n/messages/en/fees.ts";
import { fees as mr } from "#app/i18n/messages/mr/fees.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** A course's fees (texts-apart.ts). */
export const [feeTexts, useFeeTexts] = textsApart<FeeTexts>({ en, mr });
