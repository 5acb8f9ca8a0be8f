import { describe, expect, it } from "vitest";
import { formatStat } from "#app/lib/stats.ts";

describe("formatStat", () => {
  it("groups thousands and appends the suffix", () => {
    expect(formatStat({ value: 10000, suffix: "+" })).toBe("10,000+");
    expect(formatStat({ value: 12000, suffix: "+" })).toBe("12,000+");
  });

  it("prints small whole numbers as they are", () => {
    expect(formatStat({ value: 40, suffix: "+" })).toBe("40+");
    expect(formatStat({ value: 0, suffix: "%" })).toBe("0%");
  });

  it("keeps one decimal for ratings", () => {
    expect(formatStat({ value: 4.8, suffix: " / 5" })).toBe("4.8 / 5");
    expect(formatStat({ value: 5, suffix: " / 5" })).toBe("5 / 5");
  });

  it("uses the Indian grouping of the site's locale for lakhs", () => {
    expect(formatStat({ value: 100000, suffix: "+" })).toBe("1,00,000+");
    expect(formatStat({ value: 1234567.25, suffix: "" })).toBe("12,34,567.3");
  });

  it("prints what Intl prints for en-IN with at most one decimal", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
    const values = [
      0, 7, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 1000000,
      9876543, 12345678, 123456789, 0.5, 4.8, 3.14, 2500.25, 99999.9,
    ];
    for (const value of values)
      expect(formatStat({ value, suffix: "" }), String(value)).toBe(
        intl.format(value),
      );
  });
});
