import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "#scripts/build/seo-files.ts";

describe("sitemapXml", () => {
  it("lists every path as an absolute URL with the build day", () => {
    const xml = sitemapXml(
      "https://example.com",
      ["/", "/courses/java"],
      "2026-11-22",
    );
    expect(xml).toContain(
      "<loc>https://example.com/</loc><lastmod>2026-11-22</lastmod>",
    );
    expect(xml).toContain("<loc>https://example.com/courses/java</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("robotsTxt", () => {
  it("allows crawling and points at the sitemap", () => {
    expect(robotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
