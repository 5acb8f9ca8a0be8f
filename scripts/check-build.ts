// Checks the static build the way a visitor's browser and a search engine will meet it:
// budgets, image sizes and attributes, every same-origin link and asset, and HTML validity
// (the W3C checker, vnu). Prints the figures; exits 1 naming every problem.
import {
  defaultLocale,
  type Locale,
  localeCodes,
  localizePath,
  stripLocale,
} from "#app/i18n/locales.ts";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { resolvePath } from "./preview-server.ts";

export const BUDGET = {
  /** Gzipped JavaScript the home page loads, in bytes (PRODUCT.md). */
  homeJs: 140_000,
  /** Gzipped bytes a page needs before its first paint: the HTML with its inline CSS. */
  firstPaint: 35_000,
  image: 150_000,
};

const root = resolve(process.env.PREVIEW_ROOT ?? "build/client");
const problems: string[] = [];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (f) => statSync(join(root, f)).isFile(),
);
const pages = files.filter((f) => f.endsWith(".html"));

/**
 * Every JS module a page loads: its preloads, the modules its inline scripts name, their static
 * imports, and the pack of the page's language that the app loads before it starts
 * (app/i18n/pack.ts: the chunk named after the language, `en-<hash>.js`, `mr-<hash>.js`).
 */
function pageScripts(
  html: string,
  locale: Locale = defaultLocale,
): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g),
    // The app's start script names its modules as strings (scripts/first-paint.ts).
    ...html.matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(join(root, url), "utf8");
    for (const m of code.matchAll(
      /(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
    for (const m of code.matchAll(
      /import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g,
    ))
      if (m[1]!.startsWith(`./${locale}-`))
        queue.push(new URL(m[1]!, `http://x${url}`).pathname);
  }
  return found;
}

// 1. Budgets of the home page, in every language.
const homeJsOf = (locale: Locale) => {
  const page = join(root, localizePath("/", locale), "index.html");
  return [...pageScripts(readFileSync(page, "utf8"), locale)].reduce(
    (sum, url) => sum + gz(join(root, url)),
    0,
  );
};
const homeJsByLocale = localeCodes.map((l) => [l, homeJsOf(l)] as const);
for (const [locale, bytes] of homeJsByLocale)
  if (bytes > BUDGET.homeJs)
    problems.push(
      `home page JavaScript (${locale}) ${kb(bytes)} gzip > ${kb(BUDGET.homeJs)}`,
    );

// The schemas check content at build time only: no schema library may reach the visitor.
for (const f of files.filter((f) => f.endsWith(".js")))
  if (readFileSync(join(root, f), "utf8").includes("_zod"))
    problems.push(
      `${f} contains zod: import schemas with \`import type\` only`,
    );

// 1b. First paint from the HTML alone: no stylesheet, script or module preload is requested
// before it, and the HTML (with the inline CSS) is small. The staff editor is not a public page.
let firstPaintMax = { page: "", bytes: 0 };
for (const page of pages.filter((p) => !p.startsWith("admin/"))) {
  const html = readFileSync(join(root, page), "utf8");
  const bytes = gz(join(root, page));
  if (bytes > firstPaintMax.bytes) firstPaintMax = { page, bytes };
  if (bytes > BUDGET.firstPaint)
    problems.push(
      `${page}: ${kb(bytes)} gzip before the first paint > ${kb(BUDGET.firstPaint)}`,
    );
  for (const m of html.matchAll(
    /<link\b[^>]*rel="(stylesheet|modulepreload|preload)"[^>]*>/g,
  )) {
    if (m[1] === "preload" && /\bas="image"/.test(m[0])) continue;
    problems.push(`${page}: requested before the first paint: ${m[0]}`);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(m[1]!))
      problems.push(`${page}: a script file requested before the first paint`);
    else if (/type="module"/.test(m[1]!) && /^\s*import[\s"'*{]/m.test(m[2]!))
      problems.push(
        `${page}: an inline module with static imports, fetched before the first paint`,
      );
  }
}
// 2. Images: size, and width/height/alt on every <img>.
const images = files.filter((f) =>
  /\.(avif|webp|png|jpe?g|svg|gif|ico)$/.test(f),
);
const largest = images
  .map((f) => ({ f, size: statSync(join(root, f)).size }))
  .sort((a, b) => b.size - a.size);
for (const { f, size } of largest)
  if (size > BUDGET.image)
    problems.push(`image ${f} is ${kb(size)} > ${kb(BUDGET.image)}`);
for (const page of pages) {
  const html = readFileSync(join(root, page), "utf8");
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    for (const attr of ["width", "height", "alt"]) {
      if (!new RegExp(`\\s${attr}="`).test(tag))
        problems.push(`${page}: <img> without ${attr}: ${tag.slice(0, 120)}`);
    }
  }
}

// 3. Every same-origin link and asset resolves to a real file (not the 404 fallback).
let checkedUrls = 0;
for (const page of pages) {
  const html = readFileSync(join(root, page), "utf8");
  const urls = [
    ...[...html.matchAll(/\s(?:href|src|poster|content)="(\/[^"]*)"/g)].map(
      (m) => m[1]!,
    ),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(",").map((s) => s.trim().split(/\s+/)[0]!),
    ),
  ].filter((u) => u.startsWith("/") && !u.startsWith("//"));
  for (const url of new Set(urls)) {
    checkedUrls++;
    const path = new URL(url, "http://x").pathname;
    const found = resolvePath(root, path);
    if (!found || found.status !== 200)
      problems.push(`${page}: broken link or asset ${url}`);
  }
}
// The first paint waits for the page's opening (app/components/layout/opening.tsx): every page
// of the app closes its opening once, inside <main>, and nothing else holds its paint.
const EXPECT_OPENING =
  '<link rel="expect" href="#opening-end" blocking="render"/>';
