import { POPULAR_COURSES_PAGE_SIZE } from "../config/constants.ts";

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
 */
export function popularCoursesToggleLabel(
  total: number,
  expanded: boolean,
  pageSize: number = POPULAR_COURSES_PAGE_SIZE,
): string | null {
  if (total <= pageSize) return null;
  return expanded ? "Show Less" : `More Courses (${total - pageSize})`;
}
