import { describe, expect, it } from "vitest";
import { cn } from "#app/lib/utils.ts";

describe("cn", () => {
  it("joins truthy class names and drops the rest", () => {
    const hidden = false;
    expect(
      cn("a", hidden && "b", undefined, ["c", { d: true, e: false }]),
    ).toBe("a c d");
  });
});
