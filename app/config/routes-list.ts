import { courses } from "../content/courses";
import { navCourses } from "../content/nav-courses";

/** The pages that are not course pages, in the order the sitemap lists them. */
export const staticPaths = [
  "/",
  "/courses",
  "/about",
  "/placements",
  "/learn-more",
  "/contact",
  "/my-enquiries",
] as const;

/** Course pages with detail data. */
export const courseDetailPaths = courses.map((c) => `/courses/${c.slug}`);

/** Menu courses without detail data: prerendered as redirects to /courses. */
export const courseRedirectPaths = navCourses
  .filter((n) => !courses.some((c) => c.slug === n.slug))
  .map((n) => n.path);

/** The pages search engines should know: everything but the redirects and My enquiries. */
export function sitemapPaths(): string[] {
  return [
    ...staticPaths.filter((p) => p !== "/my-enquiries"),
    ...courseDetailPaths,
  ];
}

/** Every path written to static HTML at build time. */
export function prerenderPaths(): string[] {
  return [...staticPaths, ...courseDetailPaths, ...courseRedirectPaths];
}
