// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkLinks } from "#scripts/check-build/links.ts";
import { siteOf, sitemap } from "#scripts/check-build/test-site.ts";

const admin = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head></html>`;

describe("links", () => {
  it("passes when every link, asset and sitemap entry resolves", () => {
    const site = siteOf({
      "index.html": `<a href="/about">About</a><a href="/about#team">Team</a><img srcset="/a.webp 1x, /b.webp 2x" src="/a.webp"><a href="https://elsewhere.example/x" target="_blank" rel="noopener noreferrer">x</a><a href="//cdn.example/y">y</a>`,
      "about/index.html": `<link rel="icon" href="/favicon.ico">`,
      "a.webp": "",
      "b.webp": "",
      "favicon.ico": "",
      "admin/index.html": admin,
      "sitemap.xml": sitemap("/", "/about"),
    });
    expect(checkLinks(site)).toEqual({
      problems: [],
      figures: ["links and assets      5 checked; sitemap lists 2 pages"],
    });
  });

  it("names each broken link and asset, sitemap entry, bare new tab and trace of the editor", () => {
    const site = siteOf({
      "index.html": `<a href="/missing">x</a><img src="/gone.webp" srcset="/gone-2x.webp 2x" alt="" width="1" height="1"><video poster="/poster.jpg"></video><a href="https://wa.me/1" target="_blank" rel="noopener">chat</a><a href="/admin/">edit</a>`,
      "admin/index.html": `<!doctype html><html><head></head></html>`,
      "sitemap.xml": sitemap("/", "/nowhere", "/admin"),
    });
    expect(checkLinks(site).problems).toEqual([
      "index.html: broken link or asset /missing",
      "index.html: broken link or asset /gone.webp",
      "index.html: broken link or asset /gone-2x.webp",
      "index.html: broken link or asset /poster.jpg",
      "sitemap.xml lists /nowhere, which is not a page",
      'index.html: new-tab link without rel="noopener noreferrer": https://wa.me/1',
      "admin/index.html must be marked noindex",
      "sitemap.xml must not list /admin",
      "index.html links to /admin",
    ]);
  });

  it("fails without a sitemap and without the editor", () => {
    expect(checkLinks(siteOf({ "index.html": "<p>hi</p>" })).problems).toEqual([
      "sitemap.xml is missing or empty",
      "admin/index.html is missing",
    ]);
  });
});
