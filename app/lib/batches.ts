import { DEFAULT_BATCHES } from "#app/config/constants.ts";
import { FEW_SEATS_MAX } from "#app/content/vocabulary.ts";
import type { Batch } from "#app/content/schemas/course.ts";
import { addDays, type IsoDay } from "#app/lib/dates.ts";

// `Batch` is the batch as the content gives it (app/content/schemas/course.ts): numbered, its
// `start` a day of the institute, "YYYY-MM-DD".

export type SeatStatus = "available" | "few" | "full";

/** SPEC.md §4: more than 5 seats 'Available', 1 to 5 'Few Seats', 0 'Full'. */
export function getSeatStatus(seats: number): SeatStatus {
  if (seats <= 0) return "full";
  if (seats <= FEW_SEATS_MAX) return "few";
  return "available";
}

/** The two batches a course without batches in its data gets, counted from `today`. */
export function defaultBatches(today: IsoDay): Batch[] {
  return DEFAULT_BATCHES.map((b) => ({
    id: b.id,
    start: addDays(today, b.startsInDays),
    mode: b.mode,
    seats: b.seats,
  }));
}

/**
 * The batches to list on a course page on `today`: those starting today or later, earliest
 * first; the default batches when the course has none at all. A course whose batches are all
 * past lists none.
 */
export function upcomingBatches(
  batches: readonly Batch[],
  today: IsoDay,
): Batch[] {
  if (batches.length === 0) return defaultBatches(today);
  return batches
    .filter((b) => b.start >= today)
    .toSorted((a, b) =>
      // ISO days sort as plain text (localeCompare would start a collator).
      a.start < b.start ? -1 : a.start > b.start ? 1 : 0,
    );
}

/** The earliest batch starting on or after `today`, if any. */
export function nextBatch(
  batches: readonly Batch[],
  today: IsoDay,
): Batch | undefined {
  return upcomingBatches(batches, today)[0];
}
