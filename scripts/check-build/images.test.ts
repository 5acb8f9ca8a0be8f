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

  it("names every SVG that holds script or reaches out, wherever it is in the build", () => {
    const site = siteOf({
      "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle r="8" fill="#0ea5e9"/></svg>`,
      "images/uploads/planted.svg": `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/planted-ran')">\n<script>alert(1)</script>\n</svg>`,
    });
    expect(checkImages(site).problems).toEqual([
      "images/uploads/planted.svg > <svg> (line 1) > onload: is an event handler, which runs script",
      "images/uploads/planted.svg > <script> (line 2): runs script: a picture may not hold one",
    ]);
  });
});
