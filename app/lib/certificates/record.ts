import { isIsoDay } from "#app/lib/dates.ts";
import { isCertificateNumber } from "#app/lib/certificates/number.ts";

/*
 * What the institute signs for one certificate, and how it travels in the QR code's address.
 *
 * The signed bytes are the certificate's facts as printed, one per line, in a fixed order, in
 * UTF-8 (the canonical form): the format's name, the id of the key that signed, the number, the
 * name in English letters, the name in Marathi (or an empty line), the course in English and in
 * Marathi, the batch's first and last day and the day of issue (YYYY-MM-DD), and the grade (or an
 * empty line). No value can hold a line break (the schema refuses one), so the lines can be read
 * back in one way only. The verifier checks the signature over the bytes exactly as they came and
 * only then reads them: nothing is put back together, so nothing can be put back differently.
 *
 * In the address, the bytes and the signature are each base64url-encoded, joined by a dot, and
 * sent after the `#`, which browsers never send to a server: `/verify#<facts>.<signature>`. A
 * build without the signing key writes the facts alone (`/verify#<facts>`): "not signed".
 */

/** The name of the format, the first line of every record: a new format gets a new name. */
export const RECORD_FORMAT = "nimbus-certificate/1";

/** A certificate's facts, as printed on it and signed. */
export type CertificateFacts = {
  number: string;
  /** The student's name as printed, in English letters. */
  name: string;
  /** The same name in Marathi, when the certificate gives it. */
  nameMarathi?: string;
  /** The course as the certificate names it, in each language. */
  course: { en: string; mr: string };
  /** The batch's first and last day, and the day the certificate was issued. */
  start: string;
  end: string;
  issued: string;
  grade?: string;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

/** The canonical form of the facts, as signed by the key `keyId` ("" when none signs). */
export function encodeFacts(
  facts: CertificateFacts,
  keyId: string,
): Uint8Array {
  const lines = [
    RECORD_FORMAT,
    keyId,
    facts.number,
    facts.name,
    facts.nameMarathi ?? "",
    facts.course.en,
    facts.course.mr,
    facts.start,
    facts.end,
    facts.issued,
    facts.grade ?? "",
  ];
  if (lines.some((line) => /[\r\n]/.test(line)))
    throw new Error(
      `${facts.number}: a certificate's facts hold no line break`,
    );
  return encoder.encode(lines.join("\n"));
}

/** The facts and the signing key's id, read back from the canonical form; null if it is not one. */
export function decodeFacts(
  bytes: Uint8Array,
): { keyId: string; facts: CertificateFacts } | null {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return null;
  }
  const lines = text.split("\n");
  if (lines.length !== 11 || lines[0] !== RECORD_FORMAT) return null;
  const [
    ,
    keyId = "",
    number = "",
    name = "",
    nameMarathi = "",
    en = "",
    mr = "",
    start = "",
    end = "",
    issued = "",
    grade = "",
  ] = lines;
  if (
    !isCertificateNumber(number) ||
    !name ||
    !en ||
    !mr ||
    ![start, end, issued].every(isIsoDay)
  )
    return null;
  return {
    keyId,
    facts: {
      number,
      name,
      ...(nameMarathi ? { nameMarathi } : {}),
      course: { en, mr },
      start,
      end,
      issued,
      ...(grade ? { grade } : {}),
    },
  };
}

/** Bytes as base64url without padding: the alphabet an address fragment carries as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The bytes of base64url text; null for anything else. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A signed (or unsigned) record as the address carries it after `#`. */
export const encodeRecord = (facts: Uint8Array, signature?: Uint8Array) =>
  signature
    ? `${toBase64Url(facts)}.${toBase64Url(signature)}`
    : toBase64Url(facts);

/** The facts' bytes and the signature of a record; null when it is not one. */
export function decodeRecord(
  record: string,
): { facts: Uint8Array; signature?: Uint8Array } | null {
  const [factsText, signatureText, ...rest] = record.split(".");
  if (rest.length || !factsText) return null;
  const facts = fromBase64Url(factsText);
  if (!facts) return null;
  if (signatureText === undefined) return { facts };
  const signature = fromBase64Url(signatureText);
  return signature?.length === 64 ? { facts, signature } : null;
}
