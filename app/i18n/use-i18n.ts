import { useInRouterContext, useLocation } from "react-router";
import { paths, pathsIn } from "#app/config/paths.ts";
import { defaultLocale, type Locale, localeOf } from "#app/content/locales.ts";
import type { Messages } from "#app/i18n/messages/en.ts";
import { packOf, type Shell } from "#app/i18n/pack.ts";

/** The language of the page being shown (from its address); English outside a router. */
export function useLocale(): Locale {
  const inRouter = useInRouterContext();
  // Hooks are called in the same order on every render: being in a router never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? localeOf(useLocation().pathname) : defaultLocale;
}

/** The interface texts in the page's language. */
export function useMessages(): Messages {
  return packOf(useLocale()).messages;
}

/** The header menu, footer and institute details in the page's language. */
export function useShell(): Shell {
  return packOf(useLocale()).shell;
}

/** The institute's details (towns, addresses…) in the page's language. */
export function useSite() {
  return useShell().site;
}

/** `paths` with every internal address in the page's language. */
export function usePaths() {
  return pathsIn(useLocale());
}

/**
 * Everything a route needs to speak the language of the page at `pathname`: its texts, the
 * institute's details, its addresses and the branch towns in one phrase. Route `meta`
 * functions call it with `location.pathname`; components use `usePageLanguage()`.
 */
export function pageLanguage(pathname: string) {
  const locale = localeOf(pathname);
  const { messages, shell } = packOf(locale);
  return {
    locale,
    m: messages,
    site: shell.site,
    paths: pathsIn(locale),
    towns: messages.routes.towns(shell.site.branches.map((b) => b.town)),
    homeCrumb: { name: messages.routes.home.crumb, path: paths.home },
  };
}

export function usePageLanguage() {
  return pageLanguage(useLocation().pathname);
}
