import { NavigationMenu } from "radix-ui";
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
        <NavigationMenu.Root
          aria-label="Main"
          delayDuration={0}
          className="relative hidden md:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to={mainNav.home.href} end className={linkClass}>
                  {mainNav.home.label}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <CoursesMenu label={mainNav.courses.label} courses={courses} />
            <li data-slot="nojs-courses-link" className="hidden">
              <NavLink to={mainNav.courses.href} className={linkClass}>
                {mainNav.courses.label}
              </NavLink>
            </li>
            {mainNav.rest.map((item) => (
              <NavigationMenu.Item key={item.href}>
                <NavigationMenu.Link asChild>
                  <NavLink to={item.href} className={linkClass}>
                    {item.label}
                  </NavLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <MobileNav courses={courses} className="md:hidden" />
      </div>
      <NoScriptNav />
    </header>
  );
}
