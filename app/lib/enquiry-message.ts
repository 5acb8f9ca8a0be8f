import { CHAT_MESSAGE_MAX_CHARS } from "../config/constants.ts";
import type { EnquiryInput } from "./enquiry-storage.ts";

const LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
} satisfies Record<keyof EnquiryInput, string>;

/** Cuts `text` to `max` characters (whole code points, so no emoji is split) with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/**
 * The text that continues an enquiry in the messaging app: the course, then each field the
 * visitor filled in, one per line. Empty fields are left out; a long message is clipped.
 */
export function enquiryChatText(
  courseTitle: string,
  fields: EnquiryInput,
): string {
  const lines = (Object.keys(LABELS) as (keyof EnquiryInput)[])
    .map((key) => [LABELS[key], fields[key].trim()] as const)
    .filter(([, value]) => value !== "")
    .map(
      ([label, value]) => `${label}: ${clip(value, CHAT_MESSAGE_MAX_CHARS)}`,
    );
  return [`Hello, I have an enquiry about ${courseTitle}.`, ...lines].join(
    "\n",
  );
}

/**
 * The message an enquiry control prefills in the chat when the app does not run: the course,
 * and the batch's start day when the control belongs to one batch.
 */
export function enquiryOpeningText(
  courseTitle: string,
  batchDay?: string,
): string {
  return batchDay
    ? `Hello, I have an enquiry about ${courseTitle}, the batch starting ${batchDay}.`
    : `Hello, I have an enquiry about ${courseTitle}.`;
}
