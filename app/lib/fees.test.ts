import { describe, expect, it } from "vitest";
import { formatRupees } from "#app/lib/fees.ts";

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
