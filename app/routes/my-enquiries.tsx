import type { Route } from "./+types/my-enquiries";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";

const description =
  "The course enquiries you sent from this device. They are kept only here, in this browser.";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "My Enquiries",
    description,
    path: paths.myEnquiries,
    noindex: true,
  });

export default function MyEnquiriesPage() {
  return <PageHeading title="My Enquiries" intro={description} />;
}
