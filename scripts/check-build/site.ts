// The built site as the checks read it: its files, each HTML page parsed once, and the pages
// the sitemap lists. Every check module takes a Site and returns its problems and figures.
import { selectAll, selectOne } from "css-select";
import { type AnyNode, type Document, type Element } from "domhandler";
import { getElementsByTagName, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { type Resolved, resolvePath } from "#host/static-files.ts";

export type CheckResult = {
  /** One line per problem, naming the page (or file) and what is wrong. */
  problems: string[];
  /** The figures printed after the check, one line each. */
  figures: string[];
};

export type Site = {
  root: string;
  /** Every file, relative to the root, with forward slashes. */
  files: string[];
  /** The HTML files among them. */
  pages: string[];
  read(file: string): string;
  size(file: string): number;
  gzipSize(file: string): number;
  /** The page, parsed (htmlparser2: a spec-minded parser that lowercases attribute names). */
  dom(file: string): Document;
  /** What the preview server (and so every recipe) answers for a path. */
  resolve(path: string): Resolved | null;
  /** The paths `sitemap.xml` lists (`/`, `/mr/courses/java`, …), in its order. */
  sitemapPaths: string[];
  /**
   * The hreflang alternates each listed path names (its `<xhtml:link>`s), as "hreflang address":
   * `mr https://…/mr/about`.
   */
  sitemapAlternates: Record<string, string[]>;
  /** The namespaces the sitemap's `<urlset>` declares, by prefix (`xhtml`; "" the default one). */
  sitemapNamespaces: Record<string, string>;
  /** The site's public origin, from the sitemap (`https://…`), or "" without one. */
  origin: string;
};

export function loadSite(rootDir: string): Site {
  const root = resolve(rootDir);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(join(root, f)).isFile())
    .map((f) => f.split("\\").join("/"))
    .sort();
  const texts = new Map<string, string>();
  const doms = new Map<string, Document>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(join(root, file), "utf8");
      texts.set(file, text);
    }
    return text;
  };
  const sitemap = parseDocument(
    existsSync(join(root, "sitemap.xml")) ? read("sitemap.xml") : "",
    { xmlMode: true },
  );
  const entries = getElementsByTagName("url", sitemap).flatMap((url) => {
    const loc = textContent(getElementsByTagName("loc", url)).trim();
    if (!loc) return [];
    const alternates = getElementsByTagName("xhtml:link", url).map(
      (link) => `${link.attribs.hreflang ?? ""} ${link.attribs.href ?? ""}`,
    );
    return [{ url: new URL(loc), alternates }];
  });
  const urlset = getElementsByTagName("urlset", sitemap)[0];
  const locs = entries.map((e) => e.url);
  return {
    root,
    files,
    pages: files.filter((f) => f.endsWith(".html")),
    read,
    size: (file) => statSync(join(root, file)).size,
    gzipSize: (file) => gzipSync(readFileSync(join(root, file))).length,
    dom(file) {
      let dom = doms.get(file);
      if (!dom) {
        dom = parseDocument(read(file));
        doms.set(file, dom);
      }
      return dom;
    },
    resolve: (path) => resolvePath(root, path),
    sitemapPaths: locs.map((u) => u.pathname),
    sitemapAlternates: Object.fromEntries(
      entries.map((e) => [e.url.pathname, e.alternates]),
    ),
    sitemapNamespaces: Object.fromEntries(
      Object.entries(urlset?.attribs ?? {}).flatMap(([name, value]) =>
        name === "xmlns" || name.startsWith("xmlns:")
          ? [[name.slice("xmlns:".length), value]]
          : [],
      ),
    ),
    origin: locs[0]?.origin ?? "",
  };
}

/** The file a path is answered with, relative to the root (`/about` → `about/index.html`). */
export function pageFile(site: Site, path: string): string | undefined {
  const found = site.resolve(path);
  if (!found || found.status !== 200) return undefined;
  return found.file
    .slice(site.root.length + 1)
    .split("\\")
    .join("/");
}

export const $ = (selector: string, node: Document | Element) =>
  selectOne<AnyNode, Element>(selector, node);
export const $$ = (selector: string, node: Document | Element) =>
  selectAll<AnyNode, Element>(selector, node);
export const text = (node: Document | Element | null | undefined) =>
  node ? textContent(node).replace(/\s+/g, " ").trim() : "";

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The public pages: every HTML file but the staff editor's. */
export const publicPages = (site: Site) =>
  site.pages.filter((p) => !p.startsWith("admin/"));
