import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { pageMeta } from "./seo.ts";

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
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Course" } });
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

  it("marks pages that must not be indexed", () => {
    const meta = pageMeta({
      title: "Not found",
      description: "d",
      path: "/404",
      noindex: true,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
