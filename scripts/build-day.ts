import { toIsoDay } from "#app/lib/dates.ts";

/**
 * Today in the institute's time zone, "YYYY-MM-DD": the day baked into the prerendered HTML.
 * The same clock the browser uses (`toIsoDay`), so build and visitor never disagree on a day.
 */
export function buildDay(now = new Date()): string {
  return toIsoDay(now);
}
