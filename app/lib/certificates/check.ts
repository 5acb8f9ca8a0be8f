import {
  lookupPath,
  openEntry,
  REVOCATIONS_PATH,
  type LookupEntry,
  type Revocations,
  revocationId,
} from "#app/lib/certificates/lookup.ts";
import {
  isCertificateNumber,
  normalizeNumber,
} from "#app/lib/certificates/number.ts";
import {
  type CertificateFacts,
  encodeFacts,
  toBase64Url,
} from "#app/lib/certificates/record.ts";
import {
  checkSignature,
  type PublicKey,
} from "#app/lib/certificates/verify.ts";

/*
 * What the verify page tells about a certificate, from its QR code's record or from a typed
 * number. The signature decides whether the facts are the institute's; the certificate's own
 * file, fetched when there is a connection, and otherwise the revocation list the service worker
 * kept, decide whether it still stands.
 */

/** How fresh the knowledge of revocations is behind a verdict. */
export type Knowledge =
  /** The institute's record of this certificate, fetched just now. */
  | { online: true }
  /** No connection: the revocation list this device kept, as of its day (null: none kept). */
  | { online: false; asOf: string | null };

export type Verdict =
  | {
      kind: "genuine" | "unsigned";
      facts: CertificateFacts;
      knowledge: Knowledge;
      /** The institute has no record of it online (removed at the student's request). */
      noRecord?: true;
    }
  | {
      kind: "revoked";
      facts: CertificateFacts;
      knowledge: Knowledge;
      /** Known online; offline, the list of hashes says only that it was revoked. */
      revoked?: LookupEntry["revoked"];
    }
  /** Altered, signed by a key that is not the institute's, or not a certificate at all. */
  | { kind: "not-issued" }
  /** A typed number no certificate has. */
  | { kind: "unknown"; number: string }
  /** Typed text that is not a certificate number. */
  | { kind: "not-a-number"; typed: string }
  /** A typed number with no connection to look it up. */
  | { kind: "offline"; number: string };

/** A fetch of the site's own file: its status and text, or "offline" when it could not be made. */
export type Fetch = (
  path: string,
) => Promise<{ status: number; text: string } | "offline">;

/** The browser's fetch, past any cache for the certificate's own file. */
export const browserFetch: Fetch = async (path) => {
  try {
    const response = await fetch(path, {
      cache: path === REVOCATIONS_PATH ? "default" : "no-store",
    });
    return { status: response.status, text: await response.text() };
  } catch {
    return "offline";
  }
};

/** The revocation list as the service worker kept it (or the network gives it); null if none. */
async function revocations(get: Fetch): Promise<Revocations | null> {
  const answer = await get(REVOCATIONS_PATH);
  if (answer === "offline" || answer.status !== 200) return null;
  try {
    const list = JSON.parse(answer.text) as Revocations;
    return Array.isArray(list.revoked) ? list : null;
  } catch {
    return null;
  }
}

/** The certificate's file, opened: the entry, "none" (404), or "offline". */
async function entryOf(
  number: string,
  get: Fetch,
): Promise<LookupEntry | "none" | "offline"> {
  const answer = await get(await lookupPath(number));
  if (answer === "offline") return "offline";
  if (answer.status === 404) return "none";
  if (answer.status !== 200) return "offline";
  return (await openEntry(number, answer.text)) ?? "none";
}

/** Genuine or unsigned facts, judged against what is known of revocations. */
async function standing(
  kind: "genuine" | "unsigned",
  facts: CertificateFacts,
  entry: LookupEntry | "none" | "offline",
  get: Fetch,
): Promise<Verdict> {
  if (entry !== "offline" && entry !== "none") {
    const knowledge = { online: true } as const;
    return entry.revoked
      ? { kind: "revoked", facts, knowledge, revoked: entry.revoked }
      : { kind, facts, knowledge };
  }
  const list = await revocations(get);
  const knowledge: Knowledge =
    entry === "none"
      ? { online: true }
      : { online: false, asOf: list?.asOf ?? null };
  if (list?.revoked.includes(await revocationId(facts.number)))
    return { kind: "revoked", facts, knowledge };
  return entry === "none"
    ? { kind, facts, knowledge, noRecord: true }
    : { kind, facts, knowledge };
}

/** Whether two records carry the same facts, whoever signed them. */
const sameFacts = (a: CertificateFacts, b: CertificateFacts) =>
  toBase64Url(encodeFacts(a, "")) === toBase64Url(encodeFacts(b, ""));

/**
 * The verdict on a QR code's record (what its address carries after `#`). A signed record
 * speaks for itself; an unsigned one (printed from a build without the key) proves nothing, so
 * with a connection it stands only if the institute's own record of its number says the same:
 * otherwise anyone could print a real number beside another name. Offline it reads "Not signed".
 */
export async function checkRecord(
  record: string,
  keys: readonly PublicKey[],
  get: Fetch = browserFetch,
): Promise<Verdict> {
  const signed = await checkSignature(record, keys);
  if (signed.kind === "not-issued") return signed;
  const entry = await entryOf(signed.facts.number, get);
  if (signed.kind === "unsigned" && entry !== "offline") {
    if (entry === "none")
      return { kind: "unknown", number: signed.facts.number };
    const own = await checkSignature(entry.record, keys);
    if (own.kind === "not-issued" || !sameFacts(own.facts, signed.facts))
      return { kind: "not-issued" };
    // The institute's record, signed since the code was printed, vouches for it: genuine.
    return standing(own.kind, own.facts, entry, get);
  }
  return standing(signed.kind, signed.facts, entry, get);
}

/** The verdict on a number someone typed. */
export async function checkNumber(
  typed: string,
  keys: readonly PublicKey[],
  get: Fetch = browserFetch,
): Promise<Verdict> {
  const number = normalizeNumber(typed);
  if (!isCertificateNumber(number))
    return { kind: "not-a-number", typed: number };
  const entry = await entryOf(number, get);
  if (entry === "offline") return { kind: "offline", number };
  if (entry === "none") return { kind: "unknown", number };
  const signed = await checkSignature(entry.record, keys);
  // A file whose record does not carry this number, or fails its signature, is not ours.
  if (signed.kind === "not-issued" || signed.facts.number !== number)
    return { kind: "not-issued" };
  return standing(signed.kind, signed.facts, entry, get);
}
