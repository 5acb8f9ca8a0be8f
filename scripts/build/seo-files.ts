/** sitemap.xml for the given paths of the site at `siteUrl`. */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastmod: string,
): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${new URL(path, siteUrl).href}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
