/** Business rules and timings that JavaScript reads (SPEC.md §9). CSS-only timings live in app.css. */

/** The Courses menu closes this long after the pointer leaves it. */
export const COURSES_MENU_CLOSE_DELAY_MS = 150;

/** The institute's own calendar: batch dates are days in this zone. */
export const SITE_TIME_ZONE = "Asia/Kolkata";
/**
 * The same zone as an offset: India keeps UTC+5:30 all year (no daylight saving). The browser
 * code counts with it rather than asking Intl, whose first time-zone formatter costs about
 * 25 ms of start-up on a phone; a unit test holds it to Intl's answer for SITE_TIME_ZONE.
 */
export const SITE_UTC_OFFSET_MINUTES = 330;

/** The build reminds the staff of a course whose next batch starts within this many days. */
export const BATCH_SOON_DAYS = 14;

/** Used when a course has no batches in its data (SPEC.md §4). */
export const DEFAULT_BATCHES = [
  { id: -1, startsInDays: 7, mode: "Online", seats: 20 },
  { id: -2, startsInDays: 21, mode: "Classroom", seats: 15 },
] as const;

/** How long the enquiry success message stays. */
export const ENQUIRY_SUCCESS_MS = 3500;

/** The localStorage key of the enquiries kept on this device. */
export const ENQUIRY_STORAGE_KEY = "nimbus.enquiries";

/* Home page and other pages (SPEC.md §9). */

/** How long a counter takes to reach its target, and how often it moves (SPEC.md §9). */
export const COUNTER_DURATION_MS = 2000;

export const COUNTER_STEP_MS = 20;

/** A counter starts once this share of it is on screen. */
export const COUNTER_VISIBLE_RATIO = 0.5;

/** The collapsed grid shows this many cards (SPEC.md §9). */
export const POPULAR_COURSES_PAGE_SIZE = 8;

/** Every popular course card shows these fixed facts (SPEC.md §9). */
export const POPULAR_COURSE_DURATION = "3 months";

export const POPULAR_COURSE_LEVEL = "Beginner";

/** Each hero slide stays this long before the next (SPEC.md §9). */
export const HERO_SLIDE_MS = 12_000;

/** Height of each branch map frame on the contact page, in CSS pixels (SPEC.md §9). */
export const MAP_FRAME_HEIGHT_PX = 280;

/** How often the course testimonials move on by themselves (SPEC.md §9). */
export const TESTIMONIAL_ROTATION_MS = 4500;

/**
 * The longest message carried into a chat link. A chat address holds the text in its query
 * string, and a 100 KB message would make an address no browser or app accepts.
 */
export const CHAT_MESSAGE_MAX_CHARS = 1000;

/**
 * An open tab asks the host for the live build's id (/version.json) at every tap that navigates,
 * and at most this often when nothing is tapped: when the visitor comes back to the tab or
 * online. The background asks only fetch the next worker early; the taps are what must be right.
 */
export const VERSION_CHECK_EVERY_MS = 30_000;

/**
 * A tap's click reuses an answer this young: the one its own pointerdown asked for a moment
 * before. Any older answer is asked again, since a deploy may have come in between.
 */
export const VERSION_ANSWER_FRESH_MS = 1000;

/**
 * How long a tap waits for that answer before it moves on as it always did (a slow connection
 * would otherwise hold the page): the next tap turns into a page load if the answer says "new".
 */
export const VERSION_CHECK_WAIT_MS = 2000;
