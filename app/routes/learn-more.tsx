import type { Route } from "./+types/learn-more";
import { PageHeading } from "~/components/layout/page-heading";
import { ProfileSections } from "~/components/learn-more/profile-sections";
import { StatCards } from "~/components/learn-more/stat-cards";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { contentLoader } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `The story, mission and training philosophy of ${siteConfig.name}, established in ${siteConfig.foundedYear}.`;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Learn More",
    description,
    path: paths.learnMore,
    locale: localeOf(location.pathname),
    breadcrumbs: [HOME_CRUMB],
  });

const load = contentLoader(["learnMore"]);
export const loader = load;
export const clientLoader = load;

export default function LearnMorePage({ loaderData }: Route.ComponentProps) {
  const { learnMore } = loaderData;
  return (
    <>
      <PageHeading
        title={`Learn More About ${siteConfig.shortName}`}
        intro={learnMore.intro}
      />
      <ProfileSections sections={learnMore.sections} />
      <StatCards
        title={`${siteConfig.shortName} in numbers`}
        stats={learnMore.stats}
      />
    </>
  );
}
