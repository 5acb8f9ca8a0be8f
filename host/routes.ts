import { notFoundPage, pageAddresses } from "#app/config/pages.ts";
import { localeCodes, localeOf, localizePath } from "#app/content/locales.ts";

/** What answers an address that no file of the build matched. */
export type Unmatched =
  /** Moved: a page asked for with a trailing slash, or a course without a page. */
  | { kind: "redirect"; status: 301 | 302; to: string }
  /** An unknown page: the not-found page of its language, with status 404. */
  | { kind: "not-found-page"; page: string }
  /** A missing file (script, picture, data): a plain 404, never an HTML page. */
  | { kind: "missing" };

/**
 * Each language's catalogue (the `courses` page of app/config/pages.ts), where its course
 * addresses without a page are sent (302: a page may come): by the Worker and the preview
 * server here, by nginx in its recipe (host/recipes.ts). The app does the same in the browser,
 * but a not-found page served at such an address would first hydrate as the wrong page.
 */
export const catalogues = localeCodes.map((l) => pageAddresses(l).courses);

/**
 * An address that is moved to itself without its trailing slash (`page`): segments of letters,
 * digits and `. _ ~ -` only, RFC 3986's unreserved characters, which every page of the site is
 * written in. Anything else (`//host/`, `/\host/`, an encoded slash or backslash, a control
 * character) is never echoed into a Location, where a browser would read it as another site:
 * it gets the not-found page. One pattern for the Worker, the preview server and the nginx
 * recipe (PCRE reads it as JavaScript does).
 */
export const PAGE_WITH_SLASH = "^(?<page>(?:/[A-Za-z0-9._~-]+)+)/+$";
const pageWithSlash = new RegExp(PAGE_WITH_SLASH);

/** Where an address with a trailing slash is moved, if it is one of the site's kind. */
export function withoutTrailingSlash(path: string): string | undefined {
  return pageWithSlash.exec(path)?.groups?.page;
}

/**
 * The host's rule for an address without a file, shared by the Cloudflare Worker and the
 * preview server. On Cloudflare, `_redirects` rules apply before files, so these can't be
 * splats there: the Worker applies them where no file answered.
 */
export function unmatched(path: string): Unmatched {
  // One address per page: /courses/java/ -> /courses/java.
  const page = withoutTrailingSlash(path);
  if (page) return { kind: "redirect", status: 301, to: page };
  const catalogue = catalogues.find((c) => path.startsWith(`${c}/`));
  if (catalogue) return { kind: "redirect", status: 302, to: catalogue };
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return { kind: "missing" };
  return {
    kind: "not-found-page",
    page: localizePath(notFoundPage.path, localeOf(path)),
  };
}
