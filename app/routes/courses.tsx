import { useLocation } from "react-router";
import type { Route } from "./+types/courses";
import { CourseCatalogue } from "~/components/courses/course-catalogue";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { courseGroups } from "~/content/course-groups";
import { pageContent } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { packOf } from "~/i18n/pack";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { groupCourses } from "~/lib/catalogue";
import { pageMeta } from "~/lib/seo";

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
