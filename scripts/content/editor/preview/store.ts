import type { Locale } from "#app/content/locales.ts";

/*
 * The content the preview's pages read, in place of the site's `virtual:content/*` modules: the
 * preview's build (scripts/build/vite/editor-preview.ts) makes those modules read from here, so
 * the language packs' shell and the routes' loaders get the content with the typed entry in
 * place, and read it again each time the entry changes.
 */

type Content = Record<string, unknown>;

let current: Record<Locale, Content> | undefined;

/** Puts the content the pages read: every collection, in each language. */
export function setContent(localized: Record<Locale, Content>) {
  current = localized;
}

function contentIn(locale: Locale): Content {
  if (!current) throw new Error("The preview has no content yet");
  return current[locale];
}

/** A language's shell (`virtual:content/shell/<language>`), read when a page reads it. */
export function shellOf(locale: Locale, names: readonly string[]) {
  const shell = {};
  for (const name of names)
    Object.defineProperty(shell, name, {
      enumerable: true,
      get: () => contentIn(locale)[name],
    });
  return shell;
}

/** Each language's loaders of the pages' collections (`virtual:content/pages`). */
export function pageLoadersOf(locales: readonly Locale[], names: string[]) {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        names.map((name) => [
          name,
          async () => ({ [name]: contentIn(locale)[name] }),
        ]),
      ),
    ]),
  );
}
