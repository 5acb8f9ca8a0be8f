// Structured data on the content pages (those in the sitemap): every JSON-LD block parses and
// names schema.org, and each kind of page has its types (the institute on the home page, the
// course and its breadcrumbs on a course page, the list of course pages and breadcrumbs on the
// catalogue, the branch as a local business with its town and phone on a branch page,
// breadcrumbs elsewhere). The catalogue's list names every course page of its language. Google's
// recommendations are held too: the institute's logo a PNG of at least 112 × 112 px in the
// build, and every branch's local business a price range in rupees.
import { readFileSync } from "node:fs";
import { stripLocale } from "#app/content/locales.ts";
import { textContent } from "domutils";
import {
  $$,
  type CheckResult,
  type Site,
  pageFile,
} from "#scripts/check-build/site.ts";

export function expectedTypes(path: string): string[] {
  const page = stripLocale(path);
  if (page === "/") return ["EducationalOrganization"];
  if (page.startsWith("/courses/")) return ["Course", "BreadcrumbList"];
  if (page.startsWith("/branches/")) return ["LocalBusiness", "BreadcrumbList"];
  if (page === "/courses") return ["ItemList", "BreadcrumbList"];
  return ["BreadcrumbList"];
}

/**
 * What a branch's local business always gives (its town, a phone: the branch's own or the
 * institute's, and the range of the fees in rupees, "₹22,000–₹40,000" or one amount). Its PIN
 * code, hours and map position are optional in site.json, so their absence is no error here;
 * the unit tests and e2e check them on the fixture content.
 */
function localBusinessProblems(path: string, data: object): string[] {
  const d = data as {
    address?: { addressLocality?: string };
    telephone?: string;
    priceRange?: unknown;
  };
  const problems = [
    ...(d.address?.addressLocality ? [] : ["address.addressLocality"]),
    ...(d.telephone ? [] : ["telephone"]),
    ...(d.priceRange === undefined ? ["priceRange"] : []),
  ].map((field) => `${path}: LocalBusiness JSON-LD without ${field}`);
  if (d.priceRange !== undefined && !RUPEE_RANGE.test(String(d.priceRange)))
    problems.push(
      `${path}: LocalBusiness priceRange ${JSON.stringify(d.priceRange)} is not in rupees like "₹22,000–₹40,000"`,
    );
  return problems;
}

/** An amount in rupees grouped the Indian way, or two joined by an en dash. */
const RUPEE_RANGE =
  /^₹\d{1,3}(,\d{2})*(,\d{3})?(–₹\d{1,3}(,\d{2})*(,\d{3})?)?$/;

/** The smallest logo Google's Organization guidelines accept, in pixels each way. */
export const MIN_LOGO_PX = 112;

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/** A PNG's width and height, from its header (IHDR); undefined for anything else. */
export function pngSize(
  bytes: Buffer,
): { width: number; height: number } | undefined {
  if (
    bytes.length < 24 ||
    !bytes.subarray(0, 8).equals(PNG_SIGNATURE) ||
    bytes.toString("latin1", 12, 16) !== "IHDR"
  )
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The institute's logo: an address on the site (its origin in the sitemap) of a file in the
 * build that is a PNG of at least MIN_LOGO_PX each way.
 */
function logoProblems(site: Site, path: string, logo: unknown): string[] {
  const at = `${path}: the Organization's logo`;
  if (logo === undefined) return [`${at} is missing`];
  const address =
    typeof logo === "string"
      ? logo
      : isObject(logo) && typeof logo.url === "string"
        ? logo.url
        : "";
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return [`${at} is not an address: ${JSON.stringify(logo)}`];
  }
  if (url.origin !== site.origin)
    return [`${at} ${address} is not on the site (${site.origin})`];
  const found = site.resolve(url.pathname);
  if (!found || found.status !== 200)
    return [`${at} ${address} is not in the build`];
  const size = pngSize(readFileSync(found.file));
  if (!size) return [`${at} ${address} is not a PNG`];
  if (size.width < MIN_LOGO_PX || size.height < MIN_LOGO_PX)
    return [
      `${at} ${address} is ${size.width} × ${size.height} px, under ${MIN_LOGO_PX} × ${MIN_LOGO_PX}`,
    ];
  return [];
}

/**
 * The catalogue's ItemList: entries numbered 1, 2, 3… whose addresses are exactly the course
 * pages of the sitemap in the catalogue's language, in any order.
 */
function courseListProblems(
  site: Site,
  path: string,
  list: { itemListElement?: { position?: number; url?: string }[] },
): string[] {
  const items = list.itemListElement ?? [];
  const problems: string[] = [];
  items.forEach((item, i) => {
    if (item.position !== i + 1)
      problems.push(
        `${path}: ItemList entry ${i + 1} has position ${String(item.position)}`,
      );
  });
  const listed = items.map((item) => item.url ?? "").sort();
  const coursePages = site.sitemapPaths
    .filter((p) => p.startsWith(`${path}/`))
    .map((p) => `${site.origin}${p}`)
    .sort();
  if (listed.join(" ") !== coursePages.join(" "))
    problems.push(
      `${path}: ItemList names [${listed.join(" ")}], expected the course pages [${coursePages.join(" ")}]`,
    );
  return problems;
}

