import { footer } from "virtual:content/mr/footer";
import { navCourses } from "virtual:content/mr/navCourses";
import { site } from "virtual:content/mr/site";
import { mr } from "#app/i18n/messages/mr.ts";
import type { LanguagePack } from "#app/i18n/pack.ts";

/** Marathi: loaded by Marathi pages only. */
export const pack: LanguagePack = {
  messages: mr,
  shell: { site, footer, navCourses },
};
