import { describe, expect, it } from "vitest";
import { buildDay } from "#scripts/content/build-day.ts";

describe("buildDay", () => {
  it("gives the institute's day (India, UTC+5:30), written out", () => {
    expect(buildDay(new Date("2026-11-21T18:29:59Z"), "")).toBe("2026-11-21");
    expect(buildDay(new Date("2026-11-21T18:30:00Z"), "")).toBe("2026-11-22");
    expect(buildDay(new Date("2026-12-31T20:00:00Z"), "")).toBe("2027-01-01");
    expect(buildDay(new Date("2026-06-30T23:00:00Z"), "")).toBe("2026-07-01");
  });

  it("is the fixed day BUILD_DAY names, whatever the clock says", () => {
    expect(buildDay(new Date("2027-03-04T10:00:00Z"), "2026-11-20")).toBe(
      "2026-11-20",
    );
  });

  it("refuses a BUILD_DAY that is no real day, saying what it must be", () => {
    expect(() => buildDay(new Date(), "2026-02-30")).toThrow(
      'BUILD_DAY must be a real day written YYYY-MM-DD, e.g. 2026-11-20 (it is "2026-02-30")',
    );
    expect(() => buildDay(new Date(), "20 Nov 2026")).toThrow(
      /BUILD_DAY must be a real day/,
    );
  });
});
