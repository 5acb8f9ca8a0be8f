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
import {
  pageRouteTexts,
  usePageRouteTexts,
} from "#app/i18n/page-route-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, homeCrumb } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  return pageMeta({
    title: r.about.title,
    description: r.about.description(site.name, site.foundedYear),
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
  const r = usePageRouteTexts();
  return (
    <>
      <PageHeading title={r.about.heading(site.name)} />
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
