import type { Route } from "./+types/my-enquiries";
import { MyEnquiries } from "#app/components/enquiries/my-enquiries.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { pageContent } from "#app/i18n/content-loader.ts";
import { localeOf } from "#app/content/locales.ts";
import { pageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  pageRouteTexts,
  usePageRouteTexts,
} from "#app/i18n/page-route-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  return pageMeta({
    title: r.myEnquiries.title,
    description: r.myEnquiries.description,
    path: paths.myEnquiries,
    locale,
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
  const r = usePageRouteTexts();
  return (
    <>
      <PageHeading
        title={r.myEnquiries.title}
        intro={r.myEnquiries.description}
      />
      <OpeningEnd />
      <MyEnquiries courses={courseTitles} />
    </>
  );
}
