import { Link } from "react-router";
import { useMainNav } from "#app/hooks/use-main-nav.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";

/**
 * For visitors without JavaScript, the controls that need scripts give way to plain links:
 * the Courses menu becomes a link to the catalogue, the hamburger a row of links, the popular
 * courses' More toggle, which could do nothing, is not shown (the footer's
 * accordions are native <details> and need nothing). These rules live in a <noscript> in <head>, so they never apply
 * when scripts run.
 */
export const noScriptCss = `
[data-slot="courses-trigger"], [data-slot="hamburger"] { display: none; }
[data-slot="nojs-courses-link"] { display: inline-flex; }
[data-slot="nojs-nav"] { display: block; }
@media (min-width: 48rem) { [data-slot="nojs-nav"] { display: none; } }
[data-slot="popular-toggle"] { display: none; }
`;

/** The id of the row of page links, which the hamburger shows until the app runs. */
export const PAGE_LINKS_ID = "page-links";

/**
 * The narrow-screen links shown instead of the drawer when scripts don't run, and when the
 * hamburger is tapped before the app has loaded (it links here; `:target` shows the row).
 */
export function NoScriptNav() {
  const m = useMessages();
  const nav = useMainNav();
  const items = [nav.home, nav.courses, ...nav.rest];
  return (
    <nav
      id={PAGE_LINKS_ID}
      data-slot="nojs-nav"
      aria-label={m.layout.pageLinksLabel}
      className="hidden border-t border-slate-200 target:block md:target:hidden"
    >
      <ul className="flex flex-wrap justify-center px-1 py-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="block min-h-11 px-2.5 py-3 text-sm font-semibold text-ink"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
