import { DEFAULT_BATCHES, FEW_SEATS_MAX } from "#app/config/constants.ts";
import { addDays, type IsoDay } from "#app/lib/dates.ts";

export type BatchMode = "Online" | "Classroom" | "Weekend";

/** A batch as the content gives it; `start` is a day of the institute, "YYYY-MM-DD". */
export type BatchLike = {
  id: number;
  start?: string;
  mode: BatchMode;
  seats: number;
  /** Where a classroom or weekend batch meets: a branch id of site.json. */
  branch?: string;
  /** Class hours, "07:30-09:30". */
  time?: string;
  /** The teaching language, as the content names it ("Marathi"). */
  language?: "English" | "Marathi" | "Hindi" | "Marathi and English";
};

export type SeatStatus = "available" | "few" | "full";

/** SPEC.md §4: more than 5 seats 'Available', 1 to 5 'Few Seats', 0 'Full'. */
export function getSeatStatus(seats: number): SeatStatus {
  if (seats <= 0) return "full";
  if (seats <= FEW_SEATS_MAX) return "few";
  return "available";
}

/** The two batches a course without batches in its data gets, counted from `today`. */
export function defaultBatches(today: IsoDay): BatchLike[] {
  return DEFAULT_BATCHES.map((b) => ({
    id: b.id,
    start: addDays(today, b.startsInDays),
    mode: b.mode,
    seats: b.seats,
  }));
}

/**
 * The batches to list on a course page on `today`: those starting today or later, earliest
 * first (a batch without a date goes last, shown as '-'); the default batches when the course
 * has none at all. A course whose batches are all past lists none.
 */
export function upcomingBatches<B extends BatchLike>(
  batches: readonly B[],
  today: IsoDay,
): (B | BatchLike)[] {
  if (batches.length === 0) return defaultBatches(today);
  return batches
    .filter((b) => b.start === undefined || b.start >= today)
    .toSorted((a, b) => {
      if (a.start === undefined) return b.start === undefined ? 0 : 1;
      if (b.start === undefined) return -1;
      // ISO days sort as plain text (localeCompare would start a collator).
      return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
    });
}

/** The earliest batch starting on or after `today`, if any. */
export function nextBatch(
  batches: readonly BatchLike[],
  today: IsoDay,
): BatchLike | undefined {
  return upcomingBatches(batches, today).find((b) => b.start !== undefined);
}
