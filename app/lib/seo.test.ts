import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";

describe("pageMeta", () => {
  it("appends the institute name and builds the canonical URL from the site URL", () => {
    const meta = pageMeta({
      title: "About",
      description: "About us",
      path: "/about",
    });
    expect(meta).toContainEqual({ title: `About | ${siteConfig.name}` });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteConfig.url}/about`,
    });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("does not repeat the name when the title is the name", () => {
    const meta = pageMeta({
      title: siteConfig.name,
      description: "d",
      path: "/",
    });
    expect(meta).toContainEqual({ title: siteConfig.name });
  });

  it("adds JSON-LD and a breadcrumb trail ending at the page", () => {
    const meta = pageMeta({
      title: "Java",
      description: "d",
      path: "/courses/java",
      breadcrumbs: [{ name: "Home", path: "/" }],
      jsonLd: [{ "@type": "Course" }],
    });
    expect(meta).toContainEqual({
      "script:ld+json": { "@type": "Course", inLanguage: "en-IN" },
    });
    const trail = meta.find(
      (m) =>
        "script:ld+json" in m &&
        (m["script:ld+json"] as { "@type": string })["@type"] ===
          "BreadcrumbList",
    );
    expect(JSON.stringify(trail)).toContain(
      `"position":2,"name":"Java","item":"${siteConfig.url}/courses/java"`,
    );
  });

  it("gives a Marathi page its address, its alternates both ways and its language", () => {
    const meta = pageMeta({
      title: "Java",
      description: "d",
      path: "/courses/java",
      locale: "mr",
      breadcrumbs: [{ name: "मुख्यपृष्ठ", path: "/" }],
      jsonLd: [{ "@type": "Course" }],
    });
    const origin = "https://www.nimbus-institute.example.com";
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${origin}/mr/courses/java`,
    });
    expect(meta.filter((m) => "rel" in m && m.rel === "alternate")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: `${origin}/courses/java`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "mr",
        href: `${origin}/mr/courses/java`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${origin}/courses/java`,
      },
    ]);
    expect(meta).toContainEqual({ property: "og:locale", content: "mr_IN" });
    expect(meta).toContainEqual({
      "script:ld+json": { "@type": "Course", inLanguage: "mr-IN" },
    });
    expect(JSON.stringify(meta)).toContain(
      `"position":1,"name":"मुख्यपृष्ठ","item":"${origin}/mr"`,
    );
  });

  it("marks pages that must not be indexed", () => {
    const meta = pageMeta({
      title: "Not found",
      description: "d",
      path: "/404",
      noindex: true,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps a page declared noindex (config/pages.ts) from search engines, in every language", () => {
    for (const locale of ["en", "mr"] as const) {
      const meta = pageMeta({
        title: "My enquiries",
        description: "d",
        path: "/my-enquiries",
        locale,
      });
      expect(meta).toContainEqual({ name: "robots", content: "noindex" });
      expect(JSON.stringify(meta)).not.toContain("hrefLang");
    }
  });

  it("takes a whole title when given one, and keeps the page's title for its breadcrumb", () => {
    const meta = pageMeta({
      title: "All Courses",
      documentTitle: "Courses in Kolhapur & Sangli | Nimbus Computer Institute",
      description: "d",
      path: "/courses",
      breadcrumbs: [{ name: "Home", path: "/" }],
    });
    expect(meta).toContainEqual({
      title: "Courses in Kolhapur & Sangli | Nimbus Computer Institute",
    });
    expect(meta).toContainEqual({
      property: "og:title",
      content: "Courses in Kolhapur & Sangli | Nimbus Computer Institute",
    });
    expect(JSON.stringify(meta)).toContain(
      '"position":2,"name":"All Courses","item":"https://www.nimbus-institute.example.com/courses"',
    );
  });

  it("gives a page's own sharing picture with its size and description", () => {
    const meta = pageMeta({
      title: "Java",
      description: "d",
      path: "/courses/java",
      image: { path: "/og/java.jpg", width: 1200, height: 630, alt: "Java" },
    });
    const image = "https://www.nimbus-institute.example.com/og/java.jpg";
    expect(meta).toContainEqual({ property: "og:image", content: image });
    expect(meta).toContainEqual({
      property: "og:image:width",
      content: "1200",
    });
    expect(meta).toContainEqual({
      property: "og:image:height",
      content: "630",
    });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Java" });
    expect(meta).toContainEqual({ name: "twitter:image", content: image });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: "Java" });
  });
});
