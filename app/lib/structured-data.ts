import { SITE_TIME_ZONE } from "#app/config/constants.ts";
import { paths } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import type { SiteConfig } from "#app/content/schema.ts";
import { type Locale, localizePath } from "#app/i18n/locales.ts";

/** schema.org data for search engines, rendered by route `meta` as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const ORGANIZATION_ID = `${siteConfig.url}/#organization`;

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
    url: paths.absolute(localizePath(paths.home, locale)),
    logo: paths.absolute("/favicon.svg"),
    description: site.description,
    foundingDate: String(siteConfig.foundedYear),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    sameAs: siteConfig.social.map((s) => s.href),
    location: site.branches.map(branchPlaceLd),
  };
}

type Branch = SiteConfig["branches"][number];

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

const COURSE_MODE = {
  Online: "Online",
  Classroom: "Onsite",
  Weekend: "Blended",
} as const;

/** The teaching languages of the content as language tags (BCP 47). */
const LANGUAGE_TAGS = {
  English: "en",
  Marathi: "mr",
  Hindi: "hi",
  "Marathi and English": ["mr", "en"],
} as const;

const WEEKEND = ["https://schema.org/Saturday", "https://schema.org/Sunday"];

/** A batch as structured data reads it (app/content/schema.ts Batch). */
type BatchForLd = {
  start?: string;
  mode: keyof typeof COURSE_MODE;
  branch?: string;
  /** Class hours, "07:30-09:30", in the institute's time zone. */
  time?: string;
  language?: keyof typeof LANGUAGE_TAGS;
};

/**
 * One batch as a course instance: where it meets (its branch's place, or online at the course's
 * page), when its classes are (daily, or Saturdays and Sundays for a weekend batch) and in
 * which language, each where the content gives it.
 */
function courseInstanceLd(
  batch: BatchForLd,
  courseUrl: string,
  branches: readonly Branch[],
): JsonLd {
  const branch = branches.find((b) => b.id === batch.branch);
  const [startTime, endTime] = batch.time?.split("-") ?? [];
  return {
    "@type": "CourseInstance",
    courseMode: COURSE_MODE[batch.mode],
    ...(batch.start ? { startDate: batch.start } : {}),
    ...(batch.mode === "Online"
      ? { location: { "@type": "VirtualLocation", url: courseUrl } }
      : branch
        ? { location: branchPlaceLd(branch) }
        : {}),
    ...(startTime && endTime
      ? {
          courseSchedule: {
            "@type": "Schedule",
            ...(batch.start ? { startDate: batch.start } : {}),
            startTime,
            endTime,
            scheduleTimezone: SITE_TIME_ZONE,
            ...(batch.mode === "Weekend"
              ? { repeatFrequency: "P1W", byDay: WEEKEND }
              : { repeatFrequency: "P1D" }),
          },
        }
      : {}),
    ...(batch.language ? { inLanguage: LANGUAGE_TAGS[batch.language] } : {}),
  };
}

/**
 * A course with its upcoming batches as course instances, at its address in `locale`, and its
 * fee as an offer in rupees where the content gives one. `branches` are the institute's branches
 * in the page's language.
 */
export function courseLd(
  course: {
    slug: string;
    title: string;
    description: string;
    fees?: { total: number };
    batches: readonly BatchForLd[];
  },
  locale: Locale = "en",
  branches: readonly Branch[] = siteConfig.branches,
): JsonLd {
  const url = paths.absolute(localizePath(paths.course(course.slug), locale));
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    provider: {
      "@type": "EducationalOrganization",
      "@id": ORGANIZATION_ID,
      name: siteConfig.name,
    },
    ...(course.fees
      ? {
          offers: {
            "@type": "Offer",
            price: course.fees.total,
            priceCurrency: "INR",
            category: "Paid",
            url,
          },
        }
      : {}),
    hasCourseInstance: course.batches.map((batch) =>
      courseInstanceLd(batch, url, branches),
    ),
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
