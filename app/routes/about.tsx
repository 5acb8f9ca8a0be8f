import type { Route } from "./+types/about";
import { AboutFacts } from "~/components/about/about-facts";
import { AboutStory } from "~/components/about/about-story";
import { PlacementSupportBand } from "~/components/about/placement-support-band";
import { LogoStrip } from "~/components/companies/logo-strip";
import { PageHeading } from "~/components/layout/page-heading";
import { Section } from "~/components/layout/section";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { contentLoader } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `Who we are: ${siteConfig.name}, training students for software careers since ${siteConfig.foundedYear}.`;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "About Us",
    description,
    path: paths.about,
    locale: localeOf(location.pathname),
    breadcrumbs: [HOME_CRUMB],
  });

const load = contentLoader(["about", "companies"]);
export const loader = load;
export const clientLoader = load;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, companies } = loaderData;
  return (
    <>
      <PageHeading title={`About ${siteConfig.name}`} />
      <AboutStory paragraphs={about.paragraphs}>
        <AboutFacts
          foundedYear={siteConfig.foundedYear}
          towns={siteConfig.branches.map((b) => b.town)}
          storyHref={paths.learnMore}
          contactHref={paths.contact}
        />
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
        <LogoStrip label="Company logos" companies={companies} />
      </Section>
    </>
  );
}
