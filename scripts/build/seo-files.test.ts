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
      "<loc>https://example.com/</loc>\n    <lastmod>2026-11-22</lastmod>",
    );
    expect(xml).toContain("<loc>https://example.com/courses/java</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    // A page in one language only has no other to name.
    expect(xml).not.toContain("<xhtml:link");
  });

  it("names each page's twin in the other language, and English for everyone else, as its head does", () => {
    expect(
      sitemapXml(
        "https://example.com",
        ["/", "/about", "/verify", "/mr", "/mr/about"],
        "2026-11-22",
      ),
    ).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://example.com/</loc>
    <lastmod>2026-11-22</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/"/>
    <xhtml:link rel="alternate" hreflang="mr" href="https://example.com/mr"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/"/>
  </url>
  <url>
    <loc>https://example.com/about</loc>
    <lastmod>2026-11-22</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/>
    <xhtml:link rel="alternate" hreflang="mr" href="https://example.com/mr/about"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/>
  </url>
  <url>
    <loc>https://example.com/verify</loc>
    <lastmod>2026-11-22</lastmod>
  </url>
  <url>
    <loc>https://example.com/mr</loc>
    <lastmod>2026-11-22</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/"/>
    <xhtml:link rel="alternate" hreflang="mr" href="https://example.com/mr"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/"/>
  </url>
  <url>
    <loc>https://example.com/mr/about</loc>
    <lastmod>2026-11-22</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/>
    <xhtml:link rel="alternate" hreflang="mr" href="https://example.com/mr/about"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/>
  </url>
</urlset>
`);
  });
});

describe("robotsTxt", () => {
  it("allows crawling and points at the sitemap", () => {
    expect(robotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
