// Runs on the fixture build's own pages (npm run build:fixture), as React Router prerendered
// them and as post-build keeps them (build-fixture/react-router/: pages and client manifest
// before any rewrite), and the tests rewrite those pages. Expected facts are read from the build
// with other tools (the DOM's parser, JSON.parse of the manifests), not with the code under
// test. Run by `npm run test:built`, after the builds.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSync } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { withScriptHashes } from "#scripts/build/csp-hashes.ts";
import { START_DATA_ID, type StartData } from "#app/start/start.ts";
import {
  appStartAfterLoad,
  type Build,
  chunkGraph,
  compileStartProgram,
  dependenciesFirst,
  firstPaint,
  manifestWithoutCss,
  readRouterManifest,
  type ViteManifest,
} from "#scripts/build/first-paint.ts";
import { REACT_ROUTER_OUTPUT } from "#scripts/build/post-build.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

const dir = FIXTURE_BUILD_DIR;
const client = join(dir, "client");
/** React Router's own output, kept by post-build. */
const own = join(dir, REACT_ROUTER_OUTPUT);
let routerFile: string;
let vite: ViteManifest;
let build: Build;
/**
 * A page that starts the app: React Router's inline module script, as the build finds it
 * (first-paint.ts). A module loaded by its address is not one: the editor's page at /admin loads
 * its preview that way (/admin/preview/).
 */
const STARTS_THE_APP = /<script type="module"(?![^>]*\ssrc=)[^>]*>/;
/** Every prerendered page that starts the app, by file: as React Router wrote it, rewritten. */
let pages: Map<string, string>;
const rewritten = new Map<string, string>();
const parsed = new Map<string, Document>();
const read = (url: string) => readFileSync(join(client, url), "utf8");
const ownFile = (file: string) => readFileSync(join(own, file), "utf8");
// Each page is parsed once (jsdom also parses the inline stylesheet, 100 kB).
const dom = (html: string) => {
  if (!parsed.has(html))
    parsed.set(html, new DOMParser().parseFromString(html, "text/html"));
  return parsed.get(html)!;
};
const rewrite = (file: string) => {
  if (!rewritten.has(file))
    rewritten.set(
      file,
      withScriptHashes(firstPaint(pages.get(file)!, read, build)),
    );
  return rewritten.get(file)!;
};
const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.getAttribute("href")!);
/** The start's data in a rewritten page, as the browser's JSON parser reads it. */
const dataOf = (doc: Document): StartData =>
  JSON.parse(doc.getElementById(START_DATA_ID)!.textContent!);

