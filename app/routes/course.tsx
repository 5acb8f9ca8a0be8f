import { redirect, replace } from "react-router";
import type { Route } from "./+types/course";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { courses } from "~/content/courses";
import { pageMeta } from "~/lib/seo";

const findCourse = (slug: string) => courses.find((c) => c.slug === slug);

/**
 * Only the courses with detail data have a page; any other slug goes to the catalogue and the
 * bad address never stays in history. At build time the prerendered page redirects with 301,
 * which leaves at once.
 */
export const loader = ({ params }: Route.LoaderArgs) => {
  const course = findCourse(params.slug);
  if (!course) throw replace(paths.courses, 301);
  return { course };
};

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  const course = findCourse(params.slug);
  if (course) return { course };
  // Loaded from the address bar, the bad address is already the current entry: replace it.
  // Followed from a link, it was never committed, and a plain redirect keeps the page the
  // visitor came from under Back (a replace would overwrite that page instead).
  const loadedDirectly =
    new URL(request.url).pathname === window.location.pathname;
  throw loadedDirectly ? replace(paths.courses) : redirect(paths.courses);
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.course.title,
        description: `${loaderData.course.title}: ${loaderData.course.duration} course with practical classes.`,
        path: paths.course(loaderData.course.slug),
      })
    : [];

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <PageHeading title={course.title} intro={`Duration: ${course.duration}`}>
      <p className="mt-6 text-muted">
        Batches, curriculum and enquiries for this course are on their way to
        this page.
      </p>
    </PageHeading>
  );
}
