import { shell } from "virtual:content/shell/mr";
import { mr } from "#app/i18n/messages/mr.ts";
import type { LanguagePack } from "#app/i18n/pack.ts";

/** Marathi: loaded by Marathi pages only. */
export const pack: LanguagePack = { messages: mr, shell };