beforeAll(async () => {
  if (!existsSync(own))
    throw new Error(`No ${own}: run "npm run build:fixture" first.`);
  vite = JSON.parse(readFileSync(join(dir, "vite-manifest.json"), "utf8"));
  routerFile = readdirSync(join(own, "assets")).find((f) =>
    /^manifest-.+\.js$/.test(f),
  )!;
  build = {
    router: readRouterManifest(ownFile(`assets/${routerFile}`)),
    importsOf: chunkGraph(vite),
    program: await compileStartProgram(),
  };
  pages = new Map();
  for (const file of readdirSync(own, { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".html") && STARTS_THE_APP.test(ownFile(file)))
      pages.set(file, ownFile(file));
}, 60_000);

describe("the first paint of every prerendered page", () => {
  it("starts from React Router's own pages: preloads, a stylesheet link, a module script", () => {
    // 13 routes in two languages, the two not-found pages and the SPA fallback.
    expect(pages.size).toBeGreaterThanOrEqual(29);
    const home = dom(pages.get("index.html")!);
    expect(hrefs(home, 'link[rel="modulepreload"]').length).toBeGreaterThan(5);
    expect(hrefs(home, 'link[rel="stylesheet"]')).toHaveLength(1);
    expect(home.querySelector('script[type="module"]')!.textContent).toMatch(
      /^import "\/assets\/manifest-/,
    );
  });

  it("requests nothing before the first paint: the stylesheet inline, no preload, no script file, no static import", () => {
    for (const [file, raw] of pages) {
      const [sheet] = hrefs(dom(raw), 'link[rel="stylesheet"]');
      const out = dom(rewrite(file));
      expect(out.querySelector('link[rel="stylesheet"]'), file).toBeNull();
      expect(out.querySelector('link[rel="modulepreload"]'), file).toBeNull();
      expect(out.querySelector("script[src]"), file).toBeNull();
      const styles = [...out.querySelectorAll("style")].map(
        (s) => s.textContent,
      );
      expect(styles, file).toContain(read(sheet!).trim());
      // One program on every page, with no static import; the page's data beside it, after
      // everything React rendered in <body>, where hydration leaves it alone.
      const start = out.querySelector('script[type="module"]')!.textContent!;
      expect(start, file).toBe(build.program);
      expect(out.body.lastElementChild?.id, file).toBe(START_DATA_ID);
    }
  });

  it("starts with a program that requests nothing itself: no static import or export", () => {
    const { program, errors } = parseSync("start.js", build.program, {
      sourceType: "module",
    });
    expect(errors).toEqual([]);
    expect(
      program.body.filter((statement) =>
        /^(Import|Export)/.test(statement.type),
      ),
    ).toEqual([]);
  });

  it("preloads what React Router preloaded, then runs the manifest first, each chunk after its imports, and the entry last", () => {
    const router = JSON.parse(
      ownFile(`assets/${routerFile}`).replace(
        /^window\.__reactRouterManifest=|;$/g,
        "",
      ),
    );
    const fileOf = (url: string) => url.replace(/^\//, "");
    const importsOf = new Map(
      Object.values(vite).map((c) => [
        c.file,
        (c.imports ?? []).map((key) => vite[key]!.file),
      ]),
    );
    for (const [file, raw] of pages) {
      const preloaded = hrefs(dom(raw), 'link[rel="modulepreload"]');
      const data = dataOf(dom(rewrite(file)));
      expect(data.preloads, file).toEqual(preloaded);
      const stages = [...data.chunks, ...data.routes.map(([, url]) => url)].map(
        fileOf,
      );
      expect(stages[0], file).toBe(fileOf(router.url));
      expect(new Set(stages).size, file).toBe(stages.length);
      stages.forEach((chunk, n) => {
        for (const imported of importsOf.get(chunk) ?? [])
          if (stages.includes(imported))
            expect(stages.indexOf(imported), `${file}: ${chunk}`).toBeLessThan(
              n,
            );
      });
      // Everything preloaded runs, and the entry (which hydrates) comes after all of it.
      expect(data.entry, file).toBe(router.entry.module);
      expect(new Set([...stages, fileOf(data.entry)]), file).toEqual(
        new Set(preloaded.map(fileOf)),
      );
      // Each route module React Router's script imported is handed over under its route's id,
      // root first.
      const rawScript = dom(raw).querySelector(
        'script[type="module"]',
      )!.textContent!;
      const routeIds = [...rawScript.matchAll(/"([^"]+)":route\d+/g)].map(
        (m) => m[1]!,
      );
      expect(data.routes, file).toEqual(
        routeIds.map((id) => [id, router.routes[id].module]),
      );
      expect(data.routes[0]![0], file).toBe("root");
    }
  });

  it("lists the hash of every inline script that runs in the page's policy", () => {
    for (const file of pages.keys()) {
      const out = dom(rewrite(file));
      const policy = out
        .querySelector('meta[http-equiv="Content-Security-Policy"]')!
        .getAttribute("content")!;
      // Data blocks (JSON-LD, the start's data) never run and need none.
      const inline = [
        ...out.querySelectorAll(
          'script:not([src]):not([type]), script[type="module"]:not([src])',
        ),
      ];
      expect(inline.length, file).toBeGreaterThanOrEqual(2);
      for (const script of inline) {
        const sha = createHash("sha256")
          .update(script.textContent!)
          .digest("base64");
        expect(policy, file).toContain(`'sha256-${sha}'`);
      }
    }
  });

  it("stops when React Router's page does not match its manifest", () => {
    const home = pages.get("index.html")!;
    const [, second] = hrefs(dom(home), 'link[rel="modulepreload"]');
    const withoutOne = home.replace(
      `<link rel="modulepreload" href="${second}"/>`,
      "",
    );
    expect(withoutOne).not.toBe(home);
    expect(() => appStartAfterLoad(withoutOne, build)).toThrow(
      "the page's modulepreload links are not what React Router's manifest gives",
    );
    const namedImport = home.replace(
      '<script type="module" async="">',
      '<script type="module" async="">import { x } from "/assets/x.js";\n',
    );
    expect(() => appStartAfterLoad(namedImport, build)).toThrow(
      'an import the start cannot defer: import { x } from "/assets/x.js";',
    );
  });

  it("stops when React Router's module script does something the start does not do", () => {
    const home = pages.get("index.html")!;
    const script = dom(home).querySelector(
      'script[type="module"]',
    )!.textContent!;
    const withStatement = (statement: string) =>
      home.replace(script, `${script}\n${statement}`);
    // What React Router writes with route discovery on ("fog of war"), and a split route module.
    expect(() =>
      appStartAfterLoad(
        withStatement("window.__reactRouterManifest = {};"),
        build,
      ),
    ).toThrow(
      "React Router's module script has a statement the start does not understand: window.__reactRouterManifest = {};",
    );
    expect(() =>
      appStartAfterLoad(
        home.replace(
          script,
          `import * as route0_clientLoader from "/assets/x.js";\n${script}`,
        ),
        build,
      ),
    ).toThrow("imports /assets/x.js for no route");
  });

  it("empties the client manifest's stylesheet lists and keeps the rest", () => {
    const js = ownFile(`assets/${routerFile}`);
    const data = (text: string) =>
      JSON.parse(text.replace(/^window\.__reactRouterManifest=|;$/g, ""));
    const before = data(js);
    expect(before.routes.root.css.length).toBeGreaterThan(0);
    const after = data(manifestWithoutCss(js));
    expect(after.routes.root.css).toEqual([]);
    expect(after.entry.css).toEqual([]);
    expect({ ...after.routes.root, css: null }).toEqual({
      ...before.routes.root,
      css: null,
    });
    expect(after.url).toBe(before.url);
  });
});

describe("dependency order", () => {
  it("orders chunks after the chunks they import, keeping only the page's", () => {
    const imports: Record<string, string[]> = {
      "/root.js": ["/icons.js", "/framework-router.js"],
      "/framework-router.js": ["/framework.js", "/runtime.js"],
      "/framework.js": ["/runtime.js"],
      "/icons.js": ["/framework.js", "/elsewhere.js"],
    };
    expect(
      dependenciesFirst(
        [
          "/root.js",
          "/runtime.js",
          "/framework.js",
          "/framework-router.js",
          "/icons.js",
        ],
        (url) => imports[url] ?? [],
      ),
    ).toEqual([
      "/runtime.js",
      "/framework.js",
      "/icons.js",
      "/framework-router.js",
      "/root.js",
    ]);
  });

  it("reads the chunk graph from Vite's manifest and refuses a chunk it does not list", () => {
    const importsOf = chunkGraph({
      "app/root.tsx": { file: "assets/root-1.js", imports: ["_ui.js"] },
      "_ui.js": { file: "assets/ui-2.js" },
    });
    expect(importsOf("/assets/root-1.js")).toEqual(["/assets/ui-2.js"]);
    expect(importsOf("/assets/ui-2.js")).toEqual([]);
    expect(() => importsOf("/assets/other.js")).toThrow(
      "/assets/other.js is not in Vite's manifest",
    );
  });
});
