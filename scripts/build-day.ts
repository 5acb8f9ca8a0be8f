import { SITE_TIME_ZONE } from "#app/config/constants.ts";

/** Today in the institute's time zone, "YYYY-MM-DD": the day baked into the prerendered HTML. */
export function buildDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(
    now,
  );
}
