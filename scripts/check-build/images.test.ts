// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkImages } from "#scripts/check-build/images.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

describe("images", () => {
  it("names every file over the budget and every <img> without width, height or alt", () => {
    const site = siteOf({
      "images/small.webp": Buffer.alloc(100),
      "images/large.avif": Buffer.alloc(2_000),
      "index.html": `<!doctype html><html><body>
        <img src="/images/small.webp" width="10" height="10" alt="">
        <img src="/images/large.avif" alt="A hall">
        <picture><source srcset="/images/small.webp"><img src="/images/small.webp" width="1" height="1"></picture>
      </body></html>`,
    });
    const result = checkImages(site, 1_000);
    expect(result.problems).toEqual([
      "image images/large.avif is 2.0 kB > 1.0 kB",
      "index.html: <img> without width: /images/large.avif",
      "index.html: <img> without height: /images/large.avif",
      "index.html: <img> without alt: /images/small.webp",
    ]);
    expect(result.figures).toEqual([
      "images                2, largest images/large.avif 2.0 kB (budget 1.0 kB)",
    ]);
  });
});
