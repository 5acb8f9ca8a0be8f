/**
 * The maps-service address that shows `query` inside an iframe (SPEC.md §2 'Maps'). The query
 * is a place description from siteConfig, e.g. "Vishrambag, Sangli, Maharashtra 416415", so it
 * is encoded whole: commas, spaces, '&' and '#' must not break the URL.
 */
export function mapEmbedUrl(query: string): string {
  const place = query.trim().replace(/\s+/g, " ");
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
}
