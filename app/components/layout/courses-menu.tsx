import { ChevronDown } from "lucide-react";
import { useId, useMemo } from "react";
import { Link } from "react-router";
import { COURSES_MENU_CLOSE_DELAY_MS } from "#app/config/constants.ts";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { useHoverMenu } from "#app/hooks/use-hover-menu.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { localizePath } from "#app/content/locales.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The wide-screen Courses menu (SPEC.md §2), a disclosure of links as WAI-ARIA recommends for
 * site navigation: it opens on hover and closes 150 ms after the pointer leaves, and Enter,
 * Space, Tab and Escape work as a keyboard user expects (PRODUCT.md §8). Written here rather
 * than with Radix NavigationMenu, which cost 12.7 kB gzip of the home page's 140 kB budget.
 * Until the app runs, the trigger is a link to the catalogue (`href`). The courses' addresses
 * are taken to the page's language.
 */
export function CoursesMenu({
  label,
  href,
  courses,
}: {
  label: string;
  href: string;
  courses: readonly NavCourse[];
}) {
  const { open, close, itemProps, buttonProps } = useHoverMenu(
    COURSES_MENU_CLOSE_DELAY_MS,
  );
  const panelId = useId();
  const hydrated = useHydrated();
  const locale = useLocale();
  // The same element on every render, so opening the menu changes a class and React skips the
  // 19 links.
  const links = useMemo(
    () => (
      <ul className="grid grid-cols-3 gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
        {courses.map((course) => (
          <li key={course.slug}>
            <Link
              to={localizePath(course.path, locale)}
              onClick={close}
              className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {course.name}
            </Link>
          </li>
        ))}
      </ul>
    ),
    [courses, locale, close],
  );
  const trigger = (open: boolean) =>
    cn(
      "group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800",
      open ? "bg-brand-50 text-brand-800" : "text-ink",
    );
  if (!hydrated)
    return (
      <li>
        <Link to={href} data-slot="courses-trigger" className={trigger(false)}>
          {label}
        </Link>
      </li>
    );
  return (
    <li className="relative" {...itemProps}>
      <button
        type="button"
        data-slot="courses-trigger"
        aria-controls={panelId}
        {...buttonProps}
        className={trigger(open)}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-4 transition-transform motion-reduce:transition-none",
            open && "rotate-180",
          )}
        />
      </button>
      <div
        id={panelId}
        data-slot="courses-menu"
        className={cn(
          "absolute top-full left-1/2 z-50 w-176 -translate-x-1/2 pt-2",
          open ? "block" : "hidden",
        )}
      >
        {links}
      </div>
    </li>
  );
}
