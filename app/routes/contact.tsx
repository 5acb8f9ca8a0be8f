import type { Route } from "./+types/contact";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { branchTowns, siteConfig } from "~/config/site";
import { pageMeta } from "~/lib/seo";

const description = `Visit us in ${branchTowns}, call ${siteConfig.phone} or write to ${siteConfig.email}.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Contact Us", description, path: paths.contact });

export default function ContactPage() {
  return <PageHeading title="Stay Connected" intro={description} />;
}
