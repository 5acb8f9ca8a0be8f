import type {
  BatchMode,
  CourseMode,
  TeachingLanguage,
} from "#app/content/vocabulary.ts";
import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * A course's batch table (SPEC.md §4) in English: its headings, seats and their status, the
 * enquiry buttons, and where, when and in which language each batch runs. Only course pages
 * show it: loaded apart from the language packs (i18n/batch-texts.ts). The modes, which the
 * course hero and the branch pages show too, and the calendar files' texts are here as well.
 */
export const batches = {
  /** A course's or batch's mode as the content gives it ("Online", "Online / Classroom"…). */
  mode: (mode: BatchMode | CourseMode): string => mode,
  headings: {
    start: "Start Date",
    mode: "Mode",
    seats: "Seats",
    action: "Action",
  },
  empty: "No upcoming batches right now.",
  emptyHint: "Send an enquiry and we will tell you when the next batch starts.",
  enquireNext: "Enquire about the next batch",
  seats: (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`,
  status: {
    available: "Available",
    few: "Few Seats",
    full: "Full",
  },
  closed: "Closed",
  closedNote: (day: string) => `(the batch of ${day} is full)`,
  enquire: "Enquire",
  enquireNote: (day: string) => `about the batch of ${day}`,
  /** After links that open the chat until the app runs (the course hero's too). */
  whatsAppNote: "on WhatsApp, opens in a new tab",
  /** The place of a classroom or weekend batch: its branch's page. */
  branch: (town: string) => `${town} branch`,
  /** A classroom or weekend batch whose branch is not decided yet. */
  eitherBranch: (towns: readonly string[]) => towns.join(" or "),
  language: (language: string) => `Taught in ${language}`,
  /** A teaching language as the content names it ("Marathi"). */
  languageName: (language: TeachingLanguage): string => language,
  addToCalendar: "Add to calendar",
  addToCalendarNote: (day: string) => `(the batch of ${day}, .ics file)`,
  /** The event of a batch in its calendar file. */
  calendarSummary: (course: string, mode: string) => `${course} (${mode})`,
};

/** The shape every language's batch texts must have: the English keys, any wording. */
export type BatchTexts = Widen<typeof batches>;
