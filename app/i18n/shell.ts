import type { SiteContent } from "../content/schema.ts";
import type { Locale } from "./locales.ts";
import { footer as footerEn } from "virtual:content/footer";
import { navCourses as navCoursesEn } from "virtual:content/navCourses";
import { site as siteEn } from "virtual:content/site";
import { footer as footerMr } from "virtual:content/mr/footer";
import { navCourses as navCoursesMr } from "virtual:content/mr/navCourses";
import { site as siteMr } from "virtual:content/mr/site";

/**
 * What every page shows around its content (header menu, footer, the institute's details), in
 * each language. Small, so both come with the app: the shell never waits for a download, and a
 * page the build never rendered (an unknown address) still gets its language right.
 */
export type Shell = Pick<SiteContent, "site" | "footer" | "navCourses">;

export const shells: Record<Locale, Shell> = {
  en: { site: siteEn, footer: footerEn, navCourses: navCoursesEn },
  mr: { site: siteMr, footer: footerMr, navCourses: navCoursesMr },
};
