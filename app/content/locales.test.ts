import { describe, expect, it } from "vitest";
import {
  localeOf,
  localizePath,
  stripLocale,
  switchLocale,
} from "#app/content/locales.ts";

describe("locales", () => {
  it("reads the language from the first segment", () => {
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/courses/java")).toBe("en");
    expect(localeOf("/mr")).toBe("mr");
    expect(localeOf("/mr/")).toBe("mr");
    expect(localeOf("/mr/courses/java")).toBe("mr");
    expect(localeOf("/mra")).toBe("en");
    expect(localeOf("/en/courses")).toBe("en");
  });

  it("puts an address in a language and takes it out again", () => {
    expect(localizePath("/", "mr")).toBe("/mr");
    expect(localizePath("/courses/java", "mr")).toBe("/mr/courses/java");
    expect(localizePath("/#placements", "mr")).toBe("/mr#placements");
    expect(localizePath("/courses/java", "en")).toBe("/courses/java");
    expect(localizePath("tel:+919876543210", "mr")).toBe("tel:+919876543210");
    expect(localizePath("https://wa.me/91", "mr")).toBe("https://wa.me/91");
    expect(stripLocale("/mr")).toBe("/");
    expect(stripLocale("/mr/contact")).toBe("/contact");
    expect(stripLocale("/contact")).toBe("/contact");
  });

  it("switches the same page between languages", () => {
    expect(switchLocale("/courses/java", "mr")).toBe("/mr/courses/java");
    expect(switchLocale("/mr/courses/java", "en")).toBe("/courses/java");
    expect(switchLocale("/mr", "en")).toBe("/");
    expect(switchLocale("/", "mr")).toBe("/mr");
    // The prerender renders each page at its folder's address, with a trailing slash.
    expect(switchLocale("/mr/courses/", "en")).toBe("/courses");
    expect(switchLocale("/about/", "mr")).toBe("/mr/about");
    expect(switchLocale("/mr/", "en")).toBe("/");
  });
});
