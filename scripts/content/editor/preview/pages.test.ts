import { describe, expect, it } from "vitest";
import { pages } from "#app/config/pages.ts";
import { collections } from "#app/content/collections.ts";
import { pagePreviews } from "#scripts/content/editor/preview/pages.ts";
import { routeModules } from "#scripts/content/editor/preview/route-modules.ts";

describe("the pages the editor's preview shows", () => {
  it("are pages of the site, for collections of the site, each made per record told its records", () => {
    for (const [collection, preview] of Object.entries(pagePreviews)) {
      expect(Object.keys(collections), collection).toContain(collection);
      expect(Object.keys(pages), collection).toContain(preview.page);
      const page = pages[preview.page] as { each?: string };
      expect("records" in preview, collection).toBe(page.each !== undefined);
    }
  });

  it("are each drawn by the site's own route module of the page", () => {
    for (const [collection, preview] of Object.entries(pagePreviews)) {
      const module = routeModules[preview.page];
      expect(module?.default, collection).toBeTypeOf("function");
      expect(module?.loader, collection).toBeTypeOf("function");
    }
  });

  it("cover the courses, placements, tutors, branches, video reviews and the home, about, contact and policies texts", () => {
    expect(Object.keys(pagePreviews)).toEqual(
      expect.arrayContaining([
        "courses",
        "placements",
        "faculty",
        "site",
        "videoTestimonials",
        "home",
        "about",
        "contact",
        "policies",
      ]),
    );
    expect(
      pagePreviews.site.records({
        branches: [{ id: "kolhapur" }, { id: "sangli" }],
      }),
    ).toEqual(["kolhapur", "sangli"]);
  });

  it("show a tutor as their card on the Tutors page, and the policies as the Policies page", () => {
    expect(pagePreviews.faculty.page).toBe("faculty");
    expect(pages.faculty.path).toBe("/faculty");
    // The card's heading is the tutor's name (components/faculty/tutor-card.tsx).
    expect(
      pagePreviews.faculty.heading({
        id: "rohan-patil",
        name: "Rohan Patil",
        experienceYears: 8,
      }),
    ).toBe("Rohan Patil");
    expect(pagePreviews.policies).toEqual({ page: "policies" });
    expect(pages.policies.path).toBe("/policies");
  });
});
