// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteRoutes } from "#scripts/build/routes.ts";
import { content } from "#tests/content.ts";

describe("siteRoutes", () => {
  const routes = siteRoutes(content);
  const english = [
    "/",
    "/courses",
    "/about",
    "/faculty",
    "/placements",
    "/learn-more",
    "/contact",
    "/policies",
    "/courses/java",
    "/courses/python",
    "/courses/data-science",
    "/courses/web-design",
    "/courses/aws",
    "/courses/devops",
    "/courses/fullstack-mern",
    "/branches/kolhapur",
    "/branches/sangli",
  ];
  const marathi = [
    "/mr",
    "/mr/courses",
    "/mr/about",
    "/mr/faculty",
    "/mr/placements",
    "/mr/learn-more",
    "/mr/contact",
    "/mr/policies",
    "/mr/courses/java",
    "/mr/courses/python",
    "/mr/courses/data-science",
    "/mr/courses/web-design",
    "/mr/courses/aws",
    "/mr/courses/devops",
    "/mr/courses/fullstack-mern",
    "/mr/branches/kolhapur",
    "/mr/branches/sangli",
  ];

  it("lists every page: those without a parameter, then each course's and branch's", () => {
    expect(routes.pagePaths).toEqual([
      ...english.slice(0, 8),
      "/my-enquiries",
      "/verify",
      ...english.slice(8),
    ]);
  });

  it("names one page of each declaration for the suites that check the code, not the data", () => {
    expect(routes.samplePaths).toEqual([
      "/",
      "/courses",
      "/about",
      "/faculty",
      "/placements",
      "/learn-more",
      "/contact",
      "/policies",
      "/my-enquiries",
      "/verify",
      "/courses/java",
      "/branches/kolhapur",
    ]);
  });

  it("gives search engines every page in both languages, but not the noindex ones", () => {
    // Not the enquiries kept on the device, nor the certificate check.
    expect(routes.sitemapPaths).toEqual([...english, ...marathi]);
  });

  it("prerenders every page, the menu courses without a page and Marathi's not-found page", () => {
    expect(routes.courseRedirectPaths).toHaveLength(19);
    expect(routes.courseRedirectPaths[0]).toBe("/courses/ui-ux");
    expect(routes.prerenderPaths).toHaveLength((19 + 19) * 2 + 1);
    for (const path of [
      ...english,
      ...marathi,
      "/my-enquiries",
      "/mr/my-enquiries",
      "/verify",
      "/mr/verify",
      "/courses/ui-ux",
      "/mr/courses/android",
      "/mr/404",
    ])
      expect(routes.prerenderPaths).toContain(path);
    expect(routes.prerenderPaths).not.toContain("/404");
  });

  it("redirects each menu course without a page to its language's catalogue", () => {
    expect(routes.redirects).toHaveLength(38);
    expect(routes.redirects).toContainEqual({
      from: "/courses/ui-ux",
      to: "/courses",
    });
    expect(routes.redirects).toContainEqual({
      from: "/mr/courses/android",
      to: "/mr/courses",
    });
  });
});
