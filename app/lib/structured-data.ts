import { paths, pathsIn } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import type { SiteConfig } from "#app/content/schemas/site.ts";
import type { Locale } from "#app/content/locales.ts";

/** schema.org data for search engines, rendered by route `meta` as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/** The institute's node, which other pages' data refer to. */
export const ORGANIZATION_ID = `${siteConfig.url}/#organization`;

/**
 * The institute with both branches (on the home page; other pages refer to it by @id), described
 * in the page's language: `site` is the institute's details in that language.
 */
export function organizationLd(
  site: SiteConfig = siteConfig,
  locale: Locale = "en",
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": ORGANIZATION_ID,
    name: siteConfig.name,
    url: paths.absolute(pathsIn(locale).home),
    // A raster of at least 112 × 112 px, as Google asks (scripts/media/generate.ts makes it).
    logo: paths.absolute("/logo.png"),
    description: site.description,
    foundingDate: String(siteConfig.foundedYear),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    sameAs: siteConfig.social.map((s) => s.href),
    location: site.branches.map(branchPlaceLd),
  };
}

export type Branch = SiteConfig["branches"][number];

/**
 * A branch's postal address, in the language of `branch`: its parts where site.json gives them
 * (street, PIN code, state), else the whole address as the street.
 */
export function postalAddressLd(branch: Branch): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: branch.streetAddress ?? branch.address,
    addressLocality: branch.town,
    ...(branch.region ? { addressRegion: branch.region } : {}),
    ...(branch.postalCode ? { postalCode: branch.postalCode } : {}),
    addressCountry: "IN",
  };
}

/** A branch as a place: where its classroom batches meet. */
export function branchPlaceLd(branch: Branch): JsonLd {
  return {
    "@type": "Place",
    name: `${siteConfig.name}, ${branch.town}`,
    address: postalAddressLd(branch),
  };
}

/** The trail from the home page to this page. */
export function breadcrumbLd(
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: paths.absolute(item.path),
    })),
  };
}

/**
 * The course pages as a list, in the order the catalogue shows them: the summary page of the
 * course list search engines show (each entry its position and the course page's address).
 */
export function courseListLd(
  slugs: readonly string[],
  locale: Locale = "en",
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: slugs.map((slug, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: paths.absolute(pathsIn(locale).course(slug)),
    })),
  };
}
