import type { SiteContent } from "#app/content/collections.ts";
import { paths } from "#app/config/paths.ts";
import { defaultLocale, localeCodes, localizePath } from "#app/i18n/locales.ts";
import { requireContent } from "#scripts/content/load.ts";

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

/**
 * Where each language's unknown addresses are answered: English ones by the SPA fallback
 * (404.html), the others by a page of the not-found route prerendered in their language.
 */
export const notFoundPaths = localeCodes
  .filter((l) => l !== defaultLocale)
  .map((l) => localizePath("/404", l));

export type SiteRoutes = {
  /** English course pages with detail data. */
  courseDetailPaths: string[];
  /** English pages of the branches in site.json. */
  branchPaths: string[];
  /** English menu courses without detail data: prerendered as redirects to /courses. */
  courseRedirectPaths: string[];
  /** Every language's redirects: the menu courses without detail data to its catalogue. */
  redirects: { from: string; to: string }[];
  /** The pages search engines should know, in every language: not redirects or My enquiries. */
  sitemapPaths: string[];
  /** Every path written to static HTML at build time. */
  prerenderPaths: string[];
};

/** The site's paths for the given content (by default, the content in app/content). */
export function siteRoutes(
  content: Pick<
    SiteContent,
    "courses" | "navCourses" | "site"
  > = requireContent().content,
): SiteRoutes {
  const courseDetailPaths = content.courses.map((c) => `/courses/${c.slug}`);
  const courseRedirectPaths = content.navCourses
    .filter((n) => !content.courses.some((c) => c.slug === n.slug))
    .map((n) => n.path);
  const branchPaths = content.site.branches.map((b) => paths.branch(b.id));
  const pages = [...staticPaths, ...courseDetailPaths, ...branchPaths];
  const inEvery = (list: readonly string[]) =>
    localeCodes.flatMap((l) => list.map((p) => localizePath(p, l)));
  return {
    courseDetailPaths,
    branchPaths,
    courseRedirectPaths,
    redirects: localeCodes.flatMap((l) =>
      courseRedirectPaths.map((from) => ({
        from: localizePath(from, l),
        to: localizePath("/courses", l),
      })),
    ),
    sitemapPaths: inEvery(pages.filter((p) => p !== "/my-enquiries")),
    prerenderPaths: [
      ...inEvery([...pages, ...courseRedirectPaths]),
      ...notFoundPaths,
    ],
  };
}
