import { describe, expect, it } from "vitest";
import {
  appStartAfterLoad,
  dependenciesFirst,
  inlineStylesheets,
  manifestWithoutCss,
  staticImports,
  withoutModulePreloads,
} from "./first-paint";

const page = `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Hi</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("first paint from the HTML alone", () => {
  it("puts the stylesheet's text in a <style> in place of the link", () => {
    const out = inlineStylesheets(page, (href) =>
      href === "/assets/root.css" ? "p{color:red}\n" : "",
    );
    expect(out).toContain(
      `<link rel="modulepreload" href="/assets/b.js"/><style>p{color:red}</style></head>`,
    );
    expect(out).not.toContain('rel="stylesheet"');
  });

  it("refuses a stylesheet that would close the <style> early", () => {
    expect(() => inlineStylesheets(page, () => "a{}</style>")).toThrow(
      "/assets/root.css contains </style",
    );
  });

  it("drops the module preloads", () => {
    expect(withoutModulePreloads(page)).toContain(
      `<head><meta charSet="utf-8"/><link rel="stylesheet"`,
    );
  });

  it("preloads the same modules once the page has loaded and painted, then runs them in stages", () => {
    // React Router preloads the manifest, the route modules and the entry too.
    const withFramework = page.replace(
      '<link rel="modulepreload" href="/assets/b.js"/>',
      '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-9.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
    );
    // a.js imports the framework chunk, which imports nothing.
    const imports: Record<string, string[]> = {
      "/assets/a.js": ["/assets/framework-9.js"],
    };
    const out = appStartAfterLoad(withFramework, (url) => imports[url] ?? []);
    expect(out).toContain(
      `<script type="module" async="">const chunks = ["/assets/a.js","/assets/manifest-1.js","/assets/entry.client-4.js","/assets/framework-9.js","/assets/root-2.js"];
const nextTask = () => new Promise((done) => setTimeout(done));
const stage = (url) => import(url).then(async (module) => (await nextTask(), module));
const start = async () => {
for (const href of chunks) {
document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
await nextTask();
}
const _0 = await stage("/assets/manifest-1.js");
const _1 = await stage("/assets/framework-9.js");
const _2 = await stage("/assets/a.js");
const route0 = await stage("/assets/root-2.js");
const route1 = await stage("/assets/home-3.js");
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");
};
const ready = () => Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => {}))).then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))).then(start);
if (document.readyState === "complete") ready();
else addEventListener("load", ready, { once: true });</script>`,
    );
    expect(out).not.toMatch(/^import "/m);
    expect(withoutModulePreloads(out)).not.toContain('rel="modulepreload"');
  });

  it("reads a built chunk's static imports, not its dynamic ones", () => {
    const chunk =
      'import{n as e}from"./rolldown-runtime-W.js";import"./side-effect-S.js";import { t } from "../other/x-X.js";const d=()=>import("./lazy-L.js");';
    expect(staticImports(chunk, "/assets/root-R.js")).toEqual([
      "/assets/rolldown-runtime-W.js",
      "/assets/side-effect-S.js",
      "/other/x-X.js",
    ]);
  });

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

  it("leaves a page without the app script alone", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(appStartAfterLoad(plain, () => [])).toBe(plain);
  });

  it("empties the stylesheet lists of the client manifest", () => {
    expect(
      manifestWithoutCss(
        `window.__reactRouterManifest={"entry":{"css":[]},"routes":{"root":{"css":["/assets/root-1.css"]}}};`,
      ),
    ).toBe(
      `window.__reactRouterManifest={"entry":{"css":[]},"routes":{"root":{"css":[]}}};`,
    );
  });
});
