import type { Locale } from "#app/i18n/locales.ts";
import { courseDetails as en } from "#app/i18n/messages/en/course-details.ts";
import { courseDetails as mr } from "#app/i18n/messages/mr/course-details.ts";
import type { CourseDetailsTexts } from "#app/i18n/messages/en/course-details.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";

/** A course's fee and batch-detail texts in each language (not in the language packs). */
export const courseDetailTexts = { en, mr } satisfies Record<
  Locale,
  CourseDetailsTexts
>;

/** The fee and batch-detail texts in the page's language. */
export function useCourseDetailTexts(): CourseDetailsTexts {
  return courseDetailTexts[useLocale()];
}
