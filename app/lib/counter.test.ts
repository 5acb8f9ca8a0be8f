import { describe, expect, it } from "vitest";
import {
  counterStepCount,
  counterValueAt,
  formatCounter,
} from "#app/lib/counter.ts";
import { COUNTER_DURATION_MS, COUNTER_STEP_MS } from "#app/config/constants.ts";

describe("counterStepCount", () => {
  it("is 100 steps for SPEC.md's 2 s in 20 ms steps", () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(COUNTER_STEP_MS).toBe(20);
    expect(counterStepCount()).toBe(100);
  });

  it("never drops below one step", () => {
    expect(counterStepCount(0, 20)).toBe(1);
    expect(counterStepCount(10, 20)).toBe(1);
  });
});

describe("counterValueAt", () => {
  it("starts at 0 and ends exactly on the target", () => {
    expect(counterValueAt(1000, 0)).toBe(0);
    expect(counterValueAt(1000, 100)).toBe(1000);
    expect(counterValueAt(16, 100)).toBe(16);
  });

  it("climbs evenly in whole numbers and never passes the target before the end", () => {
    expect(counterValueAt(1000, 50)).toBe(500);
    expect(counterValueAt(16, 50)).toBe(8);
    expect(counterValueAt(16, 99)).toBe(15);
    const values = Array.from({ length: 101 }, (_, step) =>
      counterValueAt(80, step),
    );
    values.forEach((value, i) => {
      expect(Number.isInteger(value)).toBe(true);
      if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1]!);
    });
    expect(values.slice(0, 100).every((v) => v < 80)).toBe(true);
  });

  it("holds the target after the last step and 0 before the first", () => {
    expect(counterValueAt(26, 250)).toBe(26);
    expect(counterValueAt(26, -3)).toBe(0);
  });

  it("keeps one decimal for a fractional target such as a 4.8 rating", () => {
    expect(counterValueAt(4.8, 50)).toBe(2.4);
    expect(counterValueAt(4.8, 100)).toBe(4.8);
  });

  it("works with a single step", () => {
    expect(counterValueAt(20, 0, 1)).toBe(0);
    expect(counterValueAt(20, 1, 1)).toBe(20);
  });
});

describe("formatCounter", () => {
  it("prints the number then its suffix as SPEC.md writes them", () => {
    expect(formatCounter(16, "+")).toBe("16+");
    expect(formatCounter(80, "%")).toBe("80%");
    expect(formatCounter(1000, "+")).toBe("1000+");
    expect(formatCounter(0, "+")).toBe("0+");
  });
});
