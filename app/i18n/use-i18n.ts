import { useInRouterContext, useLocation } from "react-router";
import { paths } from "../config/paths.ts";
import {
  defaultLocale,
  type Locale,
  localeOf,
  localizePath,
} from "./locales.ts";
import { en, type Messages } from "./messages/en.ts";
import { mr } from "./messages/mr.ts";
import { shells, type Shell } from "./shell.ts";

const messages: Record<Locale, Messages> = { en, mr };

/** The language of the page being shown (from its address); English outside a router. */
export function useLocale(): Locale {
  const inRouter = useInRouterContext();
  // Hooks are called in the same order on every render: being in a router never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? localeOf(useLocation().pathname) : defaultLocale;
}

/** The interface texts in the page's language. */
export function useMessages(): Messages {
  return messages[useLocale()];
}

/** The header menu, footer and institute details in the page's language. */
export function useShell(): Shell {
  return shells[useLocale()];
}

/** The institute's details (towns, addresses…) in the page's language. */
export function useSite() {
  return useShell().site;
}

/** `paths` with every internal address in the page's language. */
export function usePaths() {
  return localizedPaths(useLocale());
}

export function localizedPaths(locale: Locale) {
  const to = (path: string) => localizePath(path, locale);
  return {
    ...paths,
    home: to(paths.home),
    courses: to(paths.courses),
    course: (slug: string) => to(paths.course(slug)),
    about: to(paths.about),
    placements: to(paths.placements),
    contact: to(paths.contact),
    learnMore: to(paths.learnMore),
    myEnquiries: to(paths.myEnquiries),
    brochure:
      locale === defaultLocale
        ? paths.brochure
        : `/files/brochure-${locale}.pdf`,
  };
}
