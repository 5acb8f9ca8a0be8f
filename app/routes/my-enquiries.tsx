import type { Route } from "./+types/my-enquiries";
import { MyEnquiries } from "~/components/enquiries/my-enquiries";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { courses } from "virtual:content/courses";
import { pageMeta } from "~/lib/seo";

const description =
  "The course enquiries you sent from this device. They are kept only here, in this browser.";

const courseTitles = courses.map(({ slug, title }) => ({ slug, title }));

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "My Enquiries",
    description,
    path: paths.myEnquiries,
    noindex: true,
  });

export default function MyEnquiriesPage() {
  return (
    <>
      <PageHeading title="My Enquiries" intro={description} />
      <MyEnquiries courses={courseTitles} />
    </>
  );
}
