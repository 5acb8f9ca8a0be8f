// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkLinks } from "#scripts/check-build/links.ts";
import { ORIGIN, siteOf, sitemap } from "#scripts/check-build/test-site.ts";

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
      figures: [
        "links and assets      5 checked; sitemap lists 2 pages, 0 with hreflang alternates",
      ],
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

  /** A sitemap entry for `path`, with these `xhtml:link` alternates ("hreflang path"). */
  const url = (path: string, ...alternates: string[]) =>
    `<url><loc>${ORIGIN}${path}</loc>${alternates
      .map((a) => a.split(" "))
      .map(
        ([lang, to]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${ORIGIN}${to}"/>`,
      )
      .join("")}</url>`;
  const bilingual = {
    "index.html": "<p>Home</p>",
    "about/index.html": "<p>About</p>",
    "mr/index.html": "<p>मुख्य</p>",
    "mr/about/index.html": "<p>आमच्याबद्दल</p>",
    "verify/index.html": "<p>Verify</p>",
    "admin/index.html": admin,
  };
  const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

  it("passes a sitemap whose every page in both languages names both, and English for everyone else", () => {
    const site = siteOf({
      ...bilingual,
      "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${XHTML}>${[
        url("/", "en /", "mr /mr", "x-default /"),
        url("/about", "en /about", "mr /mr/about", "x-default /about"),
        // Listed in one language only: nothing to name.
        url("/verify"),
        url("/mr", "en /", "mr /mr", "x-default /"),
        url("/mr/about", "en /about", "mr /mr/about", "x-default /about"),
      ].join("")}</urlset>`,
    });
    expect(checkLinks(site)).toEqual({
      problems: [],
      figures: [
        "links and assets      0 checked; sitemap lists 5 pages, 4 with hreflang alternates",
      ],
    });
  });

  it("names a page of the sitemap without its languages, with the wrong ones, and alternates without their namespace", () => {
    const plain = siteOf({
      ...bilingual,
      "sitemap.xml": sitemap("/", "/about", "/mr", "/mr/about"),
    });
    expect(checkLinks(plain).problems).toEqual([
      `sitemap.xml: / has hreflang alternates [], expected [en ${ORIGIN}/, mr ${ORIGIN}/mr, x-default ${ORIGIN}/]`,
      `sitemap.xml: /about has hreflang alternates [], expected [en ${ORIGIN}/about, mr ${ORIGIN}/mr/about, x-default ${ORIGIN}/about]`,
      `sitemap.xml: /mr has hreflang alternates [], expected [en ${ORIGIN}/, mr ${ORIGIN}/mr, x-default ${ORIGIN}/]`,
      `sitemap.xml: /mr/about has hreflang alternates [], expected [en ${ORIGIN}/about, mr ${ORIGIN}/mr/about, x-default ${ORIGIN}/about]`,
    ]);

    const wrong = siteOf({
      ...bilingual,
      "sitemap.xml": `<urlset>${[
        url("/about", "en /about", "mr /mr/about", "x-default /about"),
        // The home page's Marathi twin named as the About page's; no x-default.
        url("/mr/about", "en /about", "mr /mr"),
        // A page in one language names another.
        url("/verify", "en /verify", "mr /mr/verify", "x-default /verify"),
      ].join("")}</urlset>`,
    });
    expect(checkLinks(wrong).problems).toEqual([
      `sitemap.xml: /mr/about has hreflang alternates [en ${ORIGIN}/about, mr ${ORIGIN}/mr], expected [en ${ORIGIN}/about, mr ${ORIGIN}/mr/about, x-default ${ORIGIN}/about]`,
      `sitemap.xml: /verify has hreflang alternates [en ${ORIGIN}/verify, mr ${ORIGIN}/mr/verify, x-default ${ORIGIN}/verify], expected []`,
      'sitemap.xml: its <urlset> must declare xmlns:xhtml="http://www.w3.org/1999/xhtml" for its hreflang alternates',
    ]);
  });

  it("fails without a sitemap and without the editor", () => {
    expect(checkLinks(siteOf({ "index.html": "<p>hi</p>" })).problems).toEqual([
      "sitemap.xml is missing or empty",
      "admin/index.html is missing",
    ]);
  });
});
