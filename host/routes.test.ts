// @vitest-environment node
import { describe, expect, it } from "vitest";
import { unmatched } from "#host/routes.ts";

describe("what answers an address without a file", () => {
  it("moves an address with a trailing slash to the one without, permanently", () => {
    expect(unmatched("/contact/")).toEqual({
      kind: "redirect",
      status: 301,
      to: "/contact",
    });
    expect(unmatched("/mr/courses//")).toEqual({
      kind: "redirect",
      status: 301,
      to: "/mr/courses",
    });
  });

  it("moves only addresses of the site's own characters, so a redirect never leaves the site", () => {
    for (const path of [
      "//evil.example/",
      "///evil.example/",
      "/\\evil.example/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example/",
      "/%09/evil.example/",
      "/\t/evil.example/",
      "/%0D%0ALocation:%20x/",
      "/a\\b/",
      "/about /",
    ])
      expect(unmatched(path), path).toEqual({
        kind: "not-found-page",
        page: "/404",
      });
    expect(unmatched("/mr//evil.example/")).toEqual({
      kind: "not-found-page",
      page: "/mr/404",
    });
    expect(unmatched("/learn-more/")).toEqual({
      kind: "redirect",
      status: 301,
      to: "/learn-more",
    });
    expect(unmatched("/calendar/java-1.ics/")).toEqual({
      kind: "redirect",
      status: 301,
      to: "/calendar/java-1.ics",
    });
  });

  it("sends course addresses without a page to their language's catalogue, for now", () => {
    expect(unmatched("/courses/nope")).toEqual({
      kind: "redirect",
      status: 302,
      to: "/courses",
    });
    expect(unmatched("/courses/java/syllabus")).toEqual({
      kind: "redirect",
      status: 302,
      to: "/courses",
    });
    expect(unmatched("/mr/courses/nope")).toEqual({
      kind: "redirect",
      status: 302,
      to: "/mr/courses",
    });
  });

  it("answers an unknown page with the not-found page of its language", () => {
    expect(unmatched("/nope")).toEqual({
      kind: "not-found-page",
      page: "/404",
    });
    expect(unmatched("/coursesx")).toEqual({
      kind: "not-found-page",
      page: "/404",
    });
    expect(unmatched("/mr/nope")).toEqual({
      kind: "not-found-page",
      page: "/mr/404",
    });
  });

  it("answers a missing file with a plain 404", () => {
    for (const path of ["/assets/x.js", "/nope.js", "/mr/courses.data"])
      expect(unmatched(path)).toEqual({ kind: "missing" });
  });
});
