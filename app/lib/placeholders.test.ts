import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "#app/lib/placeholders.ts";

const values = {
  towns: "Kolhapur & Sangli",
  name: "Nimbus",
  foundedYear: "2011",
};

describe("fillPlaceholders", () => {
  it("fills placeholders in nested strings and leaves other values alone", () => {
    const { value, unknown } = fillPlaceholders(
      {
        intro: "{name} teaches in {towns} since {foundedYear}.",
        list: ["In {towns}", 3, true],
        seo: { title: "Java in {towns}" },
      },
      values,
    );
    expect(value).toEqual({
      intro: "Nimbus teaches in Kolhapur & Sangli since 2011.",
      list: ["In Kolhapur & Sangli", 3, true],
      seo: { title: "Java in Kolhapur & Sangli" },
    });
    expect(unknown).toEqual([]);
  });

  it("reports an unknown placeholder with where it stands, and keeps it as written", () => {
    const { value, unknown } = fillPlaceholders(
      { batches: [{ note: "Near {town}" }] },
      values,
    );
    expect(value).toEqual({ batches: [{ note: "Near {town}" }] });
    expect(unknown).toEqual([{ path: ["batches", 0, "note"], name: "town" }]);
  });

  it("does not treat inherited object keys as placeholders", () => {
    expect(fillPlaceholders("{constructor}", values).unknown).toEqual([
      { path: [], name: "constructor" },
    ]);
  });
});
