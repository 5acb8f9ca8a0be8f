/*
 * The form of a certificate's number, e.g. NCI-2026-7A3F09BC-1D2E88F0: the institute's prefix,
 * the year the staff created it in the editor, then 64 random bits in two groups of eight
 * hexadecimal digits. Like vocabulary.ts, a fact of the content without zod: the certificate's
 * schema checks a file against it and gives the editor its generator, and the pages' logic
 * (lib/certificates/number.ts) reads a typed number against it.
 *
 * The editor makes the number (a hidden field whose default is NEW_NUMBER_TEMPLATE, evaluated
 * by Sveltia CMS when the entry is created) and nobody types it. The random part is what keeps
 * one number from being guessed from another: 2^64 possibilities per year, so neither walking
 * the lookup files nor trying hashes against the revocation list can find one.
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
