import { useLocation } from "react-router";
import type { Route } from "./+types/courses";
import { CourseCatalogue } from "#app/components/courses/course-catalogue.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { courseGroups } from "#app/content/vocabulary.ts";
import { pageContent } from "#app/i18n/content-loader.ts";
import { localeOf } from "#app/content/locales.ts";
import { packOf } from "#app/i18n/pack.ts";
import { pageLanguage } from "#app/i18n/use-i18n.ts";
import { groupCourses } from "#app/lib/catalogue.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { courseListLd } from "#app/lib/structured-data.ts";
import { siteConfig } from "#app/config/site.ts";
import {
  pageRouteTexts,
  usePageRouteTexts,
} from "#app/i18n/page-route-texts.ts";

function describe(pathname: string) {
  const { locale, towns } = pageLanguage(pathname);
  const r = pageRouteTexts[locale];
  const count = packOf("en").shell.navCourses.length;
  return r.courses.description(count, towns);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { locale, homeCrumb, towns } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  return pageMeta({
    title: r.courses.title,
    documentTitle: `${r.courses.searchTitle(towns)} | ${siteConfig.name}`,
    description: describe(location.pathname),
    path: paths.courses,
    locale,
    breadcrumbs: [homeCrumb],
    jsonLd: loaderData ? [courseListLd(loaderData.coursePages, locale)] : [],
  });
};

/** Every menu course, grouped, with the little of its details the catalogue shows. */
async function load({ request }: { request: Request }) {
  const locale = localeOf(new URL(request.url).pathname);
  const { courses } = await pageContent(locale, ["courses"]);
  const catalogue = groupCourses(
    packOf(locale).shell.navCourses.map((n) => {
      const detail = courses.find((c) => c.slug === n.slug);
      return {
        ...n,
        detail: detail && {
          duration: detail.duration,
          tagline: detail.tagline,
          image: detail.image,
        },
      };
    }),
    courseGroups,
  );
  // The courses with a page of their own, in the menu's order.
  const coursePages = packOf(locale)
    .shell.navCourses.map((n) => n.slug)
    .filter((slug) => courses.some((c) => c.slug === slug));
  return { catalogue, coursePages };
}
export const loader = load;
export const clientLoader = load;

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const r = usePageRouteTexts();
  const pathname = useLocation().pathname;
  return (
    <>
      <PageHeading title={r.courses.title} intro={describe(pathname)} />
      <OpeningEnd />
      <CourseCatalogue groups={catalogue} />
    </>
  );
}
