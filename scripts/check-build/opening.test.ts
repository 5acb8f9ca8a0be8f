// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkOpening } from "#scripts/check-build/opening.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

const EXPECT = '<link rel="expect" href="#opening-end" blocking="render"/>';

describe("held first paint", () => {
  it("accepts one link in <head> and one marker inside <main>; pages without a hold are left alone", () => {
    const result = checkOpening(
      siteOf({
        "index.html": `<!doctype html><html><head>${EXPECT}</head><body><main><h1>Hi</h1><div id="opening-end"></div></main></body></html>`,
        "offline.html": `<!doctype html><html><head></head><body><main>Offline</main></body></html>`,
      }),
    );
    expect(result).toEqual({
      problems: [],
      figures: ["held first paint      1 pages wait for their opening"],
    });
  });

  it("names another blocking element, a link outside <head> and a missing or doubled marker", () => {
    const site = siteOf({
      "a.html": `<!doctype html><html><head>${EXPECT}<script blocking="render" src="/x.js"></script></head><body><main><div id="opening-end"></div></main></body></html>`,
      "b.html": `<!doctype html><html><head></head><body>${EXPECT}<main><h1>Hi</h1></main><div id="opening-end"></div></body></html>`,
      "c.html": `<!doctype html><html><head>${EXPECT}</head><body><main><div id="opening-end"></div><div id="opening-end"></div></main></body></html>`,
    });
    expect(checkOpening(site).problems).toEqual([
      'a.html: render-blocking <script blocking="render">',
      `b.html: the opening's <link rel="expect"> is not in <head>`,
      'b.html: 1 elements with id="opening-end" (one, inside <main>, ends the held paint)',
      'c.html: 2 elements with id="opening-end" (one, inside <main>, ends the held paint)',
    ]);
  });
});
