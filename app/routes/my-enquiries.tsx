import type { Route } from "./+types/my-enquiries";
import { MyEnquiries } from "~/components/enquiries/my-enquiries";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { pageContent } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { pageMeta } from "~/lib/seo";

const description =
  "The course enquiries you sent from this device. They are kept only here, in this browser.";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "My Enquiries",
    description,
    path: paths.myEnquiries,
    locale: localeOf(location.pathname),
    noindex: true,
  });

/** The course titles, for naming the course of each stored enquiry. */
async function load({ request }: { request: Request }) {
  const { courses } = await pageContent(
    localeOf(new URL(request.url).pathname),
    ["courses"],
  );
  return { courseTitles: courses.map(({ slug, title }) => ({ slug, title })) };
}
export const loader = load;
export const clientLoader = load;

export default function MyEnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { courseTitles } = loaderData;
  return (
    <>
      <PageHeading title="My Enquiries" intro={description} />
      <MyEnquiries courses={courseTitles} />
    </>
  );
}
