import {
  type CoursePageTexts,
  coursePage as en,
} from "#app/i18n/messages/en/course-page.ts";
import { coursePage as mr } from "#app/i18n/messages/mr/course-page.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The course page's hero, marquee, overview and curriculum (texts-apart.ts). */
export const [coursePageTexts, useCoursePageTexts] =
  textsApart<CoursePageTexts>({ en, mr });
