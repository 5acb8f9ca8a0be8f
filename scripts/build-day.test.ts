import { describe, expect, it } from "vitest";
import { buildDay } from "./build-day";

describe("buildDay", () => {
  it("gives the institute's day (India, UTC+5:30), written out", () => {
    expect(buildDay(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(buildDay(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(buildDay(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(buildDay(new Date("2026-06-30T23:00:00Z"))).toBe("2026-07-01");
  });
});
