/**
 * A whole number of rupees as Indians write it: "₹24,000", "₹1,50,000" (the last three digits,
 * then groups of two). Written out rather than left to `Intl`, so the server's and every
 * visitor's browser give the same text whatever their locale data.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest
    ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${last3}`
    : last3;
  return `${amount < 0 ? "-" : ""}₹${grouped}`;
}

/**
 * The range of the courses' total fees, for a business's `priceRange` (schema.org, which Google
 * recommends on a LocalBusiness): "₹22,000–₹40,000", one amount when they are all the same, and
 * nothing when no course gives a fee (such a course's page tells visitors to ask).
 */
export function feeRange(
  courses: readonly { fees?: { total: number } }[],
): string | undefined {
  const totals = courses.flatMap((c) => (c.fees ? [c.fees.total] : []));
  if (totals.length === 0) return undefined;
  const low = formatRupees(Math.min(...totals));
  const high = formatRupees(Math.max(...totals));
  return low === high ? low : `${low}–${high}`;
}
