import type { HomeTexts } from "#app/i18n/messages/en/home.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The home page's own texts, and its counters and logos where other pages show them (part-texts.ts). */
export const [homeTexts, useHomeTexts] = await partTexts<HomeTexts>(
  import.meta.glob("./messages/*/home.ts", { import: "home" }),
);
