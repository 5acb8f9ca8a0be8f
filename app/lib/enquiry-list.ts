import { defaultLocale, type Locale } from "#app/content/locales.ts";
import { formatDay, siteClock } from "#app/lib/dates.ts";
import type { StoredEnquiry } from "#app/lib/enquiry-storage.ts";

/**
 * When an enquiry was sent, in the institute's time zone: "25 Nov 2026, 15:30" ("25 नोव्हेंबर
 * 2026, 15:30" in Marathi); '-' if unreadable.
 */
export function formatSentAt(
  createdAt: string,
  locale: Locale = defaultLocale,
): string {
  const clock = siteClock(new Date(createdAt));
  if (!clock) return "-";
  return `${formatDay(clock.slice(0, 10), locale)}, ${clock.slice(11, 16)}`;
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
