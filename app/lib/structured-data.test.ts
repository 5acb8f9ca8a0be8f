import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import {
  branchPlaceLd,
  breadcrumbLd,
  courseListLd,
  organizationLd,
} from "#app/lib/structured-data.ts";
import { courseLd } from "#app/lib/course-structured-data.ts";

describe("structured data", () => {
  it("describes the institute with both branches", () => {
    const org = organizationLd();
    expect(org["@type"]).toBe("EducationalOrganization");
    expect(org.telephone).toBe(siteConfig.phone);
    expect(org.email).toBe(siteConfig.email);
    // A PNG of 256 × 256 px (scripts/media/generate.ts): Google wants at least 112 × 112.
    expect(org.logo).toBe("https://www.nimbus-institute.example.com/logo.png");
    expect(org.location).toHaveLength(2);
    expect(JSON.stringify(org.location)).toContain(siteConfig.branches[1].town);
  });

  it("gives a branch's address in parts where site.json has them, else whole", () => {
    const branch = {
      id: "sangli",
      town: "Sangli",
      address: "101 Vishrambag Plaza, Sangli, Maharashtra 416415",
      mapQuery: "Vishrambag, Sangli",
    };
    expect(
      branchPlaceLd({
        ...branch,
        streetAddress: "101 Vishrambag Plaza",
        region: "Maharashtra",
        postalCode: "416415",
      }),
    ).toEqual({
      "@type": "Place",
      name: "Nimbus Computer Institute, Sangli",
      address: {
        "@type": "PostalAddress",
        streetAddress: "101 Vishrambag Plaza",
        addressLocality: "Sangli",
        addressRegion: "Maharashtra",
        postalCode: "416415",
        addressCountry: "IN",
      },
    });
    expect(branchPlaceLd(branch).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "101 Vishrambag Plaza, Sangli, Maharashtra 416415",
      addressLocality: "Sangli",
      addressCountry: "IN",
    });
  });

  it("gives a course its batches as course instances", () => {
    const ld = courseLd({
      slug: "java",
      title: "Java",
      description: "d",
      batches: [
        { start: "2026-12-01", mode: "Online" },
        { start: "2027-01-05", mode: "Classroom" },
      ],
    });
    expect(ld.url).toBe(`${siteConfig.url}/courses/java`);
    expect(ld.hasCourseInstance).toEqual([
      {
        "@type": "CourseInstance",
        courseMode: "Online",
        startDate: "2026-12-01",
        location: {
          "@type": "VirtualLocation",
          url: "https://www.nimbus-institute.example.com/courses/java",
        },
      },
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: "2027-01-05",
      },
    ]);
  });

  it("describes the institute and a course at their Marathi addresses in Marathi", () => {
    const site: typeof siteConfig = {
      ...siteConfig,
      description: "कोल्हापूर आणि सांगली येथे नोकरीभिमुख प्रशिक्षण.",
      branches: [
        { ...siteConfig.branches[0], town: "कोल्हापूर" },
        { ...siteConfig.branches[1], town: "सांगली" },
      ],
    };
    const org = organizationLd(site, "mr");
    expect(org.url).toBe("https://www.nimbus-institute.example.com/mr");
    expect(org.description).toBe("कोल्हापूर आणि सांगली येथे नोकरीभिमुख प्रशिक्षण.");
    expect(JSON.stringify(org.location)).toContain(
      '"addressLocality":"कोल्हापूर"',
    );
    const course = courseLd(
      { slug: "java", title: "Java", description: "d", batches: [] },
      "mr",
    );
    expect(course.url).toBe(
      "https://www.nimbus-institute.example.com/mr/courses/java",
    );
  });

  it("numbers the breadcrumb trail from 1 with absolute URLs", () => {
    const ld = breadcrumbLd([
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
    ]);
    expect(ld.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Home",
        item: `${siteConfig.url}/`,
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Courses",
        item: `${siteConfig.url}/courses`,
      },
    ]);
  });

  it("lists the course pages as numbered items with their addresses in the page's language", () => {
    expect(courseListLd(["java", "python", "data-science"])).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          url: "https://www.nimbus-institute.example.com/courses/java",
        },
        {
          "@type": "ListItem",
          position: 2,
          url: "https://www.nimbus-institute.example.com/courses/python",
        },
        {
          "@type": "ListItem",
          position: 3,
          url: "https://www.nimbus-institute.example.com/courses/data-science",
        },
      ],
    });
    expect(courseListLd(["aws"], "mr")).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          url: "https://www.nimbus-institute.example.com/mr/courses/aws",
        },
      ],
    });
  });
});
