/**
 * A random id for a new enquiry. `crypto.randomUUID` exists only on secure pages (https or
 * localhost); a site opened over plain http still gets an id that will not repeat.
 */
export function newEnquiryId(
  source: Pick<Crypto, "getRandomValues"> & { randomUUID?: () => string },
  now: Date,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const random = Array.from(source.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
  return `${now.getTime().toString(36)}-${random}`;
}
