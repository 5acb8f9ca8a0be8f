import { home } from "#app/i18n/messages/en/home.ts";

/**
 * The CTC chip of a placement card: 'CTC: ₹6.5 LPA', or 'CTC: -' when the value is missing
 * (SPEC.md §8). `texts` words it in the page's language (English by default).
 */
export function ctcLabel(
  ctc: string | undefined,
  texts: { ctc: (value: string) => string } = home.placements,
): string {
  return texts.ctc(ctc?.trim() || "-");
}

/** Where a placement card's 'View Details' goes: the student's profile, or '#' without one (SPEC.md §8). */
export function profileHref(profileLink: string | undefined): string {
  return profileLink?.trim() || "#";
}
