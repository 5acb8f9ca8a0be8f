import { CHAT_MESSAGE_MAX_CHARS } from "#app/config/constants.ts";
import { defaultLocale, type Locale } from "#app/content/locales.ts";
import { enquiryTexts } from "#app/i18n/enquiry-texts.ts";
import type { EnquiryInput } from "#app/lib/enquiry-storage.ts";

/** The enquiry texts of a language. */
const texts = (locale: Locale) => enquiryTexts[locale];

const FIELDS = [
  "name",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof EnquiryInput)[];

/** Cuts `text` to `max` characters (whole code points, so no emoji is split) with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/**
 * The text that continues an enquiry in the messaging app: the course, then each field the
 * visitor filled in, one per line, in the page's language. Empty fields are left out; a long
 * message is clipped.
 */
export function enquiryChatText(
  courseTitle: string,
  fields: EnquiryInput,
  locale: Locale = defaultLocale,
): string {
  const t = texts(locale);
  const lines = FIELDS.map(
    (key) => [t.fields[key], fields[key].trim()] as const,
  )
    .filter(([, value]) => value !== "")
    .map(
      ([label, value]) => `${label}: ${clip(value, CHAT_MESSAGE_MAX_CHARS)}`,
    );
  return [t.chat.opening(courseTitle), ...lines].join("\n");
}

/**
 * The message an enquiry control prefills in the chat when the app does not run: the course,
 * and the batch's start day when the control belongs to one batch, in the page's language.
 */
export function enquiryOpeningText(
  courseTitle: string,
  batchDay?: string,
  locale: Locale = defaultLocale,
): string {
  const t = texts(locale);
  return batchDay
    ? t.chat.openingBatch(courseTitle, batchDay)
    : t.chat.opening(courseTitle);
}
