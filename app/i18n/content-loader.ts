import { pageLoaders } from "virtual:content/pages";
import type { PageCollection, SiteContent } from "#app/content/collections.ts";
import { type Locale, localeOf } from "#app/content/locales.ts";

/*
 * Loads the pages' content in the page's language. Route modules ask for it in their loaders:
 * at build time the prerendered page carries it, so hydration needs no content in the
 * JavaScript; after that, moving to another page loads that page's content as a small module of
 * its own. Which collections a route may ask for is declared in app/content/collections.ts
 * (`browser: "page"`); the build writes their loaders (`virtual:content/pages`).
 */

/** The named collections in a language, e.g. `pageContent("mr", ["home", "placements"])`. */
export async function pageContent<const N extends PageCollection>(
  locale: Locale,
  names: readonly N[],
): Promise<Pick<SiteContent, N>> {
  const parts = await Promise.all(
    names.map((name) => pageLoaders[locale][name]()),
  );
  return Object.assign({}, ...parts) as Pick<SiteContent, N>;
}

/**
 * A route's loader for the named collections in the page's language. Routes export it as both
 * `loader` (run by the build for the prerendered page) and `clientLoader` (run in the browser
 * when the visitor moves to the page).
 */
export const contentLoader =
  <const N extends PageCollection>(names: readonly N[]) =>
  ({ request }: { request: Request }) =>
    pageContent(localeOf(new URL(request.url).pathname), names);
