/*
 * Looking a certificate up by its number, with no list of certificates anywhere: the build
 * publishes one file per certificate at /certificates/<id>.json, where the id is a hash of the
 * number, so only someone who has the number can find the file. The file is sealed (AES-GCM) with
 * a key that is another hash of the number, so the folder, copied whole, names nobody: the name
 * inside is read only with the number in hand. The revocation list holds a third hash per revoked
 * number, so it says nothing of who they are.
 *
 * The same code runs in the build (Node's WebCrypto) and on the verify page.
 */

/** Where the certificates' files are, under the site's root. */
export const CERTIFICATES_FOLDER = "/certificates/";
/** The list of revoked numbers, as hashes, with the day it was built. */
export const REVOCATIONS_PATH = `${CERTIFICATES_FOLDER}revoked.json`;

/** What the build seals into a certificate's file. */
export type LookupEntry = {
  /** The signed record, as the QR code's address carries it after `#`. */
  record: string;
  revoked?: { on: string; reason: { en: string; mr: string } };
};

/** The revocation list: hashes (`revocationId`) of every revoked number, as of the build's day. */
export type Revocations = { asOf: string; revoked: string[] };

const encoder = new TextEncoder();

async function digest(purpose: string, number: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      encoder.encode(`nimbus-certificate/${purpose}\n${number}`),
    ),
  );
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The name of a certificate's file: 128 bits of a hash of its number, in hexadecimal. */
export const lookupId = async (number: string) =>
  hex((await digest("lookup", number)).subarray(0, 16));

/** Where a certificate's file is: `/certificates/<lookupId>.json`. */
export const lookupPath = async (number: string) =>
  `${CERTIFICATES_FOLDER}${await lookupId(number)}.json`;

/** How the revocation list names a revoked number: another hash, unrelated to the file's name. */
export const revocationId = async (number: string) =>
  hex((await digest("revoked", number)).subarray(0, 16));

const sealKey = async (number: string) =>
  crypto.subtle.importKey(
    "raw",
    (await digest("seal", number)) as BufferSource,
    "AES-GCM",
    false,
    ["encrypt", "decrypt"],
  );

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const unbase64 = (text: string) =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * A certificate's file: the entry sealed with its number's key. The nonce is a hash of the
 * number and the entry, so the same entry gives the same file on every build, and a changed
 * entry (a revocation) a new nonce.
 */
export async function sealEntry(
  number: string,
  entry: LookupEntry,
): Promise<string> {
  const plain = encoder.encode(JSON.stringify(entry));
  const nonce = (
    await digest("nonce", `${number}\n${JSON.stringify(entry)}`)
  ).subarray(0, 12);
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce as BufferSource },
    await sealKey(number),
    plain,
  );
  return `${JSON.stringify({ iv: base64(nonce), data: base64(new Uint8Array(sealed)) })}\n`;
}

/** The entry in a certificate's file, opened with its number; null if it does not open. */
export async function openEntry(
  number: string,
  file: string,
): Promise<LookupEntry | null> {
  try {
    const { iv, data } = JSON.parse(file) as { iv: string; data: string };
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: unbase64(iv) },
      await sealKey(number),
      unbase64(data),
    );
    const entry = JSON.parse(new TextDecoder().decode(plain)) as LookupEntry;
    return typeof entry.record === "string" ? entry : null;
  } catch {
    return null;
  }
}
