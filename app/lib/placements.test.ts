import { describe, expect, it } from "vitest";
import { ctcLabel, profileHref } from "#app/lib/placements.ts";
import { home as homeMr } from "#app/i18n/messages/mr/home.ts";

describe("ctcLabel", () => {
  it("prefixes the value", () => {
    expect(ctcLabel("₹6.5 LPA")).toBe("CTC: ₹6.5 LPA");
  });

  it("shows a dash when the value is missing, empty or blank", () => {
    expect(ctcLabel(undefined)).toBe("CTC: -");
    expect(ctcLabel("")).toBe("CTC: -");
    expect(ctcLabel("   ")).toBe("CTC: -");
  });

  it("words the chip in Marathi with the Marathi texts", () => {
    expect(ctcLabel("₹6.5 LPA", homeMr.placements)).toBe("पॅकेज (CTC): ₹6.5 LPA");
    expect(ctcLabel(undefined, homeMr.placements)).toBe("पॅकेज (CTC): -");
  });
});

describe("profileHref", () => {
  it("links to the profile when there is one", () => {
    expect(profileHref("https://www.linkedin.com/in/someone")).toBe(
      "https://www.linkedin.com/in/someone",
    );
  });

  it("falls back to '#' when the link is missing, empty or blank", () => {
    expect(profileHref(undefined)).toBe("#");
    expect(profileHref("")).toBe("#");
    expect(profileHref("  ")).toBe("#");
  });
});
