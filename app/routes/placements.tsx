import type { Route } from "./+types/placements";
import { PageHeading } from "~/components/layout/page-heading";
import { PlacementGrid } from "~/components/placements/placement-grid";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { contentLoader } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `Where ${siteConfig.shortName} students work now: roles, companies and packages of our recent placements.`;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Placement Records",
    description,
    path: paths.placements,
    locale: localeOf(location.pathname),
    breadcrumbs: [HOME_CRUMB],
  });

const load = contentLoader(["placements"]);
export const loader = load;
export const clientLoader = load;

export default function PlacementsPage({ loaderData }: Route.ComponentProps) {
  const { placements } = loaderData;
  return (
    <>
      <PageHeading title="Placement Records" intro={description} />
      <PlacementGrid records={placements} />
    </>
  );
}
