// Links: every same-origin link and asset of every page resolves to a real file (not the 404
// fallback), every page the sitemap lists exists and names its twin in every other language
// listed (hreflang, as its head does), new tabs get rel="noopener noreferrer", and the staff
// editor stays out of sight (not indexed, not in the sitemap, linked from no page).
import {
  defaultLocale,
  localeCodes,
  localizePath,
  stripLocale,
} from "#app/content/locales.ts";
import { XHTML_NAMESPACE } from "#scripts/build/seo-files.ts";
import {
  $$,
  type CheckResult,
  type Site,
  publicPages,
} from "#scripts/check-build/site.ts";

const URL_ATTRIBUTES = ["href", "src", "poster", "content"];

/**
 * The sitemap's hreflang alternates: a page listed in more than one language names the page in
 * each, then English for every other reader (x-default), the order of its head's links.
 */
function sitemapAlternateProblems(site: Site): string[] {
  const problems: string[] = [];
  const listed = new Set(site.sitemapPaths);
  for (const path of site.sitemapPaths) {
    const page = stripLocale(path);
    const languages = localeCodes.filter((l) =>
      listed.has(localizePath(page, l)),
    );
    const expected =
      languages.length < 2
        ? []
        : [
            ...languages.map(
              (l) => `${l} ${site.origin}${localizePath(page, l)}`,
            ),
            `x-default ${site.origin}${localizePath(page, defaultLocale)}`,
          ];
    const found = site.sitemapAlternates[path] ?? [];
    if (found.join(", ") !== expected.join(", "))
      problems.push(
        `sitemap.xml: ${path} has hreflang alternates [${found.join(", ")}], expected [${expected.join(", ")}]`,
      );
  }
  const alternates = Object.values(site.sitemapAlternates).flat().length;
  if (alternates && site.sitemapNamespaces.xhtml !== XHTML_NAMESPACE)
    problems.push(
      `sitemap.xml: its <urlset> must declare xmlns:xhtml="${XHTML_NAMESPACE}" for its hreflang alternates`,
    );
  return problems;
}

/** The same-origin addresses a page names in its attributes (srcset candidates included). */
export function sameOriginUrls(site: Site, page: string): string[] {
  const urls: string[] = [];
  for (const el of $$(
    "[href], [src], [poster], [content], [srcset]",
    site.dom(page),
  )) {
    for (const attr of URL_ATTRIBUTES) {
      const value = el.attribs[attr];
      if (value !== undefined) urls.push(value);
    }
    if (el.attribs.srcset)
      for (const candidate of el.attribs.srcset.split(","))
        urls.push(candidate.trim().split(/\s+/)[0]!);
  }
  return [...new Set(urls)].filter(
    (u) => u.startsWith("/") && !u.startsWith("//"),
  );
}

export function checkLinks(site: Site): CheckResult {
  const problems: string[] = [];
  let checked = 0;
  for (const page of site.pages)
    for (const url of sameOriginUrls(site, page)) {
      checked++;
      const found = site.resolve(new URL(url, "http://x").pathname);
      if (found?.status !== 200)
        problems.push(`${page}: broken link or asset ${url}`);
    }

  if (site.sitemapPaths.length === 0)
    problems.push("sitemap.xml is missing or empty");
  for (const path of site.sitemapPaths)
    if (site.resolve(path)?.status !== 200)
      problems.push(`sitemap.xml lists ${path}, which is not a page`);
  problems.push(...sitemapAlternateProblems(site));

  for (const page of publicPages(site))
    for (const a of $$("a[target=_blank]", site.dom(page))) {
      const rel = (a.attribs.rel ?? "").split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer"))
        problems.push(
          `${page}: new-tab link without rel="noopener noreferrer": ${a.attribs.href ?? ""}`,
        );
    }

  if (!site.pages.includes("admin/index.html"))
    problems.push("admin/index.html is missing");
  else if (
    $$(
      'meta[name=robots][content="noindex, nofollow"]',
      site.dom("admin/index.html"),
    ).length !== 1
  )
    problems.push("admin/index.html must be marked noindex");
  if (site.sitemapPaths.some((path) => path.startsWith("/admin")))
    problems.push("sitemap.xml must not list /admin");
  for (const page of publicPages(site))
    if ($$('[href^="/admin"]', site.dom(page)).length)
      problems.push(`${page} links to /admin`);

  const alternated = Object.values(site.sitemapAlternates).filter(
    (a) => a.length,
  ).length;
  return {
    problems,
    figures: [
      `links and assets      ${checked} checked; sitemap lists ${site.sitemapPaths.length} pages, ${alternated} with hreflang alternates`,
    ],
  };
}
