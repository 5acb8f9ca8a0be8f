import { footer } from "virtual:content/mr/footer";
import { navCourses } from "virtual:content/mr/navCourses";
import { site } from "virtual:content/mr/site";
import { mr } from "../messages/mr.ts";
import type { LanguagePack } from "../pack.ts";

/** Marathi: loaded by Marathi pages only. */
export const pack: LanguagePack = {
  messages: mr,
  shell: { site, footer, navCourses },
};
