/** The id of the marker that closes a page's opening (OpeningEnd). */
const OPENING_END_ID = "opening-end";

/**
 * Holds the first paint until the page's opening has been parsed (`<link rel="expect">`,
 * Chromium 124 and later; other browsers ignore it). The opening is the page's heading and what
 * a phone shows with it on the first screen. Without the hold, a phone on a slow connection, or
 * a parser pausing mid-page, can paint half the opening: a chip holding only its icon fits on
 * the line above, then wraps when its text arrives, and the page shifts (Lighthouse measured
 * 0.006 on a course page). What follows the opening is appended below it and moves nothing.
 *
 * Chromium lets the paint go as soon as the named element is in the document, not when it is
 * closed, so the name is on an empty marker after the opening rather than on the opening.
 * A page without the marker would be painted only once the whole document is parsed.
 */
export function PaintAfterOpening() {
  return <link rel="expect" href={`#${OPENING_END_ID}`} blocking="render" />;
}

/**
 * Closes a page's opening: placed once on every page (by its route, or by the root's fallback
 * and error pages), after what a phone shows first. Empty, so it takes no room.
 */
export function OpeningEnd() {
  return <div id={OPENING_END_ID} />;
}
