import { Suspense } from "react";
import type { Route } from "./+types/home";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { PopularCourseGrid } from "#app/components/home/popular-course-grid.tsx";
import { Section, sectionTitleId } from "#app/components/layout/section.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { VideoReviewGrid } from "#app/components/videos/video-review-grid.tsx";
import { lazyWhenIdle } from "#app/hooks/lazy-when-idle.ts";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { stripRecords } from "#app/lib/placements.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { organizationLd } from "#app/lib/structured-data.ts";

// The sections that need no script to be read at first (the numbers, the cards, the strips)
// come in idle time, each hydrating in its Suspense boundary when its code arrives; the
// sections a visitor taps first (the hero, More Courses, the video reviews) come with the page.
const StatsBand = lazyWhenIdle(() =>
  import("#app/components/home/stats-band.tsx").then((m) => m.StatsBand),
);
const WhyChooseUsCards = lazyWhenIdle(() =>
  import("#app/components/home/why-choose-us-cards.tsx").then(
    (m) => m.WhyChooseUsCards,
  ),
);
const PlacementStrip = lazyWhenIdle(() =>
  import("#app/components/placements/placement-strip.tsx").then(
    (m) => m.PlacementStrip,
  ),
);
const LogoStrip = lazyWhenIdle(() =>
  import("#app/components/companies/logo-strip.tsx").then((m) => m.LogoStrip),
);

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m, site, towns } = pageLanguage(location.pathname);
  return pageMeta({
    title: site.name,
    // The towns and the best-known courses: what people search for.
    documentTitle: `${m.routes.home.title(towns)} | ${site.shortName}`,
    // site.json's, which names the towns (check:build fails when it does not).
    description: site.description,
    path: paths.home,
    locale,
    jsonLd: [organizationLd(site, locale)],
  });
};

const loadContent = contentLoader([
  "companies",
  "defaults",
  "home",
  "placements",
  "popularCourses",
  "videoTestimonials",
  "whyChooseUs",
]);
/**
 * The page's data: only what the page shows (the strip's most recent placements with what their
 * cards show, lib/placements.ts `stripRecords`; of the defaults, the video poster, not the
 * course pages' stand-in testimonial). The build runs the loader, and its answer is carried in
 * the prerendered HTML; moving here in the browser runs the client loader, whose content
 * module the page fetches apart. Both give the page the same data.
 */
const homeData = async (args: { request: Request }) => {
  const content = await loadContent(args);
  return {
    ...content,
    defaults: { defaultPoster: content.defaults.defaultPoster },
    placements: stripRecords(content.placements),
  };
};
export const loader = homeData;
export const clientLoader = homeData;

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
        <Section
          id="video-reviews"
          skipWhenAway
          tone="muted"
          {...s.videoReviews}
        >
          <VideoReviewGrid
            videos={videoTestimonials}
            fallbackPoster={defaults.defaultPoster}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="why-choose-us" skipWhenAway {...s.whyChooseUs}>
          <WhyChooseUsCards cards={whyChooseUs} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="placements" skipWhenAway tone="muted" {...s.placements}>
          <PlacementStrip
            placements={placements}
            labelledBy={sectionTitleId("placements")}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="companies" skipWhenAway {...s.companies}>
          <LogoStrip
            companies={companies}
            labelledBy={sectionTitleId("companies")}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="about" skipWhenAway tone="muted" {...s.about}>
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
