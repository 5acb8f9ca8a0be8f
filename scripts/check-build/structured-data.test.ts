// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkStructuredData } from "#scripts/check-build/structured-data.ts";
import { siteOf, sitemap } from "#scripts/check-build/test-site.ts";

const ld = (data: object | string) =>
  `<script type="application/ld+json">${typeof data === "string" ? data : JSON.stringify(data)}</script>`;
const page = (...blocks: string[]) =>
  `<!doctype html><html><head>${blocks.join("")}</head><body></body></html>`;
const org = {
  "@context": "https://schema.org",
  "@type": "EducationalOrganization",
};
const crumbs = { "@context": "https://schema.org", "@type": "BreadcrumbList" };
const course = { "@context": "https://schema.org", "@type": "Course" };
const branch = {
  "@context": "https://schema.org",
  "@type": ["EducationalOrganization", "LocalBusiness"],
  address: { "@type": "PostalAddress", addressLocality: "Kolhapur" },
  telephone: "+91 98765 43211",
};
const courseList = (...items: [position: number, url: string][]) => ({
  "@context": "https://schema.org",
  "@type": "ItemList",
  itemListElement: items.map(([position, url]) => ({
    "@type": "ListItem",
    position,
    url,
  })),
});

describe("structured data", () => {
  it("expects the institute at home, a course and breadcrumbs on a course page, breadcrumbs elsewhere", () => {
    const site = siteOf({
      "index.html": page(ld(org)),
      "mr/index.html": page(ld(org)),
      "courses/index.html": page(
        ld(courseList([1, "https://example.org/courses/java"])),
        ld(crumbs),
      ),
      "courses/java/index.html": page(ld(course), ld(crumbs)),
      "about/index.html": page(ld(crumbs)),
      "sitemap.xml": sitemap("/", "/mr", "/courses", "/courses/java", "/about"),
    });
    expect(checkStructuredData(site)).toEqual({
      problems: [],
      figures: ["structured data       7 JSON-LD blocks on the content pages"],
    });
  });

  it("expects the catalogue's list to name its course pages, numbered from 1", () => {
    const site = siteOf({
      "courses/index.html": page(
        ld(
          courseList(
            [1, "https://example.org/courses/java"],
            [3, "https://example.org/mr/courses/python"],
          ),
        ),
        ld(crumbs),
      ),
      "mr/courses/index.html": page(ld(crumbs)),
      "sitemap.xml": sitemap(
        "/courses",
        "/courses/java",
        "/courses/python",
        "/mr/courses",
      ),
    });
    expect(checkStructuredData(site).problems).toEqual([
      "/courses: ItemList entry 2 has position 3",
      "/courses: ItemList names [https://example.org/courses/java https://example.org/mr/courses/python], expected the course pages [https://example.org/courses/java https://example.org/courses/python]",
      "/mr/courses: no ItemList JSON-LD (has BreadcrumbList)",
    ]);
  });

  it("names a missing type, a block that does not parse and one without schema.org", () => {
    const site = siteOf({
      "index.html": page(ld(crumbs)),
      "courses/java/index.html": page(
        ld("{not json"),
        ld({ "@type": "BreadcrumbList" }),
      ),
      "about/index.html": page(),
      "sitemap.xml": sitemap("/", "/courses/java", "/about"),
    });
    expect(checkStructuredData(site).problems).toEqual([
      "/: no EducationalOrganization JSON-LD (has BreadcrumbList)",
      "/courses/java: JSON-LD that does not parse",
      "/courses/java: JSON-LD without the schema.org @context",
      "/courses/java: no Course JSON-LD (has BreadcrumbList)",
      "/about: no BreadcrumbList JSON-LD (has none)",
    ]);
  });

  it("expects a branch page's local business, of several types, with its town and phone", () => {
    const site = siteOf({
      "branches/kolhapur/index.html": page(ld(branch), ld(crumbs)),
      "branches/sangli/index.html": page(
        ld({ ...branch, address: {}, telephone: undefined }),
      ),
      "mr/branches/sangli/index.html": page(ld(org), ld(crumbs)),
      "sitemap.xml": sitemap(
        "/branches/kolhapur",
        "/branches/sangli",
        "/mr/branches/sangli",
      ),
    });
    expect(checkStructuredData(site).problems).toEqual([
      "/branches/sangli: LocalBusiness JSON-LD without address.addressLocality",
      "/branches/sangli: LocalBusiness JSON-LD without telephone",
      "/branches/sangli: no BreadcrumbList JSON-LD (has EducationalOrganization, LocalBusiness)",
      "/mr/branches/sangli: no LocalBusiness JSON-LD (has EducationalOrganization, BreadcrumbList)",
    ]);
  });

  it("checks a course's offer, places, schedules and instructors", () => {
    const rohan = {
      "@type": "Person",
      name: "Rohan Patil",
      url: "https://x.example/faculty#rohan-patil",
    };
    const good = {
      ...course,
      offers: { "@type": "Offer", price: 24000, priceCurrency: "INR" },
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          location: {
            "@type": "Place",
            address: { "@type": "PostalAddress" },
          },
          courseSchedule: {
            "@type": "Schedule",
            startTime: "07:30",
            endTime: "09:30",
            repeatFrequency: "P1D",
          },
          instructor: [rohan],
        },
        {
          "@type": "CourseInstance",
          location: { "@type": "VirtualLocation", url: "https://x.example" },
          instructor: [rohan, { ...rohan, name: "Sneha Joshi" }],
        },
      ],
    };
    const bad = {
      ...course,
      offers: { "@type": "Offer", price: "24,000", priceCurrency: "Rs" },
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          location: "Kolhapur",
          instructor: [rohan],
        },
        {
          "@type": "CourseInstance",
          courseSchedule: { "@type": "Schedule", startTime: "07:30" },
          instructor: [rohan],
        },
        { "@type": "CourseInstance" },
        {
          "@type": "CourseInstance",
          instructor: [{ ...rohan, url: "https://x.example/about" }],
        },
      ],
    };
    const site = siteOf({
      "courses/java/index.html": page(ld(good), ld(crumbs)),
      "courses/python/index.html": page(ld(bad), ld(crumbs)),
      "sitemap.xml": sitemap("/courses/java", "/courses/python"),
    });
    expect(checkStructuredData(site).problems).toEqual([
      "/courses/python: the Course's offers must be an Offer with a price above 0 in INR",
      "/courses/python: hasCourseInstance[0]: location must be a Place with a PostalAddress or a VirtualLocation with a url",
      "/courses/python: hasCourseInstance[1]: courseSchedule must be a Schedule with startTime, endTime and repeatFrequency",
      "/courses/python: hasCourseInstance[2]: instructor must list the tutors, each a Person with a name and the url of their card on the Tutors page",
      "/courses/python: hasCourseInstance[3]: instructor must list the tutors, each a Person with a name and the url of their card on the Tutors page",
    ]);
  });
});
