import type { Route } from "./+types/learn-more";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { ProfileSections } from "~/components/learn-more/profile-sections";
import { StatCards } from "~/components/learn-more/stat-cards";
import { paths } from "~/config/paths";
import { contentLoader } from "~/i18n/content";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m, site, homeCrumb } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.learnMore.title,
    description: m.routes.learnMore.description(site.name, site.foundedYear),
    path: paths.learnMore,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["learnMore"]);
export const loader = load;
export const clientLoader = load;

export default function LearnMorePage({ loaderData }: Route.ComponentProps) {
  const { learnMore } = loaderData;
  const { m, site } = usePageLanguage();
  return (
    <>
      <PageHeading
        title={m.routes.learnMore.heading(site.shortName)}
        intro={learnMore.intro}
      />
      <OpeningEnd />
      <ProfileSections sections={learnMore.sections} />
      <StatCards stats={learnMore.stats} />
    </>
  );
}
