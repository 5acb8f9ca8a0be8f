import { POPULAR_COURSES_PAGE_SIZE } from "#app/config/constants.ts";

/** The toggle's two texts, in the page's language (`useHomeTexts().popularCourses`). */
export type PopularCoursesToggleTexts = {
  moreCourses: (remaining: number) => string;
  showLess: string;
};

/**
 * Whether the card at `index` (from 0) is shown: the first page while collapsed, every card when
 * expanded. The grid renders all of them and hides the others, so More is an attribute change.
 */
export function isPopularCourseShown(
  index: number,
  expanded: boolean,
  pageSize: number = POPULAR_COURSES_PAGE_SIZE,
): boolean {
  return expanded || index < pageSize;
}

/**
 * The toggle's label (SPEC.md §4): 'More Courses (20)' while collapsed, 'Show Less' when
 * expanded, or null when every card already fits on the first page and no toggle is needed.
 * `texts` gives the words in the page's language (the caller's: no language is bundled here).
 */
export function popularCoursesToggleLabel(
  total: number,
  expanded: boolean,
  {
    pageSize = POPULAR_COURSES_PAGE_SIZE,
    texts,
  }: { pageSize?: number; texts: PopularCoursesToggleTexts },
): string | null {
  if (total <= pageSize) return null;
  return expanded ? texts.showLess : texts.moreCourses(total - pageSize);
}
