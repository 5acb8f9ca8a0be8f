import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import type { NavCourse } from "~/content/schema";

/**
 * The wide-screen Courses menu. Radix opens it on hover and closes it 150 ms after the
 * pointer leaves (SPEC.md §2); Enter, Space and the arrow keys work too (PRODUCT.md §8).
 */
export function CoursesMenu({
  label,
  courses,
}: {
  label: string;
  courses: readonly NavCourse[];
}) {
  return (
    <NavigationMenu.Item value="courses">
      <NavigationMenu.Trigger
        data-slot="courses-trigger"
        className="group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        data-slot="courses-menu"
        className="absolute top-full left-1/2 z-50 mt-2 w-[44rem] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <ul className="grid grid-cols-3 gap-1">
          {courses.map((course) => (
            <li key={course.slug}>
              <NavigationMenu.Link asChild>
                <Link
                  to={course.path}
                  className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                >
                  {course.name}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
