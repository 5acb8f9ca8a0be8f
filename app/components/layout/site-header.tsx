import { NavLink } from "react-router";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { useMainNav } from "#app/hooks/use-main-nav.ts";
import { useRememberedLanguage } from "#app/hooks/use-remembered-language.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { CoursesMenu } from "#app/components/layout/courses-menu.tsx";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { MobileNav } from "#app/components/layout/mobile-nav.tsx";
import { NoScriptNav } from "#app/components/layout/no-script.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800",
    isActive ? "text-brand-700" : "text-ink",
  );

/**
 * The header of every page: logo, the wide-screen navigation, the language switch (at every
 * width) and the narrow-screen drawer.
 */
export function SiteHeader({ courses }: { courses: readonly NavCourse[] }) {
  useRememberedLanguage();
  const m = useMessages();
  const nav = useMainNav();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo className="min-w-0" />
        <nav aria-label={m.layout.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={nav.home.href} end className={linkClass}>
                {nav.home.label}
              </NavLink>
            </li>
            <CoursesMenu
              label={nav.courses.label}
              href={nav.courses.href}
              courses={courses}
            />
            <li data-slot="nojs-courses-link" className="hidden">
              <NavLink to={nav.courses.href} className={linkClass}>
                {nav.courses.label}
              </NavLink>
            </li>
            {nav.rest.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitch className="px-2 text-sm md:px-3" />
          <MobileNav courses={courses} className="md:hidden" />
        </div>
      </div>
      <NoScriptNav />
    </header>
  );
}
