import {
  CERTIFICATE_PREFIX,
  certificateNumberPattern,
} from "#app/content/certificate-number.ts";

/*
 * Reading a certificate's number as the verify page and the printer get it. Its form (the
 * prefix, the pattern, the editor's generator) is the content's: app/content/certificate-number.ts.
 */

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
