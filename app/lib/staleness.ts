import { addDays, type IsoDay } from "#app/lib/dates.ts";

/** A course whose batches the staff should look at. */
export type StaleCourse =
  | { slug: string; reason: "all-past"; lastStart: IsoDay }
  | { slug: string; reason: "starts-soon"; start: IsoDay };

/**
 * The courses to update on `today`: those whose batches have all started (the page shows
 * 'No Upcoming Batches') and those whose next batch starts within `soonDays` days
 * (BATCH_SOON_DAYS). A course
 * with no batches at all shows the default batches and is not listed.
 */
export function staleCourses(
  courses: readonly { slug: string; batches: readonly { start: IsoDay }[] }[],
  today: IsoDay,
  soonDays: number,
): StaleCourse[] {
  const soon = addDays(today, soonDays);
  return courses.flatMap((course): StaleCourse[] => {
    const starts = course.batches.map((b) => b.start).toSorted();
    if (!starts.length) return [];
    const next = starts.find((s) => s >= today);
    if (next === undefined)
      return [
        { slug: course.slug, reason: "all-past", lastStart: starts.at(-1)! },
      ];
    return next <= soon
      ? [{ slug: course.slug, reason: "starts-soon", start: next }]
      : [];
  });
}
