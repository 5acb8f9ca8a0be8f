import { NavLink } from "react-router";
import { mainNav } from "~/config/nav";
import type { NavCourse } from "~/content/schema";
import { cn } from "~/lib/utils";
import { CoursesMenu } from "./courses-menu";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NoScriptNav } from "./no-script";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800",
    isActive ? "text-brand-700" : "text-ink",
  );

/** The header of every page: logo, the wide-screen navigation and the narrow-screen drawer. */
export function SiteHeader({ courses }: { courses: readonly NavCourse[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={mainNav.home.href} end className={linkClass}>
                {mainNav.home.label}
              </NavLink>
            </li>
            <CoursesMenu
              label={mainNav.courses.label}
              href={mainNav.courses.href}
              courses={courses}
            />
            <li data-slot="nojs-courses-link" className="hidden">
              <NavLink to={mainNav.courses.href} className={linkClass}>
                {mainNav.courses.label}
              </NavLink>
            </li>
            {mainNav.rest.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileNav courses={courses} className="md:hidden" />
      </div>
      <NoScriptNav />
    </header>
  );
}
