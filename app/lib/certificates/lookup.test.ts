// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  lookupId,
  lookupPath,
  openEntry,
  revocationId,
  sealEntry,
} from "#app/lib/certificates/lookup.ts";

const NUMBER = "NCI-2026-3F9A1C7E-B24D6A08";
const entry = {
  record: "AAAA.BBBB",
  revoked: {
    on: "2026-10-02",
    reason: { en: "Issued in error", mr: "चुकून दिले" },
  },
};

describe("a certificate's file", () => {
  it("is named by a hash of the number, and the revocation list by another", async () => {
    // SHA-256 of "nimbus-certificate/lookup\n<number>" and of ".../revoked\n<number>", 128 bits.
    expect(await lookupId(NUMBER)).toMatch(/^[0-9a-f]{32}$/);
    expect(await lookupPath(NUMBER)).toBe(
      `/certificates/${await lookupId(NUMBER)}.json`,
    );
    expect(await revocationId(NUMBER)).toMatch(/^[0-9a-f]{32}$/);
    expect(await revocationId(NUMBER)).not.toBe(await lookupId(NUMBER));
    expect(await lookupId("NCI-2026-3F9A1C7E-B24D6A09")).not.toBe(
      await lookupId(NUMBER),
    );
  });

  it("is sealed: it names nobody, opens with its number only, and is the same on every build", async () => {
    const sealed = await sealEntry(NUMBER, entry);
    expect(Object.keys(JSON.parse(sealed))).toEqual(["iv", "data"]);
    expect(sealed).not.toContain("Issued");
    expect(sealed).not.toContain(NUMBER);
    expect(await openEntry(NUMBER, sealed)).toEqual(entry);
    expect(await openEntry("NCI-2026-3F9A1C7E-B24D6A09", sealed)).toBeNull();
    expect(await sealEntry(NUMBER, entry)).toBe(sealed);
    // A changed entry gets a new nonce.
    const { iv } = JSON.parse(await sealEntry(NUMBER, { record: "AAAA.BBBB" }));
    expect(iv).not.toBe(JSON.parse(sealed).iv);
  });

  it("opens to nothing when it is not a sealed entry", async () => {
    for (const text of ["", "{}", "<html>", '{"iv":"AAAA","data":"AAAA"}'])
      expect(await openEntry(NUMBER, text)).toBeNull();
  });
});
