import { MapPin } from "lucide-react";
import { siteConfig } from "#app/config/site.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import type { Hero as HeroContent } from "#app/content/schemas/pages.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";
import { CounterList } from "#app/components/home/counter-list.tsx";
import { HeroSlider } from "#app/components/home/hero-slider.tsx";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

/**
 * The home page's first screen (SPEC.md §1): the page's h1, the branch towns, the intro, the
 * two calls to action, the counters and the photo slider.
 */
export function Hero({
  hero,
  towns,
  sliderLabel,
}: {
  hero: HeroContent;
  /** The two branch towns, e.g. "Kolhapur & Sangli". */
  towns: string;
  /** Names the photo slider; 'Photos of <institute>' by default. */
  sliderLabel?: string;
}) {
  const paths = usePaths();
  const t = useHomeTexts().hero;
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:items-center lg:py-16">
        <div>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-3 flex items-center gap-2 font-semibold text-brand-700">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {towns}
          </p>
          <p className="mt-4 max-w-2xl text-lg text-muted">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.contact}>{t.enrollNow}</ButtonLink>
            <ButtonLink to={paths.learnMore} variant="outline">
              {t.learnMore}
              {/* Says where the link leads (a bare 'Learn More' fails Lighthouse's link-text audit). */}
              <span className="sr-only">
                {t.learnMoreAbout(siteConfig.name)}
              </span>
            </ButtonLink>
          </div>
          <CounterList counters={hero.counters} className="mt-10" />
        </div>
        <HeroSlider
          slides={hero.slides}
          label={sliderLabel ?? t.photosOf(siteConfig.name)}
        />
      </div>
    </section>
  );
}
