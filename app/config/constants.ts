/** Business rules and timings that JavaScript reads (SPEC.md §9). CSS-only timings live in app.css. */

/** The Courses menu closes this long after the pointer leaves it. */
export const COURSES_MENU_CLOSE_DELAY_MS = 150;

/** The institute's own calendar: batch dates are days in this zone. */
export const SITE_TIME_ZONE = "Asia/Kolkata";
/** One fixed locale so the prerendered HTML and the browser print dates alike. */
export const SITE_LOCALE = "en-IN";
