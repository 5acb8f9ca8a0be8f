import { useLocation } from "react-router";
import type { Route } from "./+types/courses";
import { CourseCatalogue } from "#app/components/courses/course-catalogue.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { courseGroups } from "#app/content/course-groups.ts";
import { pageContent } from "#app/i18n/content.ts";
import { localeOf } from "#app/i18n/locales.ts";
import { packOf } from "#app/i18n/pack.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { groupCourses } from "#app/lib/catalogue.ts";
import { pageMeta } from "#app/lib/seo.ts";

function describe(pathname: string) {
  const { m, towns } = pageLanguage(pathname);
  const count = packOf("en").shell.navCourses.length;
  return m.routes.courses.description(count, towns);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m, homeCrumb } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.courses.title,
    description: describe(location.pathname),
    path: paths.courses,
    locale,
    breadcrumbs: [homeCrumb],
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
  return { catalogue };
}
export const loader = load;
export const clientLoader = load;

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const { m } = usePageLanguage();
  const pathname = useLocation().pathname;
  return (
    <>
      <PageHeading title={m.routes.courses.title} intro={describe(pathname)} />
      <OpeningEnd />
      <CourseCatalogue groups={catalogue} />
    </>
  );
}
