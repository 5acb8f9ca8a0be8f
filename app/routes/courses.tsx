import type { Route } from "./+types/courses";
import { CourseCatalogue } from "~/components/courses/course-catalogue";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { branchTowns } from "~/config/site";
import { courseGroups } from "~/content/course-groups";
import { pageContent } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { shells } from "~/i18n/shell";
import { groupCourses } from "~/lib/catalogue";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `All ${shells.en.navCourses.length} software and computer courses taught at our ${branchTowns} branches, from Java and Python to cloud, design and office skills.`;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "All Courses",
    description,
    path: paths.courses,
    locale: localeOf(location.pathname),
    breadcrumbs: [HOME_CRUMB],
  });

/** Every menu course, grouped, with the little of its details the catalogue shows. */
async function load({ request }: { request: Request }) {
  const locale = localeOf(new URL(request.url).pathname);
  const { courses } = await pageContent(locale, ["courses"]);
  const catalogue = groupCourses(
    shells[locale].navCourses.map((n) => {
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
  return (
    <>
      <PageHeading title="All Courses" intro={description} />
      <CourseCatalogue groups={catalogue} />
    </>
  );
}
