import { SITE_UTC_OFFSET_MINUTES } from "#app/config/constants.ts";
import type { Locale } from "#app/content/locales.ts";

/** A calendar day as "YYYY-MM-DD". Batch dates are days of the institute, not instants. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Written out rather than asked of Intl, whose short months differ between ICU versions
// ("Sep" / "Sept"): the prerendered HTML and every browser must print the same text.
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ],
  // Marathi writes the months out in full (docs/marathi.md), with Western digits around them.
  mr: [
    "जानेवारी",
    "फेब्रुवारी",
    "मार्च",
    "एप्रिल",
    "मे",
    "जून",
    "जुलै",
    "ऑगस्ट",
    "सप्टेंबर",
    "ऑक्टोबर",
    "नोव्हेंबर",
    "डिसेंबर",
  ],
};

/**
 * The institute's wall clock at `instant`, written as an ISO text ("2026-11-25T15:30:00.000Z"
 * reads 15:30 in Kolkata); null for a time outside the years 0–9999.
 */
export function siteClock(instant: Date): string | null {
  const shifted = new Date(
    instant.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000,
  );
  const year = shifted.getUTCFullYear();
  return year >= 0 && year <= 9999 ? shifted.toISOString() : null;
}

/** The day it is at `instant` in the institute's time zone. */
export function toIsoDay(instant: Date): IsoDay {
  const clock = siteClock(instant);
  if (!clock) throw new RangeError(`toIsoDay: ${String(instant)} is no day`);
  return clock.slice(0, 10);
}

/** Whether `value` is a real calendar day written as "YYYY-MM-DD". */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== "string") return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * "28 Nov 2026" ("28 नोव्हेंबर 2026" in Marathi); '-' when the date is missing or not a day
 * (SPEC.md §8).
 */
export function formatDay(
  day: string | undefined | null,
  locale: Locale = "en",
): string {
  if (!isIsoDay(day)) return "-";
  const [year, month, date] = day.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  return `${date} ${MONTHS[locale][month - 1]} ${year}`;
}
