import type { OpeningHours } from "#app/content/schemas/site.ts";
import { type WeekDay, weekDays } from "#app/content/vocabulary.ts";
import type { Locale } from "#app/content/locales.ts";

/** A line of the opening hours as a page shows it; `hours` is null on the days it is closed. */
export type HoursLine = { days: string; hours: string | null };

// Written out, like the months in dates.ts: every browser and the prerender must print the same.
const DAY_NAMES: Record<Locale, Record<WeekDay, string>> = {
  en: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  },
  mr: {
    Monday: "सोमवार",
    Tuesday: "मंगळवार",
    Wednesday: "बुधवार",
    Thursday: "गुरुवार",
    Friday: "शुक्रवार",
    Saturday: "शनिवार",
    Sunday: "रविवार",
  },
};

/** How a run of days ("Monday–Saturday") and a span of time ("9:00 am – 7:00 pm") are joined. */
const BETWEEN: Record<Locale, { days: string; times: string }> = {
  en: { days: "–", times: " – " },
  mr: { days: " ते ", times: " ते " },
};

/**
 * Marathi says the part of the day before a 12-hour time ("सकाळी 9:00", "संध्याकाळी 7:00"),
 * where English adds am/pm: [first hour of the part, its word], latest first.
 */
const MARATHI_DAY_PARTS: readonly [number, string][] = [
  [20, "रात्री"],
  [17, "संध्याकाळी"],
  [12, "दुपारी"],
  [6, "सकाळी"],
  [4, "पहाटे"],
  [0, "रात्री"],
];

/** A 24-hour time ("19:00") on the 12-hour clock people read: "7:00 pm", "संध्याकाळी 7:00". */
export function formatClock(time: string, locale: Locale = "en"): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  if (locale === "mr") {
    const part = MARATHI_DAY_PARTS.find(([from]) => hour >= from)?.[1] ?? "";
    return `${part} ${clock}`;
  }
  return `${clock} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * From one time to another: "9:00 am – 7:00 pm", "सकाळी 9:00 ते संध्याकाळी 7:00"; Marathi
 * says the part of the day once when both are in it ("सकाळी 7:30 ते 9:30").
 */
export function formatTimeSpan(
  from: string,
  to: string,
  locale: Locale = "en",
): string {
  const start = formatClock(from, locale);
  let end = formatClock(to, locale);
  if (locale === "mr" && start.split(" ")[0] === end.split(" ")[0])
    end = end.split(" ")[1]!;
  return `${start}${BETWEEN[locale].times}${end}`;
}

/**
 * Days in the order of the week, each run of three or more days in a row as its first and last
 * ("Monday–Saturday", "सोमवार ते शनिवार"), other days listed: "Monday, Wednesday, Friday".
 */
export function formatDays(
  days: readonly WeekDay[],
  locale: Locale = "en",
): string {
  const names = DAY_NAMES[locale];
  const indexes = [...new Set(days.map((d) => weekDays.indexOf(d)))].sort(
    (a, b) => a - b,
  );
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .flatMap((run) => {
      const [first, last] = [weekDays[run[0]!]!, weekDays[run.at(-1)!]!];
      return run.length >= 3
        ? [`${names[first]}${BETWEEN[locale].days}${names[last]}`]
        : run.map((i) => names[weekDays[i]!]);
    })
    .join(", ");
}

/**
 * A branch's opening hours as lines to show: one per entry of site.json, in its order, then the
 * days no entry names, as closed.
 */
export function openingHoursLines(
  hours: readonly OpeningHours[],
  locale: Locale = "en",
): HoursLine[] {
  const open = new Set(hours.flatMap((h) => h.days));
  const closed = weekDays.filter((d) => !open.has(d));
  return [
    ...hours.map((h) => ({
      days: formatDays(h.days, locale),
      hours: formatTimeSpan(h.opens, h.closes, locale),
    })),
    ...(closed.length > 0 && hours.length > 0
      ? [{ days: formatDays(closed, locale), hours: null }]
      : []),
  ];
}
