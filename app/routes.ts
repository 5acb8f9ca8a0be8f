import {
  type RouteConfig,
  index,
  prefix,
  route,
} from "@react-router/dev/routes";
import {
  fillPath,
  notFoundPage,
  type PageDeclaration,
  pages,
} from "#app/config/pages.ts";
import { siteConfig } from "#app/config/site.ts";
import { defaultLocale, localeCodes, locales } from "#app/content/locales.ts";

/**
 * The route table, written out from the pages declared in app/config/pages.ts: each page once
 * per language, English at SPEC.md's addresses, each other language under its own prefix (/mr,
 * /mr/courses/java, …). The same modules serve both; they read the language from the address
 * (app/i18n).
 */
function routesOf(page: PageDeclaration, lang?: string) {
  // The English modules keep their default ids (routes/home, …), which the build reads.
  const name = page.module.slice("routes/".length, -".tsx".length);
  const id = (suffix = name) => (lang ? { id: `${lang}/${suffix}` } : {});
  const path = page.path.slice(1);
  // A route of its own per branch (config/pages.ts says why).
  if (page.each === "branch")
    return siteConfig.branches.map((b) =>
      route(fillPath(path, b.id), page.module, {
        id: `${lang ? `${lang}/` : ""}${name}-${b.id}`,
      }),
    );
  return [path ? route(path, page.module, id()) : index(page.module, id())];
}

const pagesIn = (lang?: string) =>
  Object.values(pages).flatMap((page) => routesOf(page, lang));

export default [
  ...pagesIn(),
  ...localeCodes
    .filter((l) => l !== defaultLocale)
    .flatMap((l) => prefix(locales[l].prefix.slice(1), pagesIn(l))),
  route("*", notFoundPage.module),
] satisfies RouteConfig;
