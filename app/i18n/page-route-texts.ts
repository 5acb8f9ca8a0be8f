import {
  type PageRouteTexts,
  pageRoutes as en,
} from "#app/i18n/messages/en/page-routes.ts";
import { pageRoutes as mr } from "#app/i18n/messages/mr/page-routes.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/**
 * The titles, descriptions and headings of the pages other than the home page (texts-apart.ts):
 * their route modules' `meta` read `pageRouteTexts[locale]`, their components
 * `usePageRouteTexts()`.
 */
export const [pageRouteTexts, usePageRouteTexts] = textsApart<PageRouteTexts>({
  en,
  mr,
});
