import type { PageRouteTexts } from "#app/i18n/messages/en/page-routes.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/**
 * The titles, descriptions and headings of the pages other than the home page (part-texts.ts):
 * their route modules' `meta` read `pageRouteTexts[locale]`, their components
 * `usePageRouteTexts()`.
 */
export const [pageRouteTexts, usePageRouteTexts] =
  await partTexts<PageRouteTexts>(
    import.meta.glob("./messages/*/page-routes.ts", { import: "pageRoutes" }),
  );
