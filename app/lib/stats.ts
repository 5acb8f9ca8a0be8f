import { SITE_LOCALE } from "../config/constants.ts";

const numberFormat = new Intl.NumberFormat(SITE_LOCALE, {
  maximumFractionDigits: 1,
});

/**
 * A stat as printed on a card: the number grouped in the site's one locale, then its suffix.
 * 10000 + '+' → '10,000+', 4.8 + ' / 5' → '4.8 / 5'. One locale, so the prerendered HTML
 * and the browser print the same thing.
 */
export function formatStat(stat: { value: number; suffix: string }): string {
  return `${numberFormat.format(stat.value)}${stat.suffix}`;
}
