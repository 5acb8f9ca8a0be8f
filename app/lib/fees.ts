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
