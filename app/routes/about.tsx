import type { Route } from "./+types/about";
import { AboutFacts } from "#app/components/about/about-facts.tsx";
import { AboutStory } from "#app/components/about/about-story.tsx";
import { PlacementSupportBand } from "#app/components/about/placement-support-band.tsx";
import { LogoStrip } from "#app/components/companies/logo-strip.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Section, sectionTitleId } from "#app/components/layout/section.tsx";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { aboutTexts, useAboutTexts } from "#app/i18n/about-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, homeCrumb } = pageLanguage(location.pathname);
  const t = aboutTexts[locale];
  return pageMeta({
    title: t.page.title,
    description: t.page.description(site.name, site.foundedYear),
    path: paths.about,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["about", "companies"]);
export const loader = load;
export const clientLoader = load;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, companies } = loaderData;
  const { site, towns } = usePageLanguage();
  const t = useAboutTexts();
  return (
    <>
      <PageHeading title={t.page.heading(site.name)} />
      <OpeningEnd />
      <AboutStory paragraphs={about.paragraphs}>
        <AboutFacts foundedYear={site.foundedYear} towns={towns} />
      </AboutStory>
      <PlacementSupportBand
        title={about.placementSupport.title}
        intro={about.placementSupport.intro}
      />
      <Section
        id="companies"
        title={about.companies.title}
        intro={about.companies.intro}
      >
        <LogoStrip
          companies={companies}
          labelledBy={sectionTitleId("companies")}
        />
      </Section>
    </>
  );
}
