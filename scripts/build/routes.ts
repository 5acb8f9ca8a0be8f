import type { SiteContent } from "#app/content/collections.ts";
import {
  fillPath,
  notFoundPage,
  type PageDeclaration,
  type PageRecords,
  pages,
} from "#app/config/pages.ts";
import { pathsIn } from "#app/config/paths.ts";
import {
  defaultLocale,
  localeCodes,
  localizePath,
} from "#app/content/locales.ts";
import { requireContent } from "#scripts/content/load.ts";

/**
 * Where each language's unknown addresses are answered: English ones by the SPA fallback
 * (404.html), the others by a page of the not-found route prerendered in their language.
 */
export const notFoundPaths = localeCodes
  .filter((l) => l !== defaultLocale)
  .map((l) => localizePath(notFoundPage.path, l));

export type SiteRoutes = {
  /**
   * Every English page (app/config/pages.ts), in the sitemap's order: the pages without a
   * parameter, then each course's and each branch's.
   */
  pagePaths: string[];
  /**
   * One English page of each declaration, in the same order (the first course's, the first
   * branch's): the pages of one declaration share their route module, so their scripts and
   * their start; the browser suites that check what the code does, not the data, visit these.
   */
  samplePaths: string[];
  /** English menu courses without detail data: prerendered as redirects to /courses. */
  courseRedirectPaths: string[];
  /** Every language's redirects: the menu courses without detail data to its catalogue. */
  redirects: { from: string; to: string }[];
  /** The pages search engines should know, in every language: not redirects or noindex pages. */
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
  const records: Record<PageRecords, string[]> = {
    course: content.courses.map((c) => c.slug),
    branch: content.site.branches.map((b) => b.id),
  };
  const declared: PageDeclaration[] = Object.values(pages);
  const ordered = [
    ...declared.filter((p) => !p.each),
    ...declared.filter((p) => p.each),
  ];
  const pathsOf = (page: PageDeclaration) =>
    page.each
      ? records[page.each].map((value) => fillPath(page.path, value))
      : [page.path];
  const pagePaths = ordered.flatMap(pathsOf);
  const courseRedirectPaths = content.navCourses
    .filter((n) => !records.course.includes(n.slug))
    .map((n) => n.path);
  const inEvery = (list: readonly string[]) =>
    localeCodes.flatMap((l) => list.map((p) => localizePath(p, l)));
  return {
    pagePaths,
    samplePaths: ordered.flatMap((page) => pathsOf(page).slice(0, 1)),
    courseRedirectPaths,
    redirects: localeCodes.flatMap((l) =>
      courseRedirectPaths.map((from) => ({
        from: localizePath(from, l),
        to: pathsIn(l).courses,
      })),
    ),
    sitemapPaths: inEvery(ordered.filter((p) => !p.noindex).flatMap(pathsOf)),
    prerenderPaths: [
      ...inEvery([...pagePaths, ...courseRedirectPaths]),
      ...notFoundPaths,
    ],
  };
}
