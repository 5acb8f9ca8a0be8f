import type { Route } from "./+types/my-enquiries";
import { MyEnquiries } from "~/components/enquiries/my-enquiries";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { paths } from "~/config/paths";
import { pageContent } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.myEnquiries.title,
    description: m.routes.myEnquiries.description,
    path: paths.myEnquiries,
    locale,
    noindex: true,
  });
};

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
  const { m } = usePageLanguage();
  return (
    <>
      <PageHeading
        title={m.routes.myEnquiries.title}
        intro={m.routes.myEnquiries.description}
      />
      <OpeningEnd />
      <MyEnquiries courses={courseTitles} />
    </>
  );
}
