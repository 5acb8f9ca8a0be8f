import { describe, expect, it } from "vitest";
import { newEnquiryId } from "#app/lib/enquiry-id.ts";

const now = new Date("2026-11-25T10:00:00Z");

describe("newEnquiryId", () => {
  it("uses randomUUID where the browser has it", () => {
    expect(
      newEnquiryId(
        { randomUUID: () => "uuid-1", getRandomValues: (a) => a },
        now,
      ),
    ).toBe("uuid-1");
  });

  it("falls back to the time and random bytes on a page without randomUUID", () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        (a as Uint8Array).fill(0xab);
        return a;
      },
    };
    const id = newEnquiryId(source, now);
    expect(id).toBe(`${now.getTime().toString(36)}-${"ab".repeat(12)}`);
  });

  it("gives different ids for different random bytes", () => {
    let seed = 0;
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        (a as Uint8Array).fill(++seed);
        return a;
      },
    };
    expect(newEnquiryId(source, now)).not.toBe(newEnquiryId(source, now));
  });
});
