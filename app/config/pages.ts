import {
  defaultLocale,
  type Locale,
  localeCodes,
  localizePath,
} from "#app/content/locales.ts";

/*
 * Every page of the site, declared once. The route table (app/routes.ts), the addresses
 * (`paths`, in each language: config/paths.ts), the prerender list and the sitemap
 * (scripts/build/routes.ts) are all made from this list. A page exists in every language of
 * content/locales.ts: English at the address declared here, each other language under its prefix
 * (/mr/about); app/config/pages.test.ts fails for a page without its Marathi address.
 *
 * Adding a page: one line here and its module in app/routes/.
 */

/**
 * The records a page whose address ends in a `:parameter` is made for, and how:
 * - `course`: every course with detail data, through one route with the parameter (the menu's
 *   other courses are redirected to the catalogue: scripts/build/routes.ts);
 * - `branch`: every branch of site.json, each with a route of its own, so that an id naming no
 *   branch (/branches/pune) is an unknown address like any other, answered by the not-found
 *   page (a parameter would match it, and a prerendered not-found page would hydrate as the
 *   branch page).
 */
export type PageRecords = "course" | "branch";

export type PageDeclaration = {
  /** The page's route module, under app/. */
  module: `routes/${string}.tsx`;
  /** Its English address; a last segment `:name` stands for each of `each`. */
  path: `/${string}`;
  each?: PageRecords;
  /** Kept from search engines: out of the sitemap, and marked noindex (lib/seo.ts). */
  noindex?: true;
};

/** The pages, in the order of the route table; the names are those of `paths`. */
export const pages = {
  home: { module: "routes/home.tsx", path: "/" },
  courses: { module: "routes/courses.tsx", path: "/courses" },
  course: {
    module: "routes/course.tsx",
    path: "/courses/:slug",
    each: "course",
  },
  about: { module: "routes/about.tsx", path: "/about" },
  faculty: { module: "routes/faculty.tsx", path: "/faculty" },
  placements: { module: "routes/placements.tsx", path: "/placements" },
  learnMore: { module: "routes/learn-more.tsx", path: "/learn-more" },
  contact: { module: "routes/contact.tsx", path: "/contact" },
  policies: { module: "routes/policies.tsx", path: "/policies" },
  branch: {
    module: "routes/branch.tsx",
    path: "/branches/:id",
    each: "branch",
  },
  myEnquiries: {
    module: "routes/my-enquiries.tsx",
    path: "/my-enquiries",
    noindex: true,
  },
  verify: { module: "routes/verify.tsx", path: "/verify", noindex: true },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof pages;

/**
 * The header's items, in order (SPEC.md §2): the logo's home, 'Courses' (which opens the courses
 * menu), then the rest. The header, its row of links without scripts, the build checker and the
 * end-to-end tests all read this.
 */
export const headerNav = {
  home: "home",
  courses: "courses",
  rest: ["about", "placements", "contact"],
} as const satisfies {
  home: PageName;
  courses: PageName;
  rest: readonly PageName[];
};

/** The header's pages in order: home, courses, then the rest. */
export const headerPages = [
  headerNav.home,
  headerNav.courses,
  ...headerNav.rest,
] as const;

/**
 * What answers every address no page has: React Router's catch-all route. English addresses
 * get it as the SPA fallback (404.html); each other language's are answered by this page
 * prerendered at its `path` in that language (/mr/404).
 */
export const notFoundPage = {
  module: "routes/not-found.tsx",
  path: "/404",
} as const satisfies PageDeclaration;

/** The address of one of a page's records: ("/courses/:slug", "java") → "/courses/java". */
export const fillPath = (path: string, value: string) =>
  path.replace(/:[^/]+$/, value);

type Address<P extends string> = P extends `${string}/:${string}`
  ? (value: string) => string
  : string;

/** Each page's address: a string, or a function of the record for a page with a parameter. */
export type PageAddresses = {
  [N in PageName]: Address<(typeof pages)[N]["path"]>;
};

function addressesIn(locale: Locale): PageAddresses {
  return Object.fromEntries(
    Object.entries(pages).map(([name, page]: [string, PageDeclaration]) => [
      name,
      page.each
        ? (value: string) => localizePath(fillPath(page.path, value), locale)
        : localizePath(page.path, locale),
    ]),
  ) as PageAddresses;
}

const addresses = Object.fromEntries(
  localeCodes.map((l) => [l, addressesIn(l)]),
) as Record<Locale, PageAddresses>;

/** Every page's address in a language: `home` "/mr", `course("java")` "/mr/courses/java". */
export const pageAddresses = (locale: Locale = defaultLocale): PageAddresses =>
  addresses[locale];

/** The declared page at an English address ("/courses/java" → `pages.course`), if any. */
export function pageAt(path: string): PageDeclaration | undefined {
  return Object.values(pages).find((page: PageDeclaration) => {
    if (!page.each) return page.path === path;
    const start = fillPath(page.path, "");
    const value = path.slice(start.length);
    return path.startsWith(start) && value !== "" && !value.includes("/");
  });
}
