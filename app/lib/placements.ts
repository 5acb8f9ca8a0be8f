import type { PlacementRecord } from "#app/content/schemas/people.ts";

/**
 * The CTC chip of a placement card: 'CTC: ₹6.5 LPA', or 'CTC: -' when the value is missing
 * (SPEC.md §8). `texts` words it in the page's language (the caller's: no language is bundled here).
 */
export function ctcLabel(
  ctc: string | undefined,
  texts: { ctc: (value: string) => string },
): string {
  return texts.ctc(ctc?.trim() || "-");
}

/** Where a placement card's 'View Details' goes: the student's profile, or '#' without one (SPEC.md §8). */
export function profileHref(profileLink: string | undefined): string {
  return profileLink?.trim() || "#";
}

/** What a card of the home page's placement strip shows of a placement. */
export type StripRecord = Pick<
  PlacementRecord,
  | "id"
  | "studentName"
  | "img"
  | "role"
  | "company"
  | "ctc"
  | "placedYear"
  | "course"
  | "duration"
  | "fee"
>;

/**
 * A placement as the home page's strip gets it: without the note, the logo and the profile
 * link, which only the /placements page shows. The home page's HTML carries its data for
 * hydration, and its first paint has a budget (PRODUCT.md: 35 kB gzip with its CSS).
 */
export function stripRecord(record: PlacementRecord): StripRecord {
  const { id, studentName, img, role, company, ctc, placedYear } = record;
  const { course, duration, fee } = record;
  return {
    id,
    studentName,
    img,
    role,
    company,
    ...(ctc ? { ctc } : {}),
    placedYear,
    course,
    duration,
    fee,
  };
}

/**
 * How many placements the home page's strip shows: the most recent, as the pages list them
 * (newest year first). The home page's HTML carries each shown record for hydration and its
 * first paint has a budget, so the strip must not grow with every story the staff add; the
 * /placements page lists them all.
 */
export const STRIP_RECORDS_MAX = 12;

/** The home page's strip: the most recent placements, each with only what its card shows. */
export function stripRecords(
  records: readonly PlacementRecord[],
): StripRecord[] {
  return records.slice(0, STRIP_RECORDS_MAX).map(stripRecord);
}
