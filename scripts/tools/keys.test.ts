// @vitest-environment node
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { check, resolveConfig } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import {
  keyIdOf,
  listedKeyFor,
  PUBLIC_KEYS_FILE,
  rawPublicKey,
  readListedKeys,
  readPublicKeys,
  readSigningKey,
} from "#scripts/build/certificate-keys.ts";
import { KEYS_DOCUMENT } from "#scripts/tools/keys-document.ts";

/*
 * `npm run keys`, run as the owner runs it, in a copy of the two files it changes: a new pair,
 * its public half listed (from the day) in app/config/certificate-keys.json and docs/, its
 * private half in a file outside the project that only its owner reads, and the build then
 * signs with that file. A second run adds a key beside the first.
 */

const SCRIPT = resolve("scripts/tools/keys.ts");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** A project holding the keys' two files as the repository has them, with no key listed. */
function project() {
  const root = temp("project-");
  for (const file of [PUBLIC_KEYS_FILE, KEYS_DOCUMENT]) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    copyFileSync(file, join(root, file));
  }
  writeFileSync(join(root, PUBLIC_KEYS_FILE), '{ "keys": [] }\n');
  return root;
}

const keys = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, BUILD_DAY: "2026-11-20" },
  });

describe("npm run keys", () => {
  it("makes a pair, lists the public half from today, writes the private half outside the project, and says where each goes", async () => {
    const root = project();
    const secret = join(temp("secret-"), "signing.pem");
    const run = keys(root, "--out", secret);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);

    // The private half: a PEM Ed25519 key only its owner reads.
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    const signing = readSigningKey(root, {
      CERTIFICATE_SIGNING_KEY_FILE: secret,
    })!;
    expect(signing.key.asymmetricKeyType).toBe("ed25519");
    const publicKey = rawPublicKey(signing.key);
    const id = keyIdOf(publicKey);

    // The public half: listed from the day, in the config and the docs; the build signs with it.
    expect(readListedKeys(join(root, PUBLIC_KEYS_FILE))).toEqual([
      { publicKey, from: "2026-11-20" },
    ]);
    const published = readPublicKeys(root, {});
    expect(
      listedKeyFor(signing.key, published, join(root, PUBLIC_KEYS_FILE)).id,
    ).toBe(id);
    const document = readFileSync(join(root, KEYS_DOCUMENT), "utf8");
    expect(document).toMatch(
      new RegExp(
        `\\| \`${id}\` +\\| \`${publicKey}\` +\\| 2026-11-20 +\\| +\\|`,
      ),
    );
    // As Prettier writes it, with the repository's settings: the commit passes format:check.
    expect(
      await check(document, {
        ...(await resolveConfig(KEYS_DOCUMENT)),
        filepath: KEYS_DOCUMENT,
      }),
    ).toBe(true);

    // Where each half goes, in its words.
    expect(run.stdout).toContain(
      `New certificate signing key ${id}, signing from 2026-11-20.`,
    );
    expect(run.stdout).toContain(
      `Public half: added to ${PUBLIC_KEYS_FILE} and ${KEYS_DOCUMENT}. Commit both`,
    );
    expect(run.stdout).toContain(`Private half: ${secret}`);
    expect(run.stdout).toContain(
      "New\n  repository secret named CERTIFICATE_SIGNING_KEY",
    );
    expect(run.stdout).toContain(
      `CERTIFICATE_SIGNING_KEY_FILE=${secret} npm run build`,
    );
    // The private key is in no file of the project, and not in what it printed.
    const pem = readFileSync(secret, "utf8");
    const body = pem.split("\n")[1]!;
    for (const file of [PUBLIC_KEYS_FILE, KEYS_DOCUMENT])
      expect(readFileSync(join(root, file), "utf8")).not.toContain(body);
    expect(run.stdout).not.toContain(body);
  });

  it("adds a later key beside the earlier, which stays listed", () => {
    const root = project();
    const out = temp("secret-");
    expect(keys(root, "--out", join(out, "first.pem")).status).toBe(0);
    expect(keys(root, "--out", join(out, "second.pem")).status).toBe(0);
    const listed = readListedKeys(join(root, PUBLIC_KEYS_FILE));
    expect(listed).toHaveLength(2);
    for (const name of ["first.pem", "second.pem"]) {
      const { key } = readSigningKey(root, {
        CERTIFICATE_SIGNING_KEY_FILE: join(out, name),
      })!;
      expect(listed.map((k) => k.publicKey)).toContain(rawPublicKey(key));
    }
  });

  it("refuses to write the private half inside the project, or over a file", () => {
    const root = project();
    const inside = keys(root, "--out", join(root, "signing.pem"));
    expect(inside.status).not.toBe(0);
    expect(inside.stderr).toContain(
      "is inside the project, where a commit would publish it",
    );
    expect(existsSync(join(root, "signing.pem"))).toBe(false);

    const taken = join(temp("secret-"), "taken.pem");
    writeFileSync(taken, "mine");
    const over = keys(root, "--out", taken);
    expect(over.status).not.toBe(0);
    expect(over.stderr).toContain(`${taken} exists already`);
    expect(readFileSync(taken, "utf8")).toBe("mine");
    // Nothing listed by either refused run.
    expect(readListedKeys(join(root, PUBLIC_KEYS_FILE))).toEqual([]);
  });
});
