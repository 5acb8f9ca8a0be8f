/*
 * The site's languages. English is the default and keeps SPEC.md's addresses; every other
 * language lives under its own first path segment (/mr, /mr/courses/java, …).
 */
export const locales = {
  en: { tag: "en-IN", lang: "en-IN", prefix: "", name: "English" },
  mr: { tag: "mr-IN", lang: "mr", prefix: "/mr", name: "मराठी" },
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "en";
export const localeCodes = Object.keys(locales) as Locale[];

/** A language as hreflang alternates name it, in a page's head and in the sitemap: "en", "mr". */
export const hrefLang = (locale: Locale): string =>
  locales[locale].lang.split("-")[0]!;

const isLocale = (code: string): code is Locale => code in locales;

/** The language of an address: its first segment when that names a language, else English. */
export function localeOf(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** The address without its language segment: "/mr/courses/java" → "/courses/java". */
export function stripLocale(pathname: string): string {
  const locale = localeOf(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locales[locale].prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * An internal address in a language: "/courses/java" → "/mr/courses/java", "/" → "/mr".
 * Hash-only and outside addresses (tel:, https:) pass through.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const prefix = locales[locale].prefix;
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (/^\/[?#]/.test(path)) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The same page in another language ("/mr/courses/" → "/courses": no trailing slash). */
export const switchLocale = (pathname: string, to: Locale): string =>
  localizePath(stripLocale(pathname.replace(/(.)\/+$/, "$1")), to);
