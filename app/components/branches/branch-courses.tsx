import { Link } from "react-router";

/** The courses held at a branch, each a link to its page. */
export function BranchCourses({
  courses,
  courseHref,
}: {
  courses: readonly { slug: string; title: string }[];
  courseHref: (slug: string) => string;
}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {courses.map((course) => (
        <li key={course.slug}>
          <Link
            to={courseHref(course.slug)}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-ink hover:border-brand-700 hover:text-brand-800"
          >
            {course.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
