// Which file of build/client answers an address, as a static host serves it: the file, a
// folder's index.html, or for another extension-less address the not-found page of its
// language (status 404); nothing for a missing file. The preview server serves by it and the
// build checker reads the build through it, so both see what the hosts' recipes give.
import { notFoundPage } from "#app/config/pages.ts";
import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { defaultLocale, localeOf, localizePath } from "#app/content/locales.ts";

export const FALLBACK = "__spa-fallback.html";

export type Resolved = { file: string; status: 200 | 404 };

/** Which file answers a URL path, and with which status; null when nothing does. */
export function resolvePath(root: string, urlPath: string): Resolved | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;

  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  if (isFile(file)) return { file, status: 200 };
  const index = join(file, "index.html");
  if (isFile(index)) return { file: index, status: 200 };
  if (extname(decoded) === "") {
    // Another language's unknown page: its own not-found page (scripts/build/routes.ts).
    const locale = localeOf(decoded);
    const notFound = join(
      root,
      localizePath(notFoundPage.path, locale),
      "index.html",
    );
    if (locale !== defaultLocale && isFile(notFound))
      return { file: notFound, status: 404 };
    return { file: join(root, FALLBACK), status: 404 };
  }
  return null;
}
