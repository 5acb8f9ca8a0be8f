import type { VerifyTexts } from "#app/i18n/messages/en/verify.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The certificate check's page (part-texts.ts). */
export const [verifyTexts, useVerifyTexts] = await partTexts<VerifyTexts>(
  import.meta.glob("./messages/*/verify.ts", { import: "verify" }),
);
