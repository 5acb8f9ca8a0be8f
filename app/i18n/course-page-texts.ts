import type { CoursePageTexts } from "#app/i18n/messages/en/course-page.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The course page's hero, marquee, overview and curriculum (part-texts.ts). */
export const [coursePageTexts, useCoursePageTexts] =
  await partTexts<CoursePageTexts>(
    import.meta.glob("./messages/*/course-page.ts", { import: "coursePage" }),
  );
