import type { Route } from "./+types/learn-more";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { ProfileSections } from "#app/components/learn-more/profile-sections.tsx";
import { StatCards } from "#app/components/learn-more/stat-cards.tsx";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { aboutTexts, useAboutTexts } from "#app/i18n/about-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, homeCrumb } = pageLanguage(location.pathname);
  const t = aboutTexts[locale];
  return pageMeta({
    title: t.learnMore.title,
    description: t.learnMore.description(site.name, site.foundedYear),
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
  const { site } = usePageLanguage();
  const t = useAboutTexts();
  return (
    <>
      <PageHeading
        title={t.learnMore.heading(site.shortName)}
        intro={learnMore.intro}
      />
      <OpeningEnd />
      <ProfileSections sections={learnMore.sections} />
      <StatCards stats={learnMore.stats} />
    </>
  );
}
