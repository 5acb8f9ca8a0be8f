import type { Locale } from "#app/content/locales.ts";

/** A batch's class hours as the content writes them: "07:30-09:30" (24-hour clock). */
export type ClassHours = string;

/** The start and end of "07:30-09:30": ["07:30", "09:30"]. */
export function splitClassHours(
  time: ClassHours,
): [start: string, end: string] {
  const [start = "", end = ""] = time.split("-");
  return [start, end];
}

type Clock = { hour: number; minute: number };
const readClock = (clock: string): Clock => {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  return { hour, minute };
};
/** "7:30", "5" on the 12-hour clock (12 for noon and midnight). */
const twelve = ({ hour, minute }: Clock) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}`;

const englishHalf = ({ hour }: Clock) => (hour < 12 ? "am" : "pm");
/** The part of the day a Marathi speaker names before a time (docs/marathi.md). */
const marathiPart = ({ hour }: Clock) =>
  hour < 12 ? "सकाळी" : hour < 16 ? "दुपारी" : hour < 20 ? "संध्याकाळी" : "रात्री";

/**
 * The class hours as a visitor reads them, the same on the server and in every browser:
 * "7:30–9:30 am", "10 am–1 pm"; in Marathi "सकाळी 7:30–9:30", "सकाळी 10 ते दुपारी 1".
 */
export function formatClassHours(time: ClassHours, locale: Locale): string {
  const [start, end] = splitClassHours(time).map(readClock) as [Clock, Clock];
  if (locale === "mr") {
    const [from, to] = [marathiPart(start), marathiPart(end)];
    return from === to
      ? `${from} ${twelve(start)}–${twelve(end)}`
      : `${from} ${twelve(start)} ते ${to} ${twelve(end)}`;
  }
  const [from, to] = [englishHalf(start), englishHalf(end)];
  return from === to
    ? `${twelve(start)}–${twelve(end)} ${to}`
    : `${twelve(start)} ${from}–${twelve(end)} ${to}`;
}