for (const page of pages) {
  const html = readFileSync(join(root, page), "utf8");
  const blocking = html.match(/<[^>]+\sblocking="[^"]*"[^>]*>/g) ?? [];
  if (blocking.some((tag) => tag !== EXPECT_OPENING))
    problems.push(`${page}: render-blocking ${blocking.join(" ")}`);
  if (!blocking.length) continue;
  const head = html.slice(0, html.indexOf("</head>"));
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  if (!head.includes(EXPECT_OPENING))
    problems.push(
      `${page}: the opening's <link rel="expect"> is not in <head>`,
    );
  const ends = html.match(/\sid="opening-end"/g)?.length ?? 0;
  if (ends !== 1 || !/\sid="opening-end"/.test(main))
    problems.push(
      `${page}: ${ends} elements with id="opening-end" (one, inside <main>, ends the held paint)`,
    );
}

const sitemap = existsSync(join(root, "sitemap.xml"))
  ? readFileSync(join(root, "sitemap.xml"), "utf8")
  : "";
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
if (sitemapUrls.length === 0) problems.push("sitemap.xml is missing or empty");
for (const path of sitemapUrls) {
  if (resolvePath(root, path)?.status !== 200)
    problems.push(`sitemap.xml lists ${path}, which is not a page`);
}

// 4. Structured data and new-tab links on the content pages (those in the sitemap).
let jsonLdBlocks = 0;
for (const path of sitemapUrls) {
  const file = resolvePath(root, path)?.file;
  if (!file) continue;
  const html = readFileSync(file, "utf8");
  const types: string[] = [];
  for (const m of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    jsonLdBlocks++;
    try {
      const data = JSON.parse(m[1]!) as {
        "@context"?: string;
        "@type"?: string;
      };
      if (data["@context"] !== "https://schema.org")
        problems.push(`${path}: JSON-LD without the schema.org @context`);
      types.push(String(data["@type"]));
    } catch {
      problems.push(`${path}: JSON-LD that does not parse`);
    }
  }
  const expected =
    stripLocale(path) === "/"
      ? ["EducationalOrganization"]
      : stripLocale(path).startsWith("/courses/")
        ? ["Course", "BreadcrumbList"]
        : ["BreadcrumbList"];
  for (const type of expected) {
    if (!types.includes(type))
      problems.push(
        `${path}: no ${type} JSON-LD (has ${types.join(", ") || "none"})`,
      );
  }
  for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
    if (!rel.includes("noopener") || !rel.includes("noreferrer"))
      problems.push(
        `${path}: new-tab link without rel="noopener noreferrer": ${tag}`,
      );
  }
}

// The staff editor stays out of sight: not indexed, not in the sitemap, linked from no page.
const adminPage = join(root, "admin/index.html");
if (!existsSync(adminPage)) problems.push("admin/index.html is missing");
else if (
  !readFileSync(adminPage, "utf8").includes(
    '<meta name="robots" content="noindex, nofollow">',
  )
)
  problems.push("admin/index.html must be marked noindex");
if (sitemapUrls.some((path) => path.startsWith("/admin")))
  problems.push("sitemap.xml must not list /admin");
for (const page of pages.filter((p) => !p.startsWith("admin/")))
  if (/href="\/admin/.test(readFileSync(join(root, page), "utf8")))
    problems.push(`${page} links to /admin`);

// 5. HTML validity with the W3C checker.
let vnuErrors = 0;
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
try {
  execFileSync(
    "java",
    // The inline stylesheet is Tailwind 4's output (@property, newer properties), which the
    // checker's CSS grammar predates; the markup is what is checked here.
    [
      "-jar",
      vnuJar,
      "--errors-only",
      "--skip-non-html",
      "--filterpattern",
      // The checker predates `blocking` on <link rel="expect"> (HTML standard, 2024); the one
      // such link is checked above.
      "CSS: .*|A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.",
      root,
    ],
    { stdio: "pipe" },
  );
} catch (error) {
  const err = error as { code?: string; stderr?: Buffer };
  if (err.code === "ENOENT")
    problems.push(
      "java is needed for the HTML checker (Debian: apt-get install default-jre-headless)",
    );
  const lines = String(err.stderr ?? "")
    .trim()
    .split("\n")
    .filter(Boolean);
  vnuErrors = lines.length;
  for (const line of lines)
    problems.push(`HTML: ${line.replace(`file:${root}/`, "")}`);
}

console.log(`Build check of ${relative(process.cwd(), root) || "."}`);
console.log(
  `  home page JavaScript  ${homeJsByLocale.map(([l, bytes]) => `${l} ${kb(bytes)}`).join(", ")} gzip (budget ${kb(BUDGET.homeJs)})`,
);
console.log(
  `  before first paint    largest ${firstPaintMax.page} ${kb(firstPaintMax.bytes)} gzip, HTML with inline CSS (budget ${kb(BUDGET.firstPaint)}); no script, stylesheet or module preload requested`,
);
console.log(
  `  images                ${images.length}, largest ${largest[0] ? `${largest[0].f} ${kb(largest[0].size)}` : "-"} (budget ${kb(BUDGET.image)})`,
);
console.log(
  `  pages                 ${pages.length} HTML files, ${vnuErrors} HTML errors (vnu)`,
);
console.log(
  `  links and assets      ${checkedUrls} checked; sitemap lists ${sitemapUrls.length} pages`,
);
console.log(
  `  structured data       ${jsonLdBlocks} JSON-LD blocks on the content pages`,
);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("  all checks passed");
