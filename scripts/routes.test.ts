// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteRoutes } from "#scripts/routes.ts";
import { content } from "#tests/content.ts";

describe("siteRoutes", () => {
  const routes = siteRoutes(content);

  it("gives each branch of site.json a page, prerendered and in the sitemap in both languages", () => {
    expect(routes.branchPaths).toEqual([
      "/branches/kolhapur",
      "/branches/sangli",
    ]);
    for (const path of [
      "/branches/kolhapur",
      "/branches/sangli",
      "/mr/branches/kolhapur",
      "/mr/branches/sangli",
    ]) {
      expect(routes.sitemapPaths).toContain(path);
      expect(routes.prerenderPaths).toContain(path);
    }
  });
});
