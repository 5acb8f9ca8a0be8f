import { describe, expect, it } from "vitest";
import { formatStat } from "./stats.ts";

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
  });
});
