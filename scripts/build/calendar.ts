// The calendar files of the batches (RFC 5545): one event per file, the first day of a batch,
// made at build time so they work offline and with scripts off. Pure text, tested line by line
// in calendar.test.ts; post-build.ts writes them where paths.calendar says.
import { SITE_TIME_ZONE } from "#app/config/constants.ts";
import { pathsIn } from "#app/config/paths.ts";
import type { BatchMode } from "#app/content/vocabulary.ts";
import { batches as englishBatches } from "#app/i18n/messages/en/batches.ts";
import { batches as marathiBatches } from "#app/i18n/messages/mr/batches.ts";
import { splitClassHours } from "#app/lib/class-hours.ts";
import { addDays } from "#app/lib/dates.ts";

/** What one batch's calendar file says, already in the language of the file. */
export type CalendarBatch = {
  /** Stable across builds and languages: the same batch is the same event. */
  uid: string;
  /** The build day, "YYYY-MM-DD": when the file was made (DTSTAMP). */
  stamp: string;
  /** The batch's first day, "YYYY-MM-DD", in the institute's time zone. */
  start: string;
  /** Class hours, "07:30-09:30"; without them the event is the whole day. */
  time?: string;
  summary: string;
  location: string;
  /** The course page, absolute. */
  url: string;
  /** Who publishes it, for PRODID: the institute's name. */
  producer: string;
};

/** India has one offset all year (+05:30) and no daylight saving since 1945. */
const KOLKATA = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further part starts with a space,
 * and a character is never cut between its UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

const day = (iso: string) => iso.replace(/-/g, "");
const clock = (hhmm: string) => `${hhmm.replace(":", "")}00`;

/** The calendar file of one batch: CRLF line ends, folded, one VEVENT. */
export function batchCalendar(batch: CalendarBatch): string {
  const when = batch.time
    ? (() => {
        const [start, end] = splitClassHours(batch.time);
        return [
          `DTSTART;TZID=${SITE_TIME_ZONE}:${day(batch.start)}T${clock(start)}`,
          `DTEND;TZID=${SITE_TIME_ZONE}:${day(batch.start)}T${clock(end)}`,
        ];
      })()
    : [
        `DTSTART;VALUE=DATE:${day(batch.start)}`,
        `DTEND;VALUE=DATE:${day(addDays(batch.start, 1))}`,
      ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(batch.producer)}//Batches//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(batch.time ? KOLKATA : []),
    "BEGIN:VEVENT",
    `UID:${batch.uid}`,
    `DTSTAMP:${day(batch.stamp)}T000000Z`,
    ...when,
    `SUMMARY:${escapeText(batch.summary)}`,
    `LOCATION:${escapeText(batch.location)}`,
    `URL:${batch.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

type Locale = keyof typeof batchTexts;
// The batch table's texts (app/i18n/batch-texts.ts), which needs Vite (the language packs).
const batchTexts = { en: englishBatches, mr: marathiBatches };

/** What the calendar files are made from: one language's courses and institute details. */
export type CalendarContent = {
  courses: readonly {
    slug: string;
    title: string;
    batches: readonly {
      id: number;
      start: string;
      mode: BatchMode;
      branch?: string;
      time?: string;
    }[];
  }[];
  site: {
    name: string;
    url: string;
    branches: readonly { id: string; town: string; address: string }[];
  };
};

/**
 * Every calendar file of one language: one per batch of the content that is still to come on
 * `today` (the build day), at the address the batch table links (paths.calendar). The two
 * default batches of a course without batches get none: they are not real batches.
 */
export function calendarFiles(
  { courses, site }: CalendarContent,
  locale: Locale,
  today: string,
): { path: string; text: string }[] {
  const t = batchTexts[locale];
  const host = new URL(site.url).host;
  const paths = pathsIn(locale);
  return courses.flatMap((course) =>
    course.batches
      .filter((batch) => batch.start >= today)
      .map((batch) => {
        const branch = site.branches.find((b) => b.id === batch.branch);
        const location =
          batch.mode === "Online"
            ? t.mode("Online")
            : (branch?.address ??
              t.eitherBranch(site.branches.map((b) => b.town)));
        return {
          path: paths.calendar(course.slug, batch.id),
          text: batchCalendar({
            uid: `${course.slug}-${batch.id}@${host}`,
            stamp: today,
            start: batch.start,
            ...(batch.time ? { time: batch.time } : {}),
            summary: t.calendarSummary(course.title, t.mode(batch.mode)),
            location,
            url: new URL(paths.course(course.slug), site.url).href,
            producer: site.name,
          }),
        };
      }),
  );
}
