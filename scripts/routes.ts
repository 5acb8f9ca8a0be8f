import type { SiteContent } from "#app/content/schema.ts";
import { requireContent } from "./content/load.ts";

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

export type SiteRoutes = {
  /** Course pages with detail data. */
  courseDetailPaths: string[];
  /** Menu courses without detail data: prerendered as redirects to /courses. */
  courseRedirectPaths: string[];
  /** The pages search engines should know: everything but the redirects and My enquiries. */
  sitemapPaths: string[];
  /** Every path written to static HTML at build time. */
  prerenderPaths: string[];
};

/** The site's paths for the given content (by default, the content in app/content). */
export function siteRoutes(
  content: Pick<SiteContent, "courses" | "navCourses"> = requireContent()
    .content,
): SiteRoutes {
  const courseDetailPaths = content.courses.map((c) => `/courses/${c.slug}`);
  const courseRedirectPaths = content.navCourses
    .filter((n) => !content.courses.some((c) => c.slug === n.slug))
    .map((n) => n.path);
  return {
    courseDetailPaths,
    courseRedirectPaths,
    sitemapPaths: [
      ...staticPaths.filter((p) => p !== "/my-enquiries"),
      ...courseDetailPaths,
    ],
    prerenderPaths: [
      ...staticPaths,
      ...courseDetailPaths,
      ...courseRedirectPaths,
    ],
  };
}
