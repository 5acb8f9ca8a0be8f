import { isIsoDay, toIsoDay } from "#app/lib/dates.ts";

/**
 * Today in the institute's time zone, "YYYY-MM-DD": the day baked into the prerendered HTML.
 * The same clock the browser uses (`toIsoDay`), so build and visitor never disagree on a day.
 * `BUILD_DAY=2026-11-20` fixes it, so that the tests' build is the same whatever day it runs
 * (`FIXTURE_DAY` in tests/fixtures/settings.ts holds the day they use).
 */
export function buildDay(
  now = new Date(),
  fixed: string | undefined = process.env.BUILD_DAY,
): string {
  if (!fixed) return toIsoDay(now);
  if (!isIsoDay(fixed))
    throw new Error(
      `BUILD_DAY must be a real day written YYYY-MM-DD, e.g. 2026-11-20 (it is "${fixed}")`,
    );
  return fixed;
}
