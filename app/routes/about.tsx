import type { Route } from "./+types/about";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { pageMeta } from "~/lib/seo";

const description = `Who we are: ${siteConfig.name}, training students for software careers since ${siteConfig.foundedYear}.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "About Us", description, path: paths.about });

export default function AboutPage() {
  return <PageHeading title={`About ${siteConfig.name}`} intro={description} />;
}
