import { paths, pathsIn } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import type { Locale } from "#app/content/locales.ts";
import {
  type Branch,
  type JsonLd,
  ORGANIZATION_ID,
  postalAddressLd,
} from "#app/lib/structured-data.ts";

// A module of its own rather than a part of structured-data.ts, which every page loads: the
// home page's JavaScript budget has no room for what only the branch pages use.

/**
 * A branch's own page: the branch as a local business of the institute, with its address in
 * parts, phone (its own, else the institute's), opening hours and map position where site.json
 * gives them, and the range of the fees (`priceRange`, lib/fees.ts: feeRange); `branch` in the
 * page's language.
 */
export function branchLd(
  branch: Branch,
  locale: Locale = "en",
  priceRange?: string,
): JsonLd {
  const url = paths.absolute(pathsIn(locale).branch(branch.id));
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    "@id": `${url}#branch`,
    name: `${siteConfig.name}, ${branch.town}`,
    url,
    image: paths.absolute("/og-image.png"),
    address: postalAddressLd(branch),
    telephone: branch.phone ?? siteConfig.phone,
    ...(priceRange ? { priceRange } : {}),
    ...(branch.hours?.length
      ? {
          openingHoursSpecification: branch.hours.map((h) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
    ...(branch.geo
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: branch.geo.latitude,
            longitude: branch.geo.longitude,
          },
        }
      : {}),
    parentOrganization: {
      "@type": "EducationalOrganization",
      "@id": ORGANIZATION_ID,
      name: siteConfig.name,
    },
  };
}
