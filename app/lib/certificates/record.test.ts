// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  type CertificateFacts,
  decodeFacts,
  decodeRecord,
  encodeFacts,
  encodeRecord,
  fromBase64Url,
  toBase64Url,
} from "#app/lib/certificates/record.ts";

const priya: CertificateFacts = {
  number: "NCI-2026-3F9A1C7E-B24D6A08",
  name: "Priya Patil",
  nameMarathi: "प्रिया पाटील",
  course: { en: "Java", mr: "जावा" },
  start: "2026-06-01",
  end: "2026-08-28",
  issued: "2026-09-05",
  grade: "A",
};

describe("the canonical form that is signed", () => {
  it("is the facts one per line, in a fixed order, in UTF-8, after the format and the key's id", () => {
    const bytes = encodeFacts(priya, "25058c48");
    expect(new TextDecoder().decode(bytes)).toBe(
      [
        "nimbus-certificate/1",
        "25058c48",
        "NCI-2026-3F9A1C7E-B24D6A08",
        "Priya Patil",
        "प्रिया पाटील",
        "Java",
        "जावा",
        "2026-06-01",
        "2026-08-28",
        "2026-09-05",
        "A",
      ].join("\n"),
    );
    expect(decodeFacts(bytes)).toEqual({ keyId: "25058c48", facts: priya });
  });

  it("keeps an empty line for what the certificate leaves out, and for the key of an unsigned record", () => {
    const plain: CertificateFacts = {
      number: priya.number,
      name: priya.name,
      course: priya.course,
      start: priya.start,
      end: priya.end,
      issued: priya.issued,
    };
    const bytes = encodeFacts(plain, "");
    expect(new TextDecoder().decode(bytes)).toBe(
      "nimbus-certificate/1\n\nNCI-2026-3F9A1C7E-B24D6A08\nPriya Patil\n\nJava\nजावा\n2026-06-01\n2026-08-28\n2026-09-05\n",
    );
    expect(decodeFacts(bytes)).toEqual({ keyId: "", facts: plain });
  });

  it("refuses a value with a line break, which could move the lines", () => {
    expect(() =>
      encodeFacts({ ...priya, name: "Priya\nPatil" }, "25058c48"),
    ).toThrow("a certificate's facts hold no line break");
  });

  it("reads back nothing but its own form", () => {
    const lines = new TextDecoder()
      .decode(encodeFacts(priya, "25058c48"))
      .split("\n");
    const bytes = (l: string[]) => new TextEncoder().encode(l.join("\n"));
    expect(decodeFacts(bytes(lines.slice(0, 10)))).toBeNull();
    expect(decodeFacts(bytes([...lines, "extra"]))).toBeNull();
    expect(
      decodeFacts(bytes(["nimbus-certificate/2", ...lines.slice(1)])),
    ).toBeNull();
    expect(decodeFacts(bytes(lines.with(2, "NCI-2026-1")))).toBeNull();
    expect(decodeFacts(bytes(lines.with(9, "2026-02-30")))).toBeNull();
    expect(decodeFacts(Uint8Array.of(0xff, 0xfe))).toBeNull();
  });
});

describe("a record in an address", () => {
  it("is the facts and the signature in base64url, joined by a dot; the facts alone when unsigned", () => {
    const facts = Uint8Array.of(1, 2, 250, 251, 252);
    const signature = new Uint8Array(64).fill(255);
    expect(toBase64Url(facts)).toBe("AQL6-_w");
    expect(fromBase64Url("AQL6-_w")).toEqual(facts);
    expect(encodeRecord(facts, signature)).toBe(`AQL6-_w.${"_".repeat(85)}w`);
    expect(decodeRecord(encodeRecord(facts, signature))).toEqual({
      facts,
      signature,
    });
    expect(decodeRecord("AQL6-_w")).toEqual({ facts });
  });

  it("is refused when it has a short signature, more parts, or other characters", () => {
    for (const wrong of ["AQL6-_w.AAAA", "a.b.c", "AQL6+/w", "", "A"])
      expect(decodeRecord(wrong), wrong).toBeNull();
  });
});
