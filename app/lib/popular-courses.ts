import { POPULAR_COURSES_PAGE_SIZE } from "../config/constants.ts";
import { home } from "../i18n/messages/en/home.ts";

/** The toggle's two texts, in the page's language (`m.home.popularCourses`). */
export type PopularCoursesToggleTexts = {
  moreCourses: (remaining: number) => string;
  showLess: string;
};

/** The cards the grid shows: the first page while collapsed, all of them when expanded. */
export function visiblePopularCourses<T>(
  courses: readonly T[],
  expanded: boolean,
  pageSize: number = POPULAR_COURSES_PAGE_SIZE,
): readonly T[] {
  return expanded ? courses : courses.slice(0, pageSize);
}

/**
 * The toggle's label (SPEC.md §4): 'More Courses (20)' while collapsed, 'Show Less' when
 * expanded, or null when every card already fits on the first page and no toggle is needed.
 * `texts` gives the words in the page's language (English by default).
 */
export function popularCoursesToggleLabel(
  total: number,
  expanded: boolean,
  {
    pageSize = POPULAR_COURSES_PAGE_SIZE,
    texts = home.popularCourses,
  }: { pageSize?: number; texts?: PopularCoursesToggleTexts } = {},
): string | null {
  if (total <= pageSize) return null;
  return expanded ? texts.showLess : texts.moreCourses(total - pageSize);
}
