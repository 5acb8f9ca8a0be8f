// @vitest-environment node
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkNumber,
  checkRecord,
  type Fetch,
} from "#app/lib/certificates/check.ts";
import {
  type LookupEntry,
  lookupPath,
  revocationId,
  sealEntry,
} from "#app/lib/certificates/lookup.ts";
import {
  type CertificateFacts,
  encodeFacts,
  encodeRecord,
} from "#app/lib/certificates/record.ts";
import type { PublicKey } from "#app/lib/certificates/verify.ts";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const raw = publicKey.export({ format: "jwk" }).x!;
const id = createHash("sha256")
  .update(Buffer.from(raw, "base64url"))
  .digest("hex")
  .slice(0, 8);
const keys: PublicKey[] = [{ id, key: raw, from: "2026-01-01" }];

const NUMBER = "NCI-2026-D06E58B2-19C4F7A5";
const facts: CertificateFacts = {
  number: NUMBER,
  name: "Sneha Jadhav",
  course: { en: "Web Design", mr: "वेब डिझाइन" },
  start: "2026-04-06",
  end: "2026-06-26",
  issued: "2026-07-03",
};
const bytes = encodeFacts(facts, id);
const record = encodeRecord(
  bytes,
  new Uint8Array(sign(null, bytes, privateKey)),
);
const revoked: LookupEntry["revoked"] = {
  on: "2026-10-02",
  reason: { en: "Issued in error", mr: "चुकून दिले" },
};

/** A site of these files; with `offline`, no request gets through. */
async function site(
  files: Record<string, string>,
  offline: string[] = [],
): Promise<Fetch> {
  return async (path) => {
    if (offline.some((p) => path.startsWith(p))) return "offline";
    const text = files[path];
    return text === undefined
      ? { status: 404, text: "Not found" }
      : { status: 200, text };
  };
}
const revocations = async (asOf: string, numbers: string[]) =>
  JSON.stringify({
    asOf,
    revoked: await Promise.all(numbers.map(revocationId)),
  });
const file = async (entry: LookupEntry) => ({
  [await lookupPath(NUMBER)]: await sealEntry(NUMBER, entry),
});

describe("a QR code's record", () => {
  it("is genuine, checked online, when its file says nothing of a revocation", async () => {
    const get = await site(await file({ record }));
    expect(await checkRecord(record, keys, get)).toEqual({
      kind: "genuine",
      facts,
      knowledge: { online: true },
    });
  });

  it("is revoked, with the reason, when its file says so, though its signature is good", async () => {
    const get = await site(await file({ record, revoked }));
    expect(await checkRecord(record, keys, get)).toEqual({
      kind: "revoked",
      facts,
      knowledge: { online: true },
      revoked,
    });
  });

  it("offline, is judged by the kept revocation list, which says how old it is", async () => {
    const list = {
      "/certificates/revoked.json": await revocations("2026-11-20", [NUMBER]),
    };
    expect(
      await checkRecord(
        record,
        keys,
        await site(list, [await lookupPath(NUMBER)]),
      ),
    ).toEqual({
      kind: "revoked",
      facts,
      knowledge: { online: false, asOf: "2026-11-20" },
    });
    const none = {
      "/certificates/revoked.json": await revocations("2026-11-20", []),
    };
    expect(
      await checkRecord(
        record,
        keys,
        await site(none, [await lookupPath(NUMBER)]),
      ),
    ).toEqual({
      kind: "genuine",
      facts,
      knowledge: { online: false, asOf: "2026-11-20" },
    });
  });

  it("offline on a device that kept no list, is genuine and says it knows no revocations", async () => {
    expect(await checkRecord(record, keys, await site({}, ["/"]))).toEqual({
      kind: "genuine",
      facts,
      knowledge: { online: false, asOf: null },
    });
  });

  it("is genuine but says the record was removed when the site has no file for it", async () => {
    const list = {
      "/certificates/revoked.json": await revocations("2026-11-20", []),
    };
    expect(await checkRecord(record, keys, await site(list))).toEqual({
      kind: "genuine",
      facts,
      knowledge: { online: true },
      noRecord: true,
    });
  });
});

describe("a QR code's record without a signature (printed from a build without the key)", () => {
  const unsignedRecord = (f: CertificateFacts) =>
    encodeRecord(encodeFacts(f, ""));
  const unsigned = unsignedRecord(facts);

  it("offline, reads 'Not signed' with its facts: nothing can prove or disprove it", async () => {
    expect(await checkRecord(unsigned, keys, await site({}, ["/"]))).toEqual({
      kind: "unsigned",
      facts,
      knowledge: { online: false, asOf: null },
    });
  });

  it("online, reads 'Not signed' when the institute's record of its number, unsigned too, says the same", async () => {
    const get = await site(await file({ record: unsigned }));
    expect(await checkRecord(unsigned, keys, get)).toEqual({
      kind: "unsigned",
      facts,
      knowledge: { online: true },
    });
  });

  it("online, is genuine when the institute's record of its number is signed since and says the same", async () => {
    const get = await site(await file({ record }));
    expect(await checkRecord(unsigned, keys, get)).toEqual({
      kind: "genuine",
      facts,
      knowledge: { online: true },
    });
  });

  it("online, is not issued when it names someone else than the institute's record, and unknown when there is none", async () => {
    const forged = unsignedRecord({ ...facts, name: "Sneha Jadhao" });
    expect(
      await checkRecord(forged, keys, await site(await file({ record }))),
    ).toEqual({ kind: "not-issued" });
    expect(
      await checkRecord(
        forged,
        keys,
        await site(await file({ record: unsigned })),
      ),
    ).toEqual({ kind: "not-issued" });
    expect(await checkRecord(unsigned, keys, await site({}))).toEqual({
      kind: "unknown",
      number: NUMBER,
    });
  });

  it("online, is revoked when the institute's record says so", async () => {
    const get = await site(await file({ record: unsigned, revoked }));
    expect(await checkRecord(unsigned, keys, get)).toEqual({
      kind: "revoked",
      facts,
      knowledge: { online: true },
      revoked,
    });
  });
});

describe("a typed number", () => {
  it("is looked up, its record checked, and its revocation told", async () => {
    const get = await site(await file({ record, revoked }));
    expect(
      await checkNumber(" nci-2026-d06e58b2-19c4f7a5 ", keys, get),
    ).toMatchObject({
      kind: "revoked",
      revoked,
    });
  });

  it("is unknown when no file has it, offline without a connection, and not a number when it is none", async () => {
    expect(await checkNumber(NUMBER, keys, await site({}))).toEqual({
      kind: "unknown",
      number: NUMBER,
    });
    expect(await checkNumber(NUMBER, keys, await site({}, ["/"]))).toEqual({
      kind: "offline",
      number: NUMBER,
    });
    expect(await checkNumber("12345", keys, await site({}))).toEqual({
      kind: "not-a-number",
      typed: "12345",
    });
  });

  it("is not issued when the file opens to a record of another number", async () => {
    const other = encodeFacts(
      { ...facts, number: "NCI-2026-00000000-00000000" },
      id,
    );
    const otherRecord = encodeRecord(
      other,
      new Uint8Array(sign(null, other, privateKey)),
    );
    const get = await site(await file({ record: otherRecord }));
    expect(await checkNumber(NUMBER, keys, get)).toEqual({
      kind: "not-issued",
    });
  });
});
