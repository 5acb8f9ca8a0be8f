import {
  defaultLocale,
  hrefLang,
  localeCodes,
  localizePath,
  stripLocale,
} from "#app/content/locales.ts";

/** The namespace of a sitemap's hreflang alternates (`<xhtml:link>`). */
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/**
 * sitemap.xml for the given paths of the site at `siteUrl`. A page listed in more than one
 * language names the same page in each, and the English one for every other reader
 * (x-default), as its head does (app/lib/seo.ts): search engines read these alternates from
 * the sitemap too.
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastmod: string,
): string {
  const listed = new Set(paths);
  const url = (path: string) => new URL(path, siteUrl).href;
  const alternatesOf = (path: string): [string, string][] => {
    const page = stripLocale(path);
    const languages = localeCodes.filter((l) =>
      listed.has(localizePath(page, l)),
    );
    if (languages.length < 2 || !languages.includes(defaultLocale)) return [];
    return [
      ...languages.map((l): [string, string] => [
        hrefLang(l),
        localizePath(page, l),
      ]),
      ["x-default", localizePath(page, defaultLocale)],
    ];
  };
  const urls = paths
    .map((path) =>
      [
        "  <url>",
        `    <loc>${url(path)}</loc>`,
        `    <lastmod>${lastmod}</lastmod>`,
        ...alternatesOf(path).map(
          ([lang, alternate]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(alternate)}"/>`,
        ),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NAMESPACE}">
${urls}
</urlset>
`;
}

/** robots.txt that allows everything and names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", siteUrl).href}
`;
}
