/** The CTC chip of a placement card: 'CTC: ₹6.5 LPA', or 'CTC: -' when the value is missing (SPEC.md §8). */
export function ctcLabel(ctc: string | undefined): string {
  return `CTC: ${ctc?.trim() || "-"}`;
}

/** Where a placement card's 'View Details' goes: the student's profile, or '#' without one (SPEC.md §8). */
export function profileHref(profileLink: string | undefined): string {
  return profileLink?.trim() || "#";
}
