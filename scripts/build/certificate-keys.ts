import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign,
} from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { isIsoDay } from "#app/lib/dates.ts";
import type { PublicKey } from "#app/lib/certificates/verify.ts";

/*
 * The institute's certificate keys, as the build reads them.
 *
 * - The public keys: app/config/certificate-keys.json (`CERTIFICATE_KEYS` names another file:
 *   the fixture build's). Each with the day from which it signs and, once retired, `until`, the
 *   last day of issue it vouches for. The verify page carries them all, so a later key is added
 *   beside the older ones and the certificates they signed stay genuine.
 * - The private key: never in the repository. `CERTIFICATE_SIGNING_KEY` holds it (a CI secret:
 *   the PEM text `npm run keys` wrote), or `CERTIFICATE_SIGNING_KEY_FILE` names a file outside
 *   the project (only the tests' own keys, under tests/fixtures/certificates/, may be inside).
 *   Without either, the build signs nothing and says so; with one whose public half is not
 *   listed, it stops: every certificate would read "Not issued".
 */

/** Where the real site's public keys are listed. */
export const PUBLIC_KEYS_FILE = "app/config/certificate-keys.json";
/** The only place in the project a private key may be read from: the tests' own. */
export const TEST_KEYS_FOLDER = "tests/fixtures/certificates";

/** One entry of the public keys' file. */
export type ListedKey = { publicKey: string; from: string; until?: string };

type Env = Readonly<Record<string, string | undefined>>;

/** The raw 32 bytes of an Ed25519 public key, base64url. */
export const rawPublicKey = (key: KeyObject) =>
  createPublicKey(key).export({ format: "jwk" }).x!;

/** A key's id: the first 8 hexadecimal digits of the SHA-256 of its raw bytes. */
export const keyIdOf = (publicKey: string) =>
  createHash("sha256")
    .update(Buffer.from(publicKey, "base64url"))
    .digest("hex")
    .slice(0, 8);

/** The file of public keys this build reads. */
export const publicKeysFile = (root: string, env: Env = process.env) =>
  resolve(root, env.CERTIFICATE_KEYS || PUBLIC_KEYS_FILE);

/** The listed keys, as written in the file. */
export function readListedKeys(file: string): ListedKey[] {
  const where = relative(process.cwd(), file);
  let data: { keys?: unknown };
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(data.keys))
    throw new Error(`${where}: must be { "keys": [ … ] }`);
  return data.keys.map((entry: ListedKey, i) => {
    const raw = Buffer.from(String(entry.publicKey ?? ""), "base64url");
    if (raw.length !== 32 || raw.toString("base64url") !== entry.publicKey)
      throw new Error(
        `${where} > keys[${i}] > publicKey: must be a raw Ed25519 public key, base64url (npm run keys writes it)`,
      );
    for (const field of ["from", "until"] as const)
      if (
        (field === "from" || entry[field] !== undefined) &&
        !isIsoDay(entry[field])
      )
        throw new Error(
          `${where} > keys[${i}] > ${field}: must be a day written YYYY-MM-DD`,
        );
    return entry;
  });
}

/** The public keys as the verify page and the published keys.json carry them. */
export const publicKeysOf = (listed: readonly ListedKey[]): PublicKey[] =>
  listed.map((k) => ({
    id: keyIdOf(k.publicKey),
    key: k.publicKey,
    from: k.from,
    ...(k.until ? { until: k.until } : {}),
  }));

/** This build's public keys (app/config/certificate-keys.json, or CERTIFICATE_KEYS's file). */
export const readPublicKeys = (root: string, env: Env = process.env) =>
  publicKeysOf(readListedKeys(publicKeysFile(root, env)));

/** The private key this build signs with, with where it came from; null when there is none. */
export function readSigningKey(
  root: string,
  env: Env = process.env,
): { key: KeyObject; from: string } | null {
  const text = env.CERTIFICATE_SIGNING_KEY?.trim();
  const file = env.CERTIFICATE_SIGNING_KEY_FILE?.trim();
  if (text && file)
    throw new Error(
      "CERTIFICATE_SIGNING_KEY and CERTIFICATE_SIGNING_KEY_FILE are both set: keep one",
    );
  let pem: string;
  let from: string;
  if (text) {
    pem = text;
    from = "CERTIFICATE_SIGNING_KEY";
  } else if (file) {
    const path = resolve(root, file);
    const inside = relative(resolve(root), path);
    const inProject = !inside.startsWith("..") && !inside.startsWith(sep);
    if (
      inProject &&
      !inside.split(sep).join("/").startsWith(`${TEST_KEYS_FOLDER}/`)
    )
      throw new Error(
        `CERTIFICATE_SIGNING_KEY_FILE=${file}: the private key must not be in the project, where a commit would publish it; keep it outside (npm run keys puts it in your home folder)`,
      );
    if (!existsSync(path))
      throw new Error(`CERTIFICATE_SIGNING_KEY_FILE=${file}: no such file`);
    pem = readFileSync(path, "utf8");
    from = file;
  } else return null;
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(
      `${from}: not a private key in PEM form (-----BEGIN PRIVATE KEY-----, as npm run keys writes it)`,
    );
  }
  if (key.asymmetricKeyType !== "ed25519")
    throw new Error(
      `${from}: an ${key.asymmetricKeyType} key; certificates are signed with Ed25519 (npm run keys)`,
    );
  return { key, from };
}

/**
 * The listed key whose private half the build holds. A private key whose public half is not
 * listed stops the build: the verify page would call every certificate it signs forged.
 */
export function listedKeyFor(
  privateKey: KeyObject,
  keys: readonly PublicKey[],
  keysFile: string,
): PublicKey {
  const raw = rawPublicKey(privateKey);
  const listed = keys.find((k) => k.key === raw);
  if (!listed)
    throw new Error(
      `The signing key's public half (${raw}, id ${keyIdOf(raw)}) is not in ${relative(process.cwd(), keysFile)}: add { "publicKey": "${raw}", "from": "<today>" } there (npm run keys does it for the keys it makes), or sign with a listed key`,
    );
  if (listed.until)
    throw new Error(
      `The signing key ${listed.id} was retired on ${listed.until} (${relative(process.cwd(), keysFile)}): sign with a current key`,
    );
  return listed;
}

/** An Ed25519 signature of `message` (64 bytes). */
export const signBytes = (privateKey: KeyObject, message: Uint8Array) =>
  new Uint8Array(sign(null, message, privateKey));
