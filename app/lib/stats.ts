/**
 * A stat as printed on a card: the number grouped the Indian way (as en-IN prints it), at most
 * one decimal, then its suffix. 10000 + '+' → '10,000+', 100000 + '+' → '1,00,000+',
 * 4.8 + ' / 5' → '4.8 / 5'. Written out rather than asked of Intl: the prerendered HTML and
 * every browser print the same, and a phone starting the app does not pay for a number
 * formatter (a unit test holds it to Intl's en-IN).
 */
export function formatStat(stat: { value: number; suffix: string }): string {
  const [whole = "0", fraction] = String(
    Math.round(stat.value * 10) / 10,
  ).split(".");
  // The last three digits, then pairs: 1,00,000.
  const grouped = whole.replace(/(\d)(?=(\d\d)+\d$)/g, "$1,");
  return `${grouped}${fraction ? `.${fraction}` : ""}${stat.suffix}`;
}
