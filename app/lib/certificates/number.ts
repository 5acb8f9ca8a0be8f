/*
 * A certificate's number, e.g. NCI-2026-7A3F09BC-1D2E88F0: the institute's prefix, the year the
 * staff created it in the editor, then 64 random bits in two groups of eight hexadecimal digits.
 * The editor makes it (a hidden field whose default is NEW_NUMBER_TEMPLATE, evaluated by Sveltia
 * CMS when the entry is created) and nobody types it. The random part is what keeps one number
 * from being guessed from another: 2^64 possibilities per year, so neither walking the lookup
 * files nor trying hashes against the revocation list can find one.
 */

/** The institute's prefix on every certificate number. */
export const CERTIFICATE_PREFIX = "NCI";

/** The whole form of a number, as the content check and the verify page accept it. */
export const certificateNumberPattern = new RegExp(
  `^${CERTIFICATE_PREFIX}-\\d{4}-[0-9A-F]{8}-[0-9A-F]{8}$`,
);

/**
 * The editor's generator (Sveltia CMS's template tags for a hidden field's default): the year of
 * the staff member's device, then two fresh random UUID parts of 32 bits each (crypto.randomUUID),
 * in capitals.
 */
export const NEW_NUMBER_TEMPLATE = `${CERTIFICATE_PREFIX}-{{datetime | date('YYYY')}}-{{uuid_shorter | upper}}-{{uuid_shorter | upper}}`;

/** Whether a value is a certificate number as the institute writes it. */
export const isCertificateNumber = (value: string) =>
  certificateNumberPattern.test(value);

/**
 * A number as someone typed it from a printed certificate, written the institute's way:
 * capitals, no spaces, any dash as "-", the dashes put back if left out, and the letter O read
 * as zero in the random part (which holds no letter O). What cannot be a number comes back
 * trimmed and in capitals, for the page to say so.
 */
export function normalizeNumber(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\u00a0]+/g, "")
    .replace(/[\u2010-\u2015\u2212_]/g, "-");
  const parts = new RegExp(
    `^${CERTIFICATE_PREFIX}-?(\\d{4})-?([0-9A-FO]{8})-?([0-9A-FO]{8})$`,
  ).exec(compact);
  if (!parts) return compact;
  const [, year, first, second] = parts as unknown as [
    string,
    string,
    string,
    string,
  ];
  const zero = (s: string) => s.replaceAll("O", "0");
  return `${CERTIFICATE_PREFIX}-${year}-${zero(first)}-${zero(second)}`;
}
