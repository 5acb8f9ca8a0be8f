import { describe, expect, it } from "vitest";
import { compileHints } from "#scripts/build/vite/compile-hints.ts";

const compileHint = compileHints(["framework", "shell"]);

describe("compileHints", () => {
  it("marks the entries and the chunks every page starts with", () => {
    expect(compileHint({ name: "entry.client", isEntry: true })).toBe(
      "//# allFunctionsCalledOnLoad",
    );
    expect(compileHint({ name: "home", isEntry: true })).toBe(
      "//# allFunctionsCalledOnLoad",
    );
    for (const name of ["framework", "shell"])
      expect(compileHint({ name, isEntry: false })).toBe(
        "//# allFunctionsCalledOnLoad",
      );
  });

  it("leaves any other chunk as it is", () => {
    expect(compileHint({ name: "logo-strip", isEntry: false })).toBe("");
    expect(compileHint({ name: "framework-router", isEntry: false })).toBe("");
  });
});
