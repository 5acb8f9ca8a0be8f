import type { Route } from "./+types/placements";
import { PageHeading } from "~/components/layout/page-heading";
import { PlacementGrid } from "~/components/placements/placement-grid";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { placements } from "virtual:content/placements";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `Where ${siteConfig.shortName} students work now: roles, companies and packages of our recent placements.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Placement Records",
    description,
    path: paths.placements,
    breadcrumbs: [HOME_CRUMB],
  });

export default function PlacementsPage() {
  return (
    <>
      <PageHeading title="Placement Records" intro={description} />
      <PlacementGrid records={placements} />
    </>
  );
}
