import { shell } from "virtual:content/shell/en";
import { en } from "#app/i18n/messages/en.ts";
import type { LanguagePack } from "#app/i18n/pack.ts";

/** English: always in the app, the texts of the default language and the fallback. */
export const pack: LanguagePack = { messages: en, shell };
