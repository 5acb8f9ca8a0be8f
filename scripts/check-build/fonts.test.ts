// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkFonts } from "#scripts/check-build/fonts.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

const page = (css: string) =>
  `<!doctype html><html><head><style>${css}</style></head><body><p>Hi</p></body></html>`;

describe("system font", () => {
  it("accepts the system's font, a generic family first, and a variable's stack", () => {
    const result = checkFonts(
      siteOf({
        "index.html": page(
          ":root{--font-sans:system-ui, sans-serif;--default-font-family:var(--font-sans)}html{font-family:var(--default-font-family,-apple-system, Arial, sans-serif)}code{font-family:monospace}",
        ),
        "offline.html": page(
          'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
        ),
        "plain.html":
          "<!doctype html><html><body><p>No style</p></body></html>",
        // The staff's certificate printer keeps its serif sheet.
        "admin/certificate/index.html": page(
          ".sheet{font-family:Georgia,serif}",
        ),
      }),
    );
    expect(result).toEqual({
      problems: [],
      figures: [
        "system font           2 pages' stylesheets name no font to look up first",
      ],
    });
  });

  it("names a text font with families to look up, and a stack that starts with one", () => {
    const site = siteOf({
      "a.html": page(
        ':root{--font-sans:ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;}',
      ),
      "b.html": page('h1{font-family:"Inter",system-ui,sans-serif}'),
    });
    expect(checkFonts(site)).toEqual({
      problems: [
        "a.html: the text font names ui-sans-serif, -apple-system, Segoe UI, Roboto, Noto Sans, Helvetica Neue, Arial",
        "b.html: a font stack starts with Inter",
      ],
      // Counted: the pages that pass, not every page with a stylesheet.
      figures: [
        "system font           0 pages' stylesheets name no font to look up first",
      ],
    });
  });
});
