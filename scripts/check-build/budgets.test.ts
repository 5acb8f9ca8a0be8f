// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBudgets, pageScripts } from "#scripts/check-build/budgets.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

const start = (...urls: string[]) =>
  `<script type="module" async="">const m = [${urls.map((u) => `"${u}"`).join(",")}];</script>`;

const homes = {
  "index.html": `<!doctype html><html><head><title>Home</title></head><body>${start("/assets/entry.js")}</body></html>`,
  "mr/index.html": `<!doctype html><html><head><title>Home</title></head><body>${start("/assets/entry.js")}</body></html>`,
  "assets/entry.js": `import { a } from "./shared.js"; const pack = () => import("./en-1.js"); const mr = () => import("./mr-1.js"); const later = () => import("./dialog.js");`,
  "assets/shared.js": `export const a = 1;`,
  "assets/en-1.js": `export default {};`,
  "assets/mr-1.js": `export default {};`,
  "assets/dialog.js": `export default {};`,
};

describe("budgets", () => {
  it("counts a page's modules, their static imports and its own language pack, not lazy chunks", () => {
    const site = siteOf(homes);
    expect(
      [...pageScripts(site, site.read("index.html"), "en")].sort(),
    ).toEqual(["/assets/en-1.js", "/assets/entry.js", "/assets/shared.js"]);
    expect(
      [...pageScripts(site, site.read("mr/index.html"), "mr")].sort(),
    ).toEqual(["/assets/entry.js", "/assets/mr-1.js", "/assets/shared.js"]);
  });

  it("passes within the budgets and names each home page over its JavaScript budget", () => {
    const site = siteOf(homes);
    const within = checkBudgets(site, {
      homeJs: 10_000,
      firstPaint: 10_000,
      image: 1,
    });
    expect(within.problems).toEqual([]);
    // The room left under the budget, in each language.
    expect(within.figures[0]).toMatch(
      /^home page JavaScript {2}en 0\.\d kB, mr 0\.\d kB gzip \(budget 10\.0 kB; room en 9\.\d kB, mr 9\.\d kB\)$/,
    );
    const over = checkBudgets(site, {
      homeJs: 10,
      firstPaint: 10_000,
      image: 1,
    }).problems;
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(
      /^home page JavaScript \(en\) 0\.\d kB gzip > 0\.0 kB$/,
    );
    expect(over[1]).toMatch(/^home page JavaScript \(mr\) /);
  });

  it("names a page over the first-paint budget and anything requested before the first paint", () => {
    const site = siteOf({
      ...homes,
      "about/index.html": `<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"><link rel="preload" as="image" href="/hero.webp"><script src="/assets/x.js"></script><script type="module">import "/assets/y.js";</script></head><body>${"x".repeat(50)}</body></html>`,
      "assets/schemas.js": `const s = { _zod: {} };`,
      // The editor's preview checks entries with the schemas: /admin loads it, no visitor does.
      "admin/preview/preview-render-x.js": `const s = { _zod: {} };`,
    });
    expect(
      checkBudgets(site, { homeJs: 10_000, firstPaint: 10_000, image: 1 })
        .problems,
    ).toEqual([
      "assets/schemas.js contains zod: import schemas with `import type` only",
      'about/index.html: requested before the first paint: <link rel="stylesheet" href="/assets/a.css">',
      "about/index.html: a script file requested before the first paint",
      "about/index.html: an inline module with static imports, fetched before the first paint",
    ]);
    const heavy = checkBudgets(site, {
      homeJs: 10_000,
      firstPaint: 100,
      image: 1,
    }).problems;
    expect(
      heavy.filter((p) => p.includes("gzip before the first paint")),
    ).toEqual([
      expect.stringMatching(
        /^about\/index\.html: 0\.\d kB gzip before the first paint > 0\.1 kB$/,
      ),
      expect.stringMatching(/^index\.html: /),
      expect.stringMatching(/^mr\/index\.html: /),
    ]);
  });
});
