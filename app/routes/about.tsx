import type { Route } from "./+types/about";
import { AboutFacts } from "~/components/about/about-facts";
import { AboutStory } from "~/components/about/about-story";
import { PlacementSupportBand } from "~/components/about/placement-support-band";
import { LogoStrip } from "~/components/companies/logo-strip";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { Section } from "~/components/layout/section";
import { paths } from "~/config/paths";
import { contentLoader } from "~/i18n/content";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m, site, homeCrumb } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.about.title,
    description: m.routes.about.description(site.name, site.foundedYear),
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
  const { m, site, towns } = usePageLanguage();
  return (
    <>
      <PageHeading title={m.routes.about.heading(site.name)} />
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
        <LogoStrip companies={companies} />
      </Section>
    </>
  );
}
