import { describe, expect, it } from "vitest";
import { compileHint } from "#scripts/build/vite/compile-hints.ts";

describe("compileHint", () => {
  it("marks the entries and the chunks every page starts with", () => {
    expect(compileHint({ name: "entry.client", isEntry: true })).toBe(
      "//# allFunctionsCalledOnLoad",
    );
    expect(compileHint({ name: "home", isEntry: true })).toBe(
      "//# allFunctionsCalledOnLoad",
    );
    for (const name of ["framework", "framework-router", "shell"])
      expect(compileHint({ name, isEntry: false })).toBe(
        "//# allFunctionsCalledOnLoad",
      );
  });

  it("leaves a chunk fetched later as it is", () => {
    expect(
      compileHint({ name: "course-curriculum-tabs", isEntry: false }),
    ).toBe("");
    expect(compileHint({ name: "mr-enquiry", isEntry: false })).toBe("");
  });
});
