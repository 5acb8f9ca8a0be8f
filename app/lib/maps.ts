/**
 * The maps-service address that shows `query` inside an iframe (SPEC.md §2 'Maps'). The query
 * is a place description from siteConfig, e.g. "Vishrambag, Sangli, Maharashtra 416415", so it
 * is encoded whole: commas, spaces, '&' and '#' must not break the URL.
 */
export function mapEmbedUrl(query: string): string {
  const place = query.trim().replace(/\s+/g, " ");
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
}

const place = (query: string) =>
  encodeURIComponent(query.trim().replace(/\s+/g, " "));

/** The maps service's route to `query` from wherever the visitor is (its own app on a phone). */
export function directionsUrl(query: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place(query)}`;
}

/** The maps service's page of `query`: the map for a visitor without scripts. */
export function mapPageUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${place(query)}`;
}
