/** A curriculum module's number as the course page shows it: 01, 02, … */
export const moduleNumber = (index: number) =>
  String(index + 1).padStart(2, "0");

/**
 * The tab a key moves the focus to in a vertical tablist of `count` tabs (WAI-ARIA's tabs
 * pattern): Arrow Down and Up step and loop at the ends, Home and End jump; null for any other key.
 */
export function tabAfterKey(
  key: string,
  index: number,
  count: number,
): number | null {
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
