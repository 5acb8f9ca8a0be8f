// Budgets (PRODUCT.md): the JavaScript the home page loads in every language, what a page needs
// before its first paint, and no schema library in the visitor's scripts.
import {
  type Locale,
  localeCodes,
  localizePath,
} from "#app/content/locales.ts";
import { posix } from "node:path";
import {
  type CheckResult,
  type Site,
  kb,
  publicPages,
} from "#scripts/check-build/site.ts";

export const BUDGET = {
  /** Gzipped JavaScript the home page loads, in bytes (PRODUCT.md). */
  homeJs: 140_000,
  /** Gzipped bytes a page needs before its first paint: the HTML with its inline CSS. */
  firstPaint: 35_000,
  image: 150_000,
};

/**
 * Every JS module a page loads: its preloads, the modules its inline scripts name, their static
 * imports, and the pack of the page's language that the app loads before it starts
 * (app/i18n/pack.ts: the chunk named after the language, `en-<hash>.js`, `mr-<hash>.js`).
 */
export function pageScripts(
  site: Site,
  html: string,
  locale: Locale,
): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g),
    // The staged start's data names its modules as strings (app/start/start.ts).
    ...html.matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = site.read(url.slice(1));
    for (const m of code.matchAll(
      /(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g,
    ))
      queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    for (const m of code.matchAll(
      /import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g,
    ))
      if (m[1]!.startsWith(`./${locale}-`))
        queue.push(new URL(m[1]!, `http://x${url}`).pathname);
  }
  return found;
}

export function checkBudgets(site: Site, budget = BUDGET): CheckResult {
  const problems: string[] = [];

  const homeJs = localeCodes.map((locale) => {
    const page = posix.join(localizePath("/", locale), "index.html").slice(1);
    const scripts = pageScripts(site, site.read(page), locale);
    const bytes = [...scripts].reduce(
      (sum, url) => sum + site.gzipSize(url.slice(1)),
      0,
    );
    if (bytes > budget.homeJs)
      problems.push(
        `home page JavaScript (${locale}) ${kb(bytes)} gzip > ${kb(budget.homeJs)}`,
      );
    return { locale, bytes };
  });

  // The schemas check content at build time only: no schema library may reach the visitor.
  // The editor's preview (admin/preview/, loaded by /admin alone) checks each entry as the
  // build does, with the schemas themselves.
  for (const f of site.files.filter(
    (f) => f.endsWith(".js") && !f.startsWith("admin/"),
  ))
    if (site.read(f).includes("_zod"))
      problems.push(
        `${f} contains zod: import schemas with \`import type\` only`,
      );

  // First paint from the HTML alone: no stylesheet, script or module preload is requested
  // before it, and the HTML (with the inline CSS) is small.
  let largest = { page: "-", bytes: 0 };
  for (const page of publicPages(site)) {
    const html = site.read(page);
    const bytes = site.gzipSize(page);
    if (bytes > largest.bytes) largest = { page, bytes };
    if (bytes > budget.firstPaint)
      problems.push(
        `${page}: ${kb(bytes)} gzip before the first paint > ${kb(budget.firstPaint)}`,
      );
    for (const m of html.matchAll(
      /<link\b[^>]*rel="(stylesheet|modulepreload|preload)"[^>]*>/g,
    )) {
      if (m[1] === "preload" && /\bas="image"/.test(m[0])) continue;
      problems.push(`${page}: requested before the first paint: ${m[0]}`);
    }
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(m[1]!))
        problems.push(
          `${page}: a script file requested before the first paint`,
        );
      else if (/type="module"/.test(m[1]!) && /^\s*import[\s"'*{]/m.test(m[2]!))
        problems.push(
          `${page}: an inline module with static imports, fetched before the first paint`,
        );
    }
  }

  return {
    problems,
    figures: [
      `home page JavaScript  ${homeJs.map((h) => `${h.locale} ${kb(h.bytes)}`).join(", ")} gzip (budget ${kb(budget.homeJs)}; room ${homeJs.map((h) => `${h.locale} ${kb(budget.homeJs - h.bytes)}`).join(", ")})`,
      `before first paint    largest ${largest.page} ${kb(largest.bytes)} gzip, HTML with inline CSS (budget ${kb(budget.firstPaint)}); no script, stylesheet or module preload requested`,
    ],
  };
}
