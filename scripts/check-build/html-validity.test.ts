// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  checkHtmlValidity,
  vnuProblems,
} from "#scripts/check-build/html-validity.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

const valid = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fine</title><link rel="expect" href="#end" blocking="render"><style>@property --x { syntax: "*"; inherits: false; }</style></head><body><main><p>Hello</p><div id="end"></div></main></body></html>`;

describe("HTML validity", () => {
  it("names each error line by its page", () => {
    expect(
      vnuProblems(
        '"file:/tmp/b/about/index.html":3.5-3.9: error: Stray end tag “p”.\n\n',
        "/tmp/b",
      ),
    ).toEqual(['HTML: "about/index.html":3.5-3.9: error: Stray end tag “p”.']);
  });

  it("runs the W3C checker once over the build: errors are named, the known false alarms are not", () => {
    // good.html holds what the checker wrongly calls errors (newer CSS, a render-blocking
    // <link rel="expect">); bad.html adds one real error.
    const site = siteOf({
      "good.html": valid,
      "bad.html": valid.replace("<p>Hello</p>", "<p>Hello</div>"),
      "style.css": "not html",
    });
    expect(checkHtmlValidity(site)).toEqual({
      problems: ['HTML: "bad.html":1.217-1.222: error: Stray end tag “div”.'],
      figures: ["pages                 2 HTML files, 1 HTML errors (vnu)"],
    });
  }, 60_000);
});
