import { describe, expect, it } from "vitest";
import { feeRange, formatRupees } from "#app/lib/fees.ts";
import { courses } from "#tests/content.ts";

describe("formatRupees", () => {
  it.each([
    [500, "₹500"],
    [8500, "₹8,500"],
    [24000, "₹24,000"],
    [150000, "₹1,50,000"],
    [1234567, "₹12,34,567"],
    [10000000, "₹1,00,00,000"],
  ])("writes %i as %s", (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe("feeRange", () => {
  it("spans the fixture courses' fees, from Python's to Data Science's", () => {
    // tests/fixtures/content/courses: Python ₹22,000 the least, Data Science ₹40,000 the most.
    expect(feeRange(courses)).toBe("₹22,000–₹40,000");
  });

  it("leaves out a course without fees", () => {
    expect(
      feeRange([{ fees: { total: 8000 } }, {}, { fees: { total: 150000 } }]),
    ).toBe("₹8,000–₹1,50,000");
  });

  it("gives one amount when every fee is the same", () => {
    expect(
      feeRange([{ fees: { total: 24000 } }, { fees: { total: 24000 } }]),
    ).toBe("₹24,000");
  });

  it("gives nothing when no course has fees", () => {
    expect(feeRange([{}, {}])).toBeUndefined();
    expect(feeRange([])).toBeUndefined();
  });
});
