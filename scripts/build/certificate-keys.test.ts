// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
import {
  FIXTURE_CERTIFICATE_KEYS,
  FIXTURE_SIGNING_KEY_FILE,
} from "#tests/fixtures/settings.ts";

const root = process.cwd();
const outside = mkdtempSync(join(tmpdir(), "keys-"));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const pem = (type: "ed25519" | "rsa" = "ed25519") =>
  (type === "rsa"
    ? generateKeyPairSync("rsa", { modulusLength: 1024 })
    : generateKeyPairSync("ed25519")
  ).privateKey
    .export({ type: "pkcs8", format: "pem" })
    .toString();

describe("the signing key", () => {
  it("is optional: without one the build signs nothing", () => {
    expect(readSigningKey(root, {})).toBeNull();
  });

  it("comes from CERTIFICATE_SIGNING_KEY (a CI secret) or a file outside the project", () => {
    const text = pem();
    expect(readSigningKey(root, { CERTIFICATE_SIGNING_KEY: text })?.from).toBe(
      "CERTIFICATE_SIGNING_KEY",
    );
    const file = join(outside, "signing.pem");
    writeFileSync(file, text);
    const read = readSigningKey(root, { CERTIFICATE_SIGNING_KEY_FILE: file });
    expect(read?.key.asymmetricKeyType).toBe("ed25519");
  });

  it("is refused inside the project, but for the tests' own keys", () => {
    expect(() =>
      readSigningKey(root, { CERTIFICATE_SIGNING_KEY_FILE: "signing.pem" }),
    ).toThrow(
      "CERTIFICATE_SIGNING_KEY_FILE=signing.pem: the private key must not be in the project, where a commit would publish it",
    );
    expect(() =>
      readSigningKey(root, {
        CERTIFICATE_SIGNING_KEY_FILE: "app/config/../../tests/../key.pem",
      }),
    ).toThrow("must not be in the project");
    expect(
      readSigningKey(root, {
        CERTIFICATE_SIGNING_KEY_FILE: FIXTURE_SIGNING_KEY_FILE,
      }),
    ).not.toBeNull();
  });

  it("is refused when both are set, when it is not a PEM key, and when it is not Ed25519", () => {
    expect(() =>
      readSigningKey(root, {
        CERTIFICATE_SIGNING_KEY: pem(),
        CERTIFICATE_SIGNING_KEY_FILE: FIXTURE_SIGNING_KEY_FILE,
      }),
    ).toThrow(
      "CERTIFICATE_SIGNING_KEY and CERTIFICATE_SIGNING_KEY_FILE are both set: keep one",
    );
    expect(() =>
      readSigningKey(root, { CERTIFICATE_SIGNING_KEY: "secret" }),
    ).toThrow("CERTIFICATE_SIGNING_KEY: not a private key in PEM form");
    expect(() =>
      readSigningKey(root, { CERTIFICATE_SIGNING_KEY: pem("rsa") }),
    ).toThrow(
      "CERTIFICATE_SIGNING_KEY: an rsa key; certificates are signed with Ed25519",
    );
  });

  it("must have its public half listed, and not retired, or the build stops", () => {
    const { key } = readSigningKey(root, { CERTIFICATE_SIGNING_KEY: pem() })!;
    const raw = rawPublicKey(key);
    const keys = readPublicKeys(root, {
      CERTIFICATE_KEYS: FIXTURE_CERTIFICATE_KEYS,
    });
    expect(() =>
      listedKeyFor(key, keys, join(root, FIXTURE_CERTIFICATE_KEYS)),
    ).toThrow(
      `The signing key's public half (${raw}, id ${keyIdOf(raw)}) is not in ${FIXTURE_CERTIFICATE_KEYS}: add { "publicKey": "${raw}", "from": "<today>" } there`,
    );
    const listed = { id: keyIdOf(raw), key: raw, from: "2025-01-01" };
    expect(listedKeyFor(key, [listed], "keys.json")).toEqual(listed);
    expect(() =>
      listedKeyFor(key, [{ ...listed, until: "2026-01-01" }], "keys.json"),
    ).toThrow(`The signing key ${keyIdOf(raw)} was retired on 2026-01-01`);
  });
});

describe("the public keys", () => {
  it("are the tests' key for the fixture build, named by the first 8 hex digits of its SHA-256", () => {
    expect(
      readPublicKeys(root, { CERTIFICATE_KEYS: FIXTURE_CERTIFICATE_KEYS }),
    ).toEqual([
      {
        id: "25058c48",
        key: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
        from: "2026-01-01",
      },
    ]);
  });

  it("of the real site never include a key whose private half is in the repository", () => {
    const real = readListedKeys(join(root, PUBLIC_KEYS_FILE)).map(
      (k) => k.publicKey,
    );
    for (const name of [
      "TEST-ONLY-signing-key.pem",
      "TEST-ONLY-foreign-key.pem",
    ]) {
      const { key } = readSigningKey(root, {
        CERTIFICATE_SIGNING_KEY: readFileSync(
          join(root, "tests/fixtures/certificates", name),
          "utf8",
        ),
      })!;
      expect(real).not.toContain(rawPublicKey(key));
    }
  });

  it("are refused, naming the entry, when one is not a raw Ed25519 key or its days are not days", () => {
    const file = join(outside, "keys.json");
    writeFileSync(
      file,
      JSON.stringify({ keys: [{ publicKey: "abc", from: "2026-01-01" }] }),
    );
    expect(() => readListedKeys(file)).toThrow(
      "keys[0] > publicKey: must be a raw Ed25519 public key, base64url",
    );
    writeFileSync(
      file,
      JSON.stringify({
        keys: [
          {
            publicKey: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
            from: "soon",
          },
        ],
      }),
    );
    expect(() => readListedKeys(file)).toThrow(
      "keys[0] > from: must be a day written YYYY-MM-DD",
    );
  });
});
