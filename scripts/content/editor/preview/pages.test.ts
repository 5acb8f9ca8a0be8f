import { describe, expect, it } from "vitest";
import { pages } from "#app/config/pages.ts";
import { collections } from "#app/content/collections.ts";
import { pagePreviews } from "#scripts/content/editor/preview/pages.ts";

describe("the pages the editor's preview shows", () => {
  it("are pages of the site, for collections of the site, each made per record told its records", () => {
    for (const [collection, preview] of Object.entries(pagePreviews)) {
      expect(Object.keys(collections), collection).toContain(collection);
      expect(Object.keys(pages), collection).toContain(preview.page);
      const page = pages[preview.page] as { each?: string };
      expect("records" in preview, collection).toBe(page.each !== undefined);
    }
  });

  it("cover the courses, placements, branches, video reviews and the home, about and contact texts", () => {
    expect(Object.keys(pagePreviews)).toEqual(
      expect.arrayContaining([
        "courses",
        "placements",
        "site",
        "videoTestimonials",
        "home",
        "about",
        "contact",
      ]),
    );
    expect(
      pagePreviews.site.records({
        branches: [{ id: "kolhapur" }, { id: "sangli" }],
      }),
    ).toEqual(["kolhapur", "sangli"]);
  });
});
