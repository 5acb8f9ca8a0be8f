import type { Route } from "./+types/courses";
import { CourseCatalogue } from "~/components/courses/course-catalogue";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { branchTowns } from "~/config/site";
import { courses } from "virtual:content/courses";
import { navCourses } from "virtual:content/navCourses";
import { courseGroups } from "~/content/course-groups";
import { groupCourses } from "~/lib/catalogue";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `All ${navCourses.length} software and computer courses taught at our ${branchTowns} branches, from Java and Python to cloud, design and office skills.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "All Courses",
    description,
    path: paths.courses,
    breadcrumbs: [HOME_CRUMB],
  });

const catalogue = groupCourses(
  navCourses.map((n) => ({
    ...n,
    detail: courses.find((c) => c.slug === n.slug),
  })),
  courseGroups,
);

export default function CoursesPage() {
  return (
    <>
      <PageHeading title="All Courses" intro={description} />
      <CourseCatalogue groups={catalogue} />
    </>
  );
}
