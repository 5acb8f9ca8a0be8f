import type { AboutTexts } from "#app/i18n/messages/en/about.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The texts of the pages about the institute (part-texts.ts). */
export const [aboutTexts, useAboutTexts] = await partTexts<AboutTexts>(
  import.meta.glob("./messages/*/about.ts", { import: "about" }),
);
