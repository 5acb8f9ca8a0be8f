import { paths } from "../config/paths.ts";
import { siteConfig } from "../config/site.ts";

/** schema.org data for search engines, rendered by route `meta` as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const ORGANIZATION_ID = `${siteConfig.url}/#organization`;

/** The institute with both branches (on the home page; other pages refer to it by @id). */
export function organizationLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": ORGANIZATION_ID,
    name: siteConfig.name,
    url: paths.absolute(paths.home),
    logo: paths.absolute("/favicon.svg"),
    description: siteConfig.description,
    foundingDate: String(siteConfig.foundedYear),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    sameAs: siteConfig.social.map((s) => s.href),
    location: siteConfig.branches.map((branch) => ({
      "@type": "Place",
      name: `${siteConfig.name}, ${branch.town}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: branch.address,
        addressLocality: branch.town,
        addressCountry: "IN",
      },
    })),
  };
}

const COURSE_MODE = {
  Online: "Online",
  Classroom: "Onsite",
  Weekend: "Blended",
} as const;

/** A course with its upcoming batches as course instances. */
export function courseLd(course: {
  slug: string;
  title: string;
  description: string;
  batches: readonly { start?: string; mode: keyof typeof COURSE_MODE }[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url: paths.absolute(paths.course(course.slug)),
    provider: {
      "@type": "EducationalOrganization",
      "@id": ORGANIZATION_ID,
      name: siteConfig.name,
    },
    hasCourseInstance: course.batches.map((batch) => ({
      "@type": "CourseInstance",
      courseMode: COURSE_MODE[batch.mode],
      ...(batch.start ? { startDate: batch.start } : {}),
    })),
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
