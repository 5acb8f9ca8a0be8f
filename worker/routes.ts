import { localeCodes, localeOf, localizePath } from "#app/i18n/locales.ts";

/** What answers an address that no file of the build matched. */
export type Unmatched =
  /** Moved: a page asked for with a trailing slash, or a course without a page. */
  | { kind: "redirect"; status: 301 | 302; to: string }
  /** An unknown page: the not-found page of its language, with status 404. */
  | { kind: "not-found-page"; page: string }
  /** A missing file (script, picture, data): a plain 404, never an HTML page. */
  | { kind: "missing" };

/**
 * Each language's catalogue, where its course addresses without a page are sent (302: a page
 * may come). A not-found page served there would first hydrate as the wrong page.
 */
const catalogues = localeCodes.map((l) => localizePath("/courses", l));

/**
 * The host's rule for an address without a file, shared by the Cloudflare Worker and the
 * preview server. On Cloudflare, `_redirects` rules apply before files, so these can't be
 * splats there: the Worker applies them where no file answered.
 */
export function unmatched(path: string): Unmatched {
  // One address per page: /courses/java/ -> /courses/java.
  if (path.length > 1 && path.endsWith("/"))
    return {
      kind: "redirect",
      status: 301,
      to: path.replace(/\/+$/, "") || "/",
    };
  const catalogue = catalogues.find((c) => path.startsWith(`${c}/`));
  if (catalogue) return { kind: "redirect", status: 302, to: catalogue };
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return { kind: "missing" };
  return { kind: "not-found-page", page: localizePath("/404", localeOf(path)) };
}
