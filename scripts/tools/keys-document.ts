import { format, resolveConfig } from "prettier";
import type { ListedKey } from "#scripts/build/certificate-keys.ts";
import { keyIdOf } from "#scripts/build/certificate-keys.ts";

/** The page of docs/ that lists the institute's public keys. */
export const KEYS_DOCUMENT = "docs/certificate-keys.md";

const START =
  "<!-- keys: written by npm run keys from app/config/certificate-keys.json -->";
const END = "<!-- /keys -->";

/** The table of public keys, as the document shows it. */
export function keysTable(keys: readonly ListedKey[]): string {
  if (!keys.length)
    return 'No key yet: `npm run keys` makes the first. Until then every build\'s certificates are "not signed".';
  return [
    "| id | public key (raw Ed25519, base64url) | signs from | retired |",
    "| --- | --- | --- | --- |",
    ...keys.map(
      (k) =>
        `| \`${keyIdOf(k.publicKey)}\` | \`${k.publicKey}\` | ${k.from} | ${k.until ?? ""} |`,
    ),
  ].join("\n");
}

/** The document with its table of keys replaced by `keys`. */
export function keysDocument(text: string, keys: readonly ListedKey[]): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(
      `${KEYS_DOCUMENT}: the markers of the keys' table are missing`,
    );
  return `${text.slice(0, start + START.length)}\n\n${keysTable(keys)}\n\n${text.slice(end)}`;
}

/**
 * The document as `npm run keys` writes it: its table replaced, then formatted as Prettier
 * formats it (the table's columns aligned), so that `format:check` passes on the commit.
 */
export async function writtenKeysDocument(
  text: string,
  keys: readonly ListedKey[],
  file = KEYS_DOCUMENT,
): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(keysDocument(text, keys), { ...options, filepath: file });
}
