// @vitest-environment node
import sharp from "sharp";
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
  logo: "https://example.org/logo.png",
};
/** A real PNG of this size, as sharp writes one. */
const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: "#b91c1c" },
  })
    .png()
    .toBuffer();
const crumbs = { "@context": "https://schema.org", "@type": "BreadcrumbList" };
const course = { "@context": "https://schema.org", "@type": "Course" };
const branch = {
  "@context": "https://schema.org",
  "@type": ["EducationalOrganization", "LocalBusiness"],
  address: { "@type": "PostalAddress", addressLocality: "Kolhapur" },
  telephone: "+91 98765 43211",
  priceRange: "₹22,000–₹40,000",
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
  it("expects the institute at home, a course and breadcrumbs on a course page, breadcrumbs elsewhere", async () => {
    const site = siteOf({
      "logo.png": await png(112, 112),
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

  it("expects a branch page's local business, of several types, with its town, phone and price range", async () => {
    const site = siteOf({
      "logo.png": await png(112, 112),
      "branches/kolhapur/index.html": page(ld(branch), ld(crumbs)),
      "branches/sangli/index.html": page(
        ld({
          ...branch,
          address: {},
          telephone: undefined,
          priceRange: undefined,
        }),
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
      "/branches/sangli: LocalBusiness JSON-LD without priceRange",
      "/branches/sangli: no BreadcrumbList JSON-LD (has EducationalOrganization, LocalBusiness)",
      "/mr/branches/sangli: no LocalBusiness JSON-LD (has EducationalOrganization, BreadcrumbList)",
    ]);
  });

  it("expects the price range in rupees", () => {
    const site = siteOf({
      "branches/kolhapur/index.html": page(
        ld({ ...branch, priceRange: "8000-45000" }),
        ld(crumbs),
      ),
      "branches/sangli/index.html": page(
        ld({ ...branch, priceRange: "₹8,000–₹1,50,000" }),
        ld(crumbs),
      ),
      "mr/branches/sangli/index.html": page(
        ld({ ...branch, priceRange: "₹24,000" }),
        ld(crumbs),
      ),
      "sitemap.xml": sitemap(
        "/branches/kolhapur",
        "/branches/sangli",
        "/mr/branches/sangli",
      ),
    });
    expect(checkStructuredData(site).problems).toEqual([
      '/branches/kolhapur: LocalBusiness priceRange "8000-45000" is not in rupees like "₹22,000–₹40,000"',
    ]);
  });

  it("expects the institute's logo to be a PNG of at least 112 × 112 px in the build", async () => {
    const withLogo = (logo: unknown) => page(ld({ ...org, logo }));
    const site = siteOf({
      "logo.png": await png(112, 112),
      "narrow.png": await png(111, 200),
      "short.png": await png(400, 100),
      "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"/>`,
      "index.html": withLogo("https://example.org/logo.png"),
      "mr/index.html": withLogo({
        "@type": "ImageObject",
        url: "https://example.org/logo.png",
      }),
      "about/index.html": withLogo(undefined),
      "contact/index.html": withLogo("https://example.org/favicon.svg"),
      "faculty/index.html": withLogo("https://example.org/narrow.png"),
      "placements/index.html": withLogo("https://example.org/short.png"),
      "policies/index.html": withLogo("https://example.org/gone.png"),
      "verify/index.html": withLogo("https://elsewhere.example/logo.png"),
      "sitemap.xml": sitemap(
        "/",
        "/mr",
        "/about",
        "/contact",
        "/faculty",
        "/placements",
        "/policies",
        "/verify",
      ),
    });
    const problems = checkStructuredData(site).problems.filter(
      (p) => !p.includes("BreadcrumbList"),
    );
    expect(problems).toEqual([
      "/about: the Organization's logo is missing",
      "/contact: the Organization's logo https://example.org/favicon.svg is not a PNG",
      "/faculty: the Organization's logo https://example.org/narrow.png is 111 × 200 px, under 112 × 112",
      "/placements: the Organization's logo https://example.org/short.png is 400 × 100 px, under 112 × 112",
      "/policies: the Organization's logo https://example.org/gone.png is not in the build",
      "/verify: the Organization's logo https://elsewhere.example/logo.png is not on the site (https://example.org)",
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
