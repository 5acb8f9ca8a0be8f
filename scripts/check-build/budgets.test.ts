// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  BUDGET,
  checkBudgets,
  pageKind,
  pageScripts,
} from "#scripts/check-build/budgets.ts";
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

/** `n` bytes that gzip cannot shrink (a hash chain), after a line of code. */
const noise = (code: string, n: number) => {
  const chunks: Buffer[] = [];
  let block = createHash("sha256").update(code).digest();
  for (let size = 0; size < n; size += block.length) {
    chunks.push(block);
    block = createHash("sha256").update(block).digest();
  }
  return Buffer.concat([
    Buffer.from(`${code}\n//`),
    Buffer.concat(chunks).subarray(0, n),
  ]);
};

/** Pages of four kinds, each loading the shared code, its route's and its language's texts. */
const site4 = () => {
  const page = (...urls: string[]) =>
    `<!doctype html><html><head><title>x</title></head><body>${start(...urls)}</body></html>`;
  const packs = `const en = () => import("./en-1.js"); const mr = () => import("./mr-1.js");`;
  return siteOf({
    "index.html": page("/assets/shared.js", "/assets/home.js"),
    "mr/index.html": page("/assets/shared.js", "/assets/home.js"),
    "about/index.html": page("/assets/shared.js"),
    "courses/java/index.html": page("/assets/shared.js", "/assets/course.js"),
    "mr/courses/java/index.html": page(
      "/assets/shared.js",
      "/assets/course.js",
    ),
    "mr/courses/php/index.html": page("/assets/shared.js"),
    // A redirect and the offline page load no script.
    "courses/ai/index.html": `<!doctype html><html><head><title>x</title><meta http-equiv="refresh" content="0; url=/courses"></head><body></body></html>`,
    "offline.html": `<!doctype html><html><head><title>x</title></head><body></body></html>`,
    "assets/shared.js": noise(packs, 2950),
    "assets/home.js": noise(`export const home = 1;`, 950),
    "assets/course.js": noise(`export const course = 1;`, 2400),
    "assets/en-1.js": noise(`export default {};`, 250),
    "assets/mr-1.js": noise(`export default {};`, 600),
  });
};
const small = {
  ...BUDGET,
  pageJs: 5000,
  heavierPages: { "/courses/*": 7000 },
  jsRoom: 0,
  firstPaint: 10_000,
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

  it("names a page's kind by its address without the language, a collection's page by its folder", () => {
    expect(pageKind("index.html")).toBe("/");
    expect(pageKind("mr/index.html")).toBe("/");
    expect(pageKind("mr/about/index.html")).toBe("/about");
    expect(pageKind("courses/java/index.html")).toBe("/courses/*");
    expect(pageKind("mr/branches/sangli/index.html")).toBe("/branches/*");
    expect(pageKind("offline.html")).toBe("/offline");
  });

  it("prints the room every page has, tightest kind first, and passes within the budgets", () => {
    const { problems, figures } = checkBudgets(site4(), small);
    expect(problems).toEqual([]);
    // Gzip adds some 50 bytes to each file (its header and the line of code): the shared code
    // is 3.05 kB, home's 1.0, a course's 2.45, the English texts 0.29 and the Marathi 0.64.
    // Home: 4.34 kB in English, 4.69 in Marathi; a course page 5.79 and 6.14, under the 7.0 kB
    // of its own budget; About 3.35.
    expect(figures.slice(0, 5)).toEqual([
      "JavaScript per page   8 pages (2 without scripts), budget 5.0 kB gzip; least room en 0.7 kB (index.html), mr 0.3 kB (mr/index.html)",
      "  /           en 4.3 kB, mr 4.7 kB; room en 0.7 kB, mr 0.3 kB",
      "  /courses/*  en 5.8 kB, mr 6.1 kB; room en 1.2 kB, mr 0.9 kB (own budget 7.0 kB)",
      "  /about      en 3.3 kB; room en 1.7 kB",
      expect.stringMatching(/^before first paint /),
    ]);
  });

  it("names every page over its JavaScript budget, in each language", () => {
    const over = checkBudgets(site4(), {
      ...small,
      pageJs: 4500,
      heavierPages: { "/courses/*": 6000 },
    }).problems;
    expect(over).toEqual([
      "mr/courses/java/index.html: JavaScript 6.1 kB gzip > 6.0 kB",
      "mr/index.html: JavaScript 4.7 kB gzip > 4.5 kB",
    ]);
  });

  it("names every page that keeps less room under its budget than asked", () => {
    const tight = checkBudgets(site4(), { ...small, jsRoom: 1000 }).problems;
    expect(tight).toEqual([
      "index.html: JavaScript 4.3 kB gzip leaves 0.7 kB of its 5.0 kB budget; keep 1.0 kB free",
      "mr/courses/java/index.html: JavaScript 6.1 kB gzip leaves 0.9 kB of its 7.0 kB budget; keep 1.0 kB free",
      "mr/index.html: JavaScript 4.7 kB gzip leaves 0.3 kB of its 5.0 kB budget; keep 1.0 kB free",
    ]);
  });

  it("holds a kind of page without a budget of its own to the bar", () => {
    const over = checkBudgets(site4(), {
      ...small,
      heavierPages: {},
    }).problems;
    expect(over).toEqual([
      "courses/java/index.html: JavaScript 5.8 kB gzip > 5.0 kB",
      "mr/courses/java/index.html: JavaScript 6.1 kB gzip > 5.0 kB",
    ]);
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
      checkBudgets(site, { ...BUDGET, pageJs: 10_000, firstPaint: 10_000 })
        .problems,
    ).toEqual([
      "assets/schemas.js contains zod: import schemas with `import type` only",
      'about/index.html: requested before the first paint: <link rel="stylesheet" href="/assets/a.css">',
      "about/index.html: a script file requested before the first paint",
      "about/index.html: an inline module with static imports, fetched before the first paint",
    ]);
    const heavy = checkBudgets(site, {
      ...BUDGET,
      pageJs: 10_000,
      firstPaint: 100,
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
