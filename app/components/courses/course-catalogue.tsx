import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { NavCourse } from "~/content/schema";

export type CatalogueGroup = {
  name: string;
  courses: readonly (NavCourse & { duration?: string })[];
};

/**
 * Every course the institute teaches, grouped. A course with a `duration` has a detail page;
 * the others invite an enquiry until their page is written (PRODUCT.md §2).
 */
export function CourseCatalogue({
  groups,
}: {
  groups: readonly CatalogueGroup[];
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6">
      {groups.map((group) => (
        <section
          key={group.name}
          aria-labelledby={`group-${slugify(group.name)}`}
        >
          <h2
            id={`group-${slugify(group.name)}`}
            className="text-xl font-bold text-ink"
          >
            {group.name}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.courses.map((course) => (
              <li
                key={course.slug}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-ink">
                  {course.name}
                </h3>
                {course.duration ? (
                  <>
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                      <Clock aria-hidden="true" className="size-4" />
                      {course.duration}
                    </p>
                    <Link
                      to={course.path}
                      className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
                    >
                      View course details
                      <span className="sr-only">for {course.name}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="mt-1 text-sm text-muted">
                      Course details coming soon.
                    </p>
                    <Link
                      to={paths.contact}
                      className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
                    >
                      Enquire about {course.name}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slugify(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