export function checkStructuredData(site: Site): CheckResult {
  const problems: string[] = [];
  let blocks = 0;
  for (const path of site.sitemapPaths) {
    const file = pageFile(site, path);
    if (!file) continue;
    const types: string[] = [];
    for (const script of $$(
      'script[type="application/ld+json"]',
      site.dom(file),
    )) {
      blocks++;
      try {
        const data = JSON.parse(textContent(script)) as {
          "@context"?: string;
          "@type"?: string | string[];
          itemListElement?: { position?: number; url?: string }[];
          logo?: unknown;
        };
        if (data["@context"] !== "https://schema.org")
          problems.push(`${path}: JSON-LD without the schema.org @context`);
        // A thing of several kinds lists them all (a branch: ["EducationalOrganization", "LocalBusiness"]).
        const kinds = [data["@type"]].flat().map(String);
        types.push(...kinds);
        if (kinds.includes("LocalBusiness"))
          problems.push(...localBusinessProblems(path, data));
        // The institute itself (a branch is an organization and a local business).
        else if (
          kinds.includes("EducationalOrganization") ||
          kinds.includes("Organization")
        )
          problems.push(...logoProblems(site, path, data.logo));
        if (kinds.includes("ItemList"))
          problems.push(...courseListProblems(site, path, data));
        if (kinds.includes("Course"))
          problems.push(...courseProblems(path, data));
      } catch {
        problems.push(`${path}: JSON-LD that does not parse`);
      }
    }
    for (const type of expectedTypes(path))
      if (!types.includes(type))
        problems.push(
          `${path}: no ${type} JSON-LD (has ${types.join(", ") || "none"})`,
        );
  }
  return {
    problems,
    figures: [
      `structured data       ${blocks} JSON-LD blocks on the content pages`,
    ],
  };
}

type Ld = Record<string, unknown>;
const isObject = (v: unknown): v is Ld =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The shapes search engines read on a course: its fee an `Offer` with a price in rupees, and
 * each instance's place a `Place` with a postal address or a `VirtualLocation` with an address,
 * its schedule with a start and end time and how often it repeats, and its instructors the
 * course's tutors, each at their card on the Tutors page.
 */
export function courseProblems(path: string, course: Ld): string[] {
  const problems: string[] = [];
  const offer = course.offers;
  if (offer !== undefined)
    if (
      !isObject(offer) ||
      offer["@type"] !== "Offer" ||
      typeof offer.price !== "number" ||
      offer.price <= 0 ||
      offer.priceCurrency !== "INR"
    )
      problems.push(
        `${path}: the Course's offers must be an Offer with a price above 0 in INR`,
      );
  const instances = Array.isArray(course.hasCourseInstance)
    ? (course.hasCourseInstance as unknown[])
    : [];
  instances.forEach((instance, i) => {
    const at = `${path}: hasCourseInstance[${i}]`;
    if (!isObject(instance)) return problems.push(`${at} is not an object`);
    const place = instance.location;
    if (
      place !== undefined &&
      !(
        isObject(place) &&
        ((place["@type"] === "Place" &&
          isObject(place.address) &&
          place.address["@type"] === "PostalAddress") ||
          (place["@type"] === "VirtualLocation" &&
            typeof place.url === "string"))
      )
    )
      problems.push(
        `${at}: location must be a Place with a PostalAddress or a VirtualLocation with a url`,
      );
    const schedule = instance.courseSchedule;
    if (
      schedule !== undefined &&
      !(
        isObject(schedule) &&
        schedule["@type"] === "Schedule" &&
        typeof schedule.startTime === "string" &&
        typeof schedule.endTime === "string" &&
        typeof schedule.repeatFrequency === "string"
      )
    )
      problems.push(
        `${at}: courseSchedule must be a Schedule with startTime, endTime and repeatFrequency`,
      );
    // Who teaches it: each tutor a Person at their card on the Tutors page.
    const instructors = instance.instructor;
    if (
      !Array.isArray(instructors) ||
      instructors.length === 0 ||
      !instructors.every(
        (person: unknown) =>
          isObject(person) &&
          person["@type"] === "Person" &&
          typeof person.name === "string" &&
          typeof person.url === "string" &&
          /\/faculty#[a-z0-9-]+$/.test(person.url),
      )
    )
      problems.push(
        `${at}: instructor must list the tutors, each a Person with a name and the url of their card on the Tutors page`,
      );
  });
  return problems;
}
