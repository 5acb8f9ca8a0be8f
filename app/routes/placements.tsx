import type { Route } from "./+types/placements";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { PlacementGrid } from "#app/components/placements/placement-grid.tsx";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  placementTexts,
  usePlacementTexts,
} from "#app/i18n/placement-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, homeCrumb } = pageLanguage(location.pathname);
  const t = placementTexts[locale];
  return pageMeta({
    title: t.title,
    description: t.description(site.shortName),
    path: paths.placements,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["placements"]);
export const loader = load;
export const clientLoader = load;

export default function PlacementsPage({ loaderData }: Route.ComponentProps) {
  const { placements } = loaderData;
  const { site } = usePageLanguage();
  const t = usePlacementTexts();
  return (
    <>
      <PageHeading title={t.title} intro={t.description(site.shortName)} />
      <OpeningEnd />
      <PlacementGrid records={placements} />
    </>
  );
}
