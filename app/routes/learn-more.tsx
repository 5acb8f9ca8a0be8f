import type { Route } from "./+types/learn-more";
import { PageHeading } from "~/components/layout/page-heading";
import { ProfileSections } from "~/components/learn-more/profile-sections";
import { StatCards } from "~/components/learn-more/stat-cards";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { learnMore } from "virtual:content/learnMore";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `The story, mission and training philosophy of ${siteConfig.name}, established in ${siteConfig.foundedYear}.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Learn More",
    description,
    path: paths.learnMore,
    breadcrumbs: [HOME_CRUMB],
  });

export default function LearnMorePage() {
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
