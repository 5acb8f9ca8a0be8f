// Budgets (PRODUCT.md): the JavaScript every page loads in every language, what a page needs
// before its first paint, and no schema library in the visitor's scripts.
import {
  type Locale,
  localeCodes,
  localeOf,
  stripLocale,
} from "#app/content/locales.ts";
import {
  type CheckResult,
  type Site,
  kb,
  publicPages,
} from "#scripts/check-build/site.ts";

export const BUDGET = {
  /**
   * Gzipped JavaScript a page loads, in bytes: PRODUCT.md's bar for the home page, held on every
   * page but those of `heavierPages`.
   */
  pageJs: 140_000,
  /**
   * Kinds of page (`pageKind`) that start with more than the bar, each held where it is (with
   * some room) until its start is cut: a course page starts with its enquiry form and dialog
   * (Radix). (The enquiries page had one too, until its question before a deletion was fetched
   * when the visitor reaches for it: it is under the bar now.)
   */
  heavierPages: {
    "/courses/*": 170_000,
  } as Record<string, number>,
  /**
   * Room every page keeps under its JavaScript budget, in bytes gzip (PRODUCT.md: at least 5 kB),
   * so that the next feature fits without another move of code or texts.
   */
  jsRoom: 5_000,
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
  const files = new Set(site.files);
  const queue = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g),
    // The staged start's data names its modules as strings (app/start/start.ts).
    ...html.matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.pop()!;
    // A script the build lacks is the links check's to report: nothing to count here.
    if (found.has(url) || !files.has(url.slice(1))) continue;
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

/** The address of a page's HTML file: `mr/courses/java/index.html` → `/mr/courses/java`. */
const pageAddress = (page: string) =>
  `/${page.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

/**
 * A page's kind, for the summary: its address without the language, a page of a collection
 * (a course, a branch) as its folder with `*` (`/mr/courses/java` → `/courses/*`).
 */
export const pageKind = (page: string) => {
  const path = stripLocale(pageAddress(page));
  const parts = path.split("/").filter(Boolean);
  return parts.length > 1 ? `/${parts[0]}/*` : path;
};

type PageJs = { page: string; locale: Locale; bytes: number };

/**
 * The JavaScript every public page loads, in bytes gzip, with the page's language: each
 * script's size is counted once however many pages load it.
 */
export function pagesJs(site: Site): PageJs[] {
  const sizes = new Map<string, number>();
  const gzip = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = site.gzipSize(url.slice(1));
      sizes.set(url, size);
    }
    return size;
  };
  return publicPages(site).map((page) => {
    const locale = localeOf(pageAddress(page));
    const scripts = pageScripts(site, site.read(page), locale);
    const bytes = [...scripts].reduce((sum, url) => sum + gzip(url), 0);
    return { page, locale, bytes };
  });
}

/** The JavaScript budget of a page: its kind's in `heavierPages`, else the bar. */
export const jsBudget = (page: string, budget: Budget) =>
  budget.heavierPages[pageKind(page)] ?? budget.pageJs;

/**
 * The figures of the JavaScript budget: the least room in each language, then each kind of page
 * (its heaviest page in each language), tightest first. Pages that load no script (the offline
 * page) are counted, not listed.
 */
function jsFigures(all: PageJs[], budget: Budget): string[] {
  const pages = all.filter((p) => p.bytes > 0);
  const room = (p: PageJs) => jsBudget(p.page, budget) - p.bytes;
  const tightest = (list: PageJs[]) =>
    list.reduce((a, b) => (room(b) < room(a) ? b : a));
  const byLanguage = (list: PageJs[]) =>
    localeCodes.flatMap((locale) => {
      const own = list.filter((p) => p.locale === locale);
      return own.length ? [tightest(own)] : [];
    });
  const kinds = [...new Set(pages.map((p) => pageKind(p.page)))]
    .map((kind) => byLanguage(pages.filter((p) => pageKind(p.page) === kind)))
    .sort((a, b) => room(tightest(a)) - room(tightest(b)));
  const width = Math.max(...kinds.map((k) => pageKind(k[0]!.page).length));
  const rooms = (list: PageJs[]) =>
    list.map((p) => `${p.locale} ${kb(room(p))}`).join(", ");
  return [
    `JavaScript per page   ${all.length} pages (${all.length - pages.length} without scripts), budget ${kb(budget.pageJs)} gzip; least room ${byLanguage(
      pages,
    )
      .map((p) => `${p.locale} ${kb(room(p))} (${p.page})`)
      .join(", ")}`,
    ...kinds.map((k) => {
      const kind = pageKind(k[0]!.page);
      const own = budget.heavierPages[kind];
      return `  ${kind.padEnd(width)}  ${k.map((p) => `${p.locale} ${kb(p.bytes)}`).join(", ")}; room ${rooms(k)}${own ? ` (own budget ${kb(own)})` : ""}`;
    }),
  ];
}

type Budget = typeof BUDGET;

export function checkBudgets(site: Site, budget: Budget = BUDGET): CheckResult {
  const problems: string[] = [];

  const pages = pagesJs(site);
  for (const p of pages) {
    const limit = jsBudget(p.page, budget);
    if (p.bytes > limit)
      problems.push(`${p.page}: JavaScript ${kb(p.bytes)} gzip > ${kb(limit)}`);
    else if (limit - p.bytes < budget.jsRoom)
      problems.push(
        `${p.page}: JavaScript ${kb(p.bytes)} gzip leaves ${kb(limit - p.bytes)} of its ${kb(limit)} budget; keep ${kb(budget.jsRoom)} free`,
      );
  }

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
      ...(pages.some((p) => p.bytes > 0) ? jsFigures(pages, budget) : []),
      `before first paint    largest ${largest.page} ${kb(largest.bytes)} gzip, HTML with inline CSS (budget ${kb(budget.firstPaint)}); no script, stylesheet or module preload requested`,
    ],
  };
}
