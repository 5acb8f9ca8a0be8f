import { SITE_TIME_ZONE } from "../config/constants.ts";
import { defaultLocale, type Locale } from "../i18n/locales.ts";
import { formatDay, toIsoDay } from "./dates.ts";
import type { StoredEnquiry } from "./enquiry-storage.ts";

const timeFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * When an enquiry was sent, in the institute's time zone: "25 Nov 2026, 15:30" ("25 नोव्हेंबर
 * 2026, 15:30" in Marathi); '-' if unreadable.
 */
export function formatSentAt(
  createdAt: string,
  locale: Locale = defaultLocale,
): string {
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return "-";
  return `${formatDay(toIsoDay(instant), locale)}, ${timeFormatter.format(instant)}`;
}

/** The enquiries to list, newest first (storage keeps them oldest first). */
export function newestFirst(
  enquiries: readonly StoredEnquiry[],
): StoredEnquiry[] {
  return enquiries.toReversed();
}

/** The title of the course an enquiry is about, or its slug for a course no longer listed. */
export function courseTitleOf(
  slug: string,
  courses: readonly { slug: string; title: string }[],
): string {
  return courses.find((c) => c.slug === slug)?.title ?? slug;
}
