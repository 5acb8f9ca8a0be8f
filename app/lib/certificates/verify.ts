import {
  type CertificateFacts,
  decodeFacts,
  decodeRecord,
  fromBase64Url,
} from "#app/lib/certificates/record.ts";

/*
 * Checks a record's signature against the institute's public keys, in the browser (or the
 * build's tests): WebCrypto's Ed25519 where the browser has it (Chromium 137+, Firefox 129+,
 * Safari 17+), else @noble/ed25519, loaded only then and only by the page that checks.
 */

/** One of the institute's public keys, as the build publishes it (certificates/keys.json). */
export type PublicKey = {
  /** The first 8 hexadecimal digits of the SHA-256 of the key: records name their key by it. */
  id: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  key: string;
  /** The day from which it signs. */
  from: string;
  /** The last day of issue it vouches for, once retired (a record issued later is refused). */
  until?: string;
};

/** What a record says about itself, before anyone asks whether it was revoked. */
export type Signed =
  /** Signed by one of the institute's keys: the facts are the institute's. */
  | { kind: "genuine"; facts: CertificateFacts; keyId: string }
  /** Made by a build without the signing key: the facts cannot be checked. */
  | { kind: "unsigned"; facts: CertificateFacts }
  /** Altered, signed by another key, or not a record at all. */
  | { kind: "not-issued" };

type Verifier = (
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
) => Promise<boolean>;

/** Ed25519 in WebCrypto; throws where the browser does not have it. */
const webCrypto: Verifier = async (publicKey, signature, message) => {
  const key = await crypto.subtle.importKey(
    "raw",
    publicKey as BufferSource,
    { name: "Ed25519" },
    false,
    ["verify"],
  );
  return crypto.subtle.verify(
    { name: "Ed25519" },
    key,
    signature as BufferSource,
    message as BufferSource,
  );
};

/** @noble/ed25519 (audited, 5 kB), for browsers without Ed25519 in WebCrypto. */
export const library: Verifier = async (publicKey, signature, message) => {
  const { verifyAsync } = await import("@noble/ed25519");
  try {
    return await verifyAsync(signature, message, publicKey);
  } catch {
    return false;
  }
};

let supported: Promise<boolean> | undefined;
/** Whether this browser's WebCrypto does Ed25519 (asked once, with a key of its own). */
function webCryptoHasEd25519(): Promise<boolean> {
  supported ??= crypto.subtle
    .importKey("raw", new Uint8Array(32).fill(1), { name: "Ed25519" }, false, [
      "verify",
    ])
    .then(
      () => true,
      () => false,
    );
  return supported;
}

/** The verifier this browser uses: WebCrypto's Ed25519, or the library. */
const verifier = async (): Promise<Verifier> =>
  (await webCryptoHasEd25519()) ? webCrypto : library;

/**
 * What a record (the part of the QR code's address after `#`) says: genuine when one of `keys`
 * signed exactly these bytes (and, for a retired key, the certificate was issued while it
 * signed), unsigned when it carries no signature, not issued otherwise.
 */
export async function checkSignature(
  record: string,
  keys: readonly PublicKey[],
  verify?: Verifier,
): Promise<Signed> {
  const parts = decodeRecord(record);
  const read = parts && decodeFacts(parts.facts);
  if (!parts || !read) return { kind: "not-issued" };
  if (!parts.signature)
    return read.keyId === ""
      ? { kind: "unsigned", facts: read.facts }
      : { kind: "not-issued" };
  const key = keys.find((k) => k.id === read.keyId);
  const publicKey = key && fromBase64Url(key.key);
  if (!key || publicKey?.length !== 32) return { kind: "not-issued" };
  if (key.until && read.facts.issued > key.until) return { kind: "not-issued" };
  const ok = await (verify ?? (await verifier()))(
    publicKey,
    parts.signature,
    parts.facts,
  );
  return ok
    ? { kind: "genuine", facts: read.facts, keyId: key.id }
    : { kind: "not-issued" };
}
