import { describe, expect, it } from "vitest";
import { stepIndex } from "#app/lib/rotation.ts";

describe("stepIndex", () => {
  it("moves forward and wraps from the last item to the first", () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
  });

  it("moves back and wraps from the first item to the last", () => {
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it("stays on the only item, and on 0 when there is none", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
