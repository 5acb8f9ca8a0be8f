import { describe, expect, it } from "vitest";
import { moduleNumber, tabAfterKey } from "#app/lib/curriculum.ts";

describe("moduleNumber", () => {
  it("numbers modules from 01", () => {
    expect([0, 8, 11].map(moduleNumber)).toEqual(["01", "09", "12"]);
  });
});

describe("tabAfterKey", () => {
  it("steps down and up, looping at the ends", () => {
    expect(tabAfterKey("ArrowDown", 0, 8)).toBe(1);
    expect(tabAfterKey("ArrowDown", 7, 8)).toBe(0);
    expect(tabAfterKey("ArrowUp", 3, 8)).toBe(2);
    expect(tabAfterKey("ArrowUp", 0, 8)).toBe(7);
  });

  it("jumps to the first and the last", () => {
    expect(tabAfterKey("Home", 5, 8)).toBe(0);
    expect(tabAfterKey("End", 2, 8)).toBe(7);
  });

  it("leaves other keys alone, the sideways arrows too", () => {
    expect(tabAfterKey("ArrowLeft", 2, 8)).toBeNull();
    expect(tabAfterKey("ArrowRight", 2, 8)).toBeNull();
    expect(tabAfterKey("Tab", 2, 8)).toBeNull();
    expect(tabAfterKey("a", 2, 8)).toBeNull();
  });
});
