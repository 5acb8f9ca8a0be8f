import { useEffect } from "react";
import { useLocation } from "react-router";
import { type Locale, localeCodes, locales } from "#app/content/locales.ts";

/** Where the language a visitor chose with the language switch is kept. */
export const LANGUAGE_STORAGE_KEY = "nimbus:language";

/** Keeps the visitor's choice; storage may be blocked or full, and that is never an error. */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice is simply not remembered.
  }
}

/** The language the visitor chose before, if storage holds one we know. */
export function rememberedLanguage(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return localeCodes.find((code) => code === stored) ?? null;
  } catch {
    return null;
  }
}

/**
 * Where a visitor who once chose a language should go instead of this page, or null to stay.
 * Only the English home page leads on, and only to the Marathi home page: every other address
 * names its language, and the browser's own language is never consulted. `stored` is asked
 * only on the English home page: a page's first storage read costs a phone's CPU a few
 * milliseconds while the app starts.
 */
export function rememberedLanguageRedirect(
  pathname: string,
  stored: () => Locale | null,
): string | null {
  return pathname === "/" && stored() === "mr" ? locales.mr.prefix : null;
}

/** Loads another document in place of this one (no history entry is left behind). */
const replaceDocument = (address: string) => window.location.replace(address);

/**
 * After hydration, takes a visitor who chose Marathi before from the English home page to the
 * Marathi one, replacing the history entry so Back does not return to English. A document
 * load, like the switch itself: a page loads its language's texts before the app starts.
 * Use once (SiteHeader); `replace` is for tests.
 */
export function useRememberedLanguage(replace = replaceDocument): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const to = rememberedLanguageRedirect(pathname, rememberedLanguage);
    if (to) replace(`${to}${search}${hash}`);
  }, [pathname, search, hash, replace]);
}
