import type { SiteContent } from "#app/content/schema.ts";
import { type Locale, localeOf } from "#app/i18n/locales.ts";

/*
 * The pages' content in the page's language. Route modules ask for it in their loaders: at
 * build time the prerendered page carries it, so hydration needs no content in the JavaScript;
 * after that, moving to another page loads that page's content as a small module of its own.
 */

type Name = keyof SiteContent;
type Loaders = { [N in Name]: () => Promise<Pick<SiteContent, N>> };

// Written out: the bundler needs each address literally to make its module.
const modules: Record<Locale, Partial<Loaders>> = {
  en: {
    courses: () => import("virtual:content/courses"),
    placements: () => import("virtual:content/placements"),
    companies: () => import("virtual:content/companies"),
    popularCourses: () => import("virtual:content/popularCourses"),
    videoTestimonials: () => import("virtual:content/videoTestimonials"),
    whyChooseUs: () => import("virtual:content/whyChooseUs"),
    home: () => import("virtual:content/home"),
    about: () => import("virtual:content/about"),
    contact: () => import("virtual:content/contact"),
    learnMore: () => import("virtual:content/learnMore"),
    defaults: () => import("virtual:content/defaults"),
  },
  mr: {
    courses: () => import("virtual:content/mr/courses"),
    placements: () => import("virtual:content/mr/placements"),
    companies: () => import("virtual:content/mr/companies"),
    popularCourses: () => import("virtual:content/mr/popularCourses"),
    videoTestimonials: () => import("virtual:content/mr/videoTestimonials"),
    whyChooseUs: () => import("virtual:content/mr/whyChooseUs"),
    home: () => import("virtual:content/mr/home"),
    about: () => import("virtual:content/mr/about"),
    contact: () => import("virtual:content/mr/contact"),
    learnMore: () => import("virtual:content/mr/learnMore"),
    defaults: () => import("virtual:content/mr/defaults"),
  },
};

/** The named collections in a language, e.g. `pageContent("mr", ["home", "placements"])`. */
export async function pageContent<const N extends Name>(
  locale: Locale,
  names: readonly N[],
): Promise<Pick<SiteContent, N>> {
  const parts = await Promise.all(
    names.map((name) => {
      const load = modules[locale][name];
      if (!load) throw new Error(`No page content called ${name}`);
      return load();
    }),
  );
  return Object.assign({}, ...parts) as Pick<SiteContent, N>;
}

/**
 * A route's loader for the named collections in the page's language. Routes export it as both
 * `loader` (run by the build for the prerendered page) and `clientLoader` (run in the browser
 * when the visitor moves to the page).
 */
export const contentLoader =
  <const N extends Name>(names: readonly N[]) =>
  ({ request }: { request: Request }) =>
    pageContent(localeOf(new URL(request.url).pathname), names);
