import type { Batch } from "#app/content/schemas/course.ts";
import { upcomingBatches } from "#app/lib/batches.ts";
import type { IsoDay } from "#app/lib/dates.ts";

/** A course as a branch page needs it: its batches may name the branch they meet at. */
type CourseAt = {
  slug: string;
  title: string;
  batches: readonly Batch[];
};

/** The courses with at least one batch at the branch `id`, in the content's order. */
export function coursesAt<C extends CourseAt>(
  courses: readonly C[],
  id: string,
): C[] {
  return courses.filter((c) => c.batches.some((b) => b.branch === id));
}

/**
 * The batches at the branch `id` still to come on `today` (upcomingBatches' rule), earliest
 * first across the courses, each with its course's slug and title.
 */
export function upcomingBatchesAt(
  courses: readonly CourseAt[],
  id: string,
  today: IsoDay,
): { course: { slug: string; title: string }; batch: Batch }[] {
  return courses
    .flatMap((course) =>
      upcomingBatches(course.batches, today)
        .filter((b) => b.branch === id)
        .map((batch) => ({
          course: { slug: course.slug, title: course.title },
          batch,
        })),
    )
    .toSorted((a, b) =>
      a.batch.start < b.batch.start
        ? -1
        : a.batch.start > b.batch.start
          ? 1
          : 0,
    );
}
