import { Suspense } from "react";
import type { Route } from "./+types/home";
import { LogoStrip } from "~/components/companies/logo-strip";
import { Hero } from "~/components/home/hero";
import { PopularCourseGrid } from "~/components/home/popular-course-grid";
import { StatsBand } from "~/components/home/stats-band";
import { WhyChooseUsCards } from "~/components/home/why-choose-us-cards";
import { Section } from "~/components/layout/section";
import { PlacementStrip } from "~/components/placements/placement-strip";
import { ButtonLink } from "~/components/ui/button-link";
import { VideoReviewGrid } from "~/components/videos/video-review-grid";
import { paths } from "~/config/paths";
import { branchTowns, siteConfig } from "~/config/site";
import { contentLoader } from "~/i18n/content";
import { localeOf } from "~/i18n/locales";
import { pageMeta } from "~/lib/seo";
import { organizationLd } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: siteConfig.name,
    description: siteConfig.description,
    path: paths.home,
    locale: localeOf(location.pathname),
    jsonLd: [organizationLd()],
  });

const load = contentLoader([
  "companies",
  "defaults",
  "home",
  "placements",
  "popularCourses",
  "videoTestimonials",
  "whyChooseUs",
]);
export const loader = load;
export const clientLoader = load;

/** The home page: SPEC.md §1's eight sections, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    companies,
    defaults,
    home,
    placements,
    popularCourses,
    videoTestimonials,
    whyChooseUs,
  } = loaderData;
  const s = home.sections;
  return (
    <>
      <Suspense>
        <Hero
          hero={home.hero}
          towns={branchTowns}
          enrollHref={paths.contact}
          learnMoreHref={paths.learnMore}
          sliderLabel={`Photos of ${siteConfig.name}`}
        />
      </Suspense>
      <Suspense>
        <StatsBand
          counters={home.statsBand}
          label={`${siteConfig.shortName} in numbers`}
        />
      </Suspense>
      <Suspense>
        <Section id="popular-courses" {...s.popularCourses}>
          <PopularCourseGrid courses={popularCourses} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="video-reviews" tone="muted" {...s.videoReviews}>
          <VideoReviewGrid
            videos={videoTestimonials}
            fallbackPoster={defaults.defaultPoster}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="why-choose-us" {...s.whyChooseUs}>
          <WhyChooseUsCards cards={whyChooseUs} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="placements" tone="muted" {...s.placements}>
          <PlacementStrip label="Placement records" placements={placements} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="companies" {...s.companies}>
          <LogoStrip label="Company logos" companies={companies} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="about" tone="muted" {...s.about}>
          <ButtonLink to={paths.about}>
            Read More<span className="sr-only"> about {siteConfig.name}</span>
          </ButtonLink>
        </Section>
      </Suspense>
    </>
  );
}
