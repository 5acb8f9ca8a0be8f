// @vitest-environment node
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type CertificateFacts,
  encodeFacts,
  encodeRecord,
} from "#app/lib/certificates/record.ts";
import {
  checkSignature,
  library,
  type PublicKey,
} from "#app/lib/certificates/verify.ts";

const facts: CertificateFacts = {
  number: "NCI-2026-3F9A1C7E-B24D6A08",
  name: "Priya Patil",
  course: { en: "Java", mr: "जावा" },
  start: "2026-06-01",
  end: "2026-08-28",
  issued: "2026-09-05",
};

function keyPair(from: string, until?: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "jwk" }).x!;
  const id = createHash("sha256")
    .update(Buffer.from(raw, "base64url"))
    .digest("hex")
    .slice(0, 8);
  const listed: PublicKey = { id, key: raw, from, ...(until ? { until } : {}) };
  const record = (f: CertificateFacts, keyId = id) => {
    const bytes = encodeFacts(f, keyId);
    return encodeRecord(bytes, new Uint8Array(sign(null, bytes, privateKey)));
  };
  return { listed, record };
}

const current = keyPair("2026-06-01");
const older = keyPair("2024-01-01", "2026-05-31");
const stranger = keyPair("2026-01-01");
const keys = [older.listed, current.listed];

describe.each([
  ["WebCrypto's Ed25519", undefined],
  ["@noble/ed25519, where the browser lacks it", library],
])("a record's signature, checked with %s", (_, verify) => {
  it("is genuine when a listed key signed exactly these facts", async () => {
    expect(await checkSignature(current.record(facts), keys, verify)).toEqual({
      kind: "genuine",
      facts,
      keyId: current.listed.id,
    });
  });

  it("is not issued when one character of the facts changed", async () => {
    const [bytes, signature] = current.record(facts).split(".") as [
      string,
      string,
    ];
    const changed = Buffer.from(
      Buffer.from(bytes, "base64url")
        .toString("utf8")
        .replace("Priya", "Priye"),
    ).toString("base64url");
    expect(
      await checkSignature(`${changed}.${signature}`, keys, verify),
    ).toEqual({
      kind: "not-issued",
    });
  });

  it("is not issued when another key signed, whatever key id it claims", async () => {
    for (const record of [
      stranger.record(facts),
      stranger.record(facts, current.listed.id),
    ])
      expect(await checkSignature(record, keys, verify)).toEqual({
        kind: "not-issued",
      });
  });

  it("stays genuine under a retired key for what it signed while it signed, and no later", async () => {
    const earlier = { ...facts, issued: "2026-03-10" };
    expect(
      (await checkSignature(older.record(earlier), keys, verify)).kind,
    ).toBe("genuine");
    expect((await checkSignature(older.record(facts), keys, verify)).kind).toBe(
      "not-issued",
    );
  });
});

describe("a record without a signature", () => {
  it("is unsigned when it names no key, with its facts to show", async () => {
    expect(
      await checkSignature(encodeRecord(encodeFacts(facts, "")), keys),
    ).toEqual({ kind: "unsigned", facts });
  });

  it("is not issued when it names a key but carries no signature", async () => {
    expect(
      await checkSignature(
        encodeRecord(encodeFacts(facts, current.listed.id)),
        keys,
      ),
    ).toEqual({ kind: "not-issued" });
  });

  it("is not issued when it is not a record at all", async () => {
    for (const text of ["", "hello", "a.b", "%%%"])
      expect(await checkSignature(text, keys)).toEqual({ kind: "not-issued" });
  });
});
