// `npm run keys`: a new Ed25519 key pair for signing certificates, and where each half goes.
// The public half is added to app/config/certificate-keys.json (signing from today) and to
// docs/certificate-keys.md; the private half is written outside the project (your home folder,
// or `--out FILE`), readable by you alone. `--dry-run` prints the pair's public half only.
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  keyIdOf,
  type ListedKey,
  PUBLIC_KEYS_FILE,
  rawPublicKey,
  readListedKeys,
} from "#scripts/build/certificate-keys.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import {
  KEYS_DOCUMENT,
  writtenKeysDocument,
} from "#scripts/tools/keys-document.ts";

const { values } = parseArgs({
  options: { out: { type: "string" }, "dry-run": { type: "boolean" } },
});
const root = process.cwd();
const { privateKey } = generateKeyPairSync("ed25519");
const publicKey = rawPublicKey(privateKey);
const id = keyIdOf(publicKey);
const from = buildDay();
const keysFile = resolve(root, PUBLIC_KEYS_FILE);
const secretFile = resolve(
  values.out ??
    join(homedir(), ".nimbus-certificates", `signing-key-${id}.pem`),
);
if (!relative(root, secretFile).startsWith(".."))
  throw new Error(
    `${secretFile} is inside the project, where a commit would publish it: choose a place outside it`,
  );
if (values["dry-run"]) {
  console.log(`A new key would be ${id}: ${publicKey}, signing from ${from}.`);
  process.exit(0);
}
if (existsSync(secretFile)) throw new Error(`${secretFile} exists already`);

mkdirSync(dirname(secretFile), { recursive: true, mode: 0o700 });
writeFileSync(
  secretFile,
  privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  { mode: 0o600 },
);
const keys: ListedKey[] = [...readListedKeys(keysFile), { publicKey, from }];
writeFileSync(keysFile, `${JSON.stringify({ keys }, null, 2)}\n`);
const docs = resolve(root, KEYS_DOCUMENT);
writeFileSync(
  docs,
  await writtenKeysDocument(readFileSync(docs, "utf8"), keys, docs),
);

console.log(`New certificate signing key ${id}, signing from ${from}.

Public half: added to ${PUBLIC_KEYS_FILE} and ${KEYS_DOCUMENT}. Commit both: every build then
publishes it (the verify page checks against it), and the certificates signed by earlier keys
stay genuine.

Private half: ${secretFile} (readable by you only). Never commit it, never send it by mail.
- Publishing (GitHub Actions): in the repository's Settings, Secrets and variables, Actions, New
  repository secret named CERTIFICATE_SIGNING_KEY, with the whole text of that file.
- A build on this machine: CERTIFICATE_SIGNING_KEY_FILE=${secretFile} npm run build
Keep a copy offline (a USB stick in the office safe): a lost key cannot sign again, and the
certificates it signed stay genuine as long as its public half stays listed.`);
