import { Suspense } from "react";
import type { Route } from "./+types/home";
import { OpeningEnd } from "~/components/layout/opening";
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
import { contentLoader } from "~/i18n/content";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";
import { organizationLd } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site } = pageLanguage(location.pathname);
  return pageMeta({
    title: site.name,
    description: site.description,
    path: paths.home,
    locale,
    jsonLd: [organizationLd(site, locale)],
  });
};

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
  const { m, site, paths, towns } = usePageLanguage();
  return (
    <>
      <Suspense>
        <Hero hero={home.hero} towns={towns} />
      </Suspense>
      <OpeningEnd />
      <Suspense>
        <StatsBand counters={home.statsBand} />
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
          <PlacementStrip placements={placements} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="companies" {...s.companies}>
          <LogoStrip companies={companies} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="about" tone="muted" {...s.about}>
          <ButtonLink to={paths.about}>
            {m.routes.home.readMore}
            <span className="sr-only">
              {m.routes.home.readMoreAbout(site.name)}
            </span>
          </ButtonLink>
        </Section>
      </Suspense>
    </>
  );
}
