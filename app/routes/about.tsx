import type { Route } from "./+types/about";
import { AboutFacts } from "~/components/about/about-facts";
import { AboutStory } from "~/components/about/about-story";
import { PlacementSupportBand } from "~/components/about/placement-support-band";
import { LogoStrip } from "~/components/companies/logo-strip";
import { PageHeading } from "~/components/layout/page-heading";
import { Section } from "~/components/layout/section";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import { about } from "virtual:content/about";
import { companies } from "virtual:content/companies";
import { HOME_CRUMB, pageMeta } from "~/lib/seo";

const description = `Who we are: ${siteConfig.name}, training students for software careers since ${siteConfig.foundedYear}.`;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description,
    path: paths.about,
    breadcrumbs: [HOME_CRUMB],
  });

export default function AboutPage() {
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
