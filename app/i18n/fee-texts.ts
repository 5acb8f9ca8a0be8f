import type { FeeTexts } from "#app/i18n/messages/en/fees.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** A course's fees (part-texts.ts). */
export const [feeTexts, useFeeTexts] = await partTexts<FeeTexts>(
  import.meta.glob("./messages/*/fees.ts", { import: "fees" }),
);
