import type { Route } from "./+types/placements";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { PlacementGrid } from "~/components/placements/placement-grid";
import { paths } from "~/config/paths";
import { contentLoader } from "~/i18n/content";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m, site, homeCrumb } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.placements.title,
    description: m.routes.placements.description(site.shortName),
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
  const { m, site } = usePageLanguage();
  return (
    <>
      <PageHeading
        title={m.routes.placements.title}
        intro={m.routes.placements.description(site.shortName)}
      />
      <OpeningEnd />
      <PlacementGrid records={placements} />
    </>
  );
}
