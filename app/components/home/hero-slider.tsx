import { usePauseOnInteraction } from "~/hooks/use-pause-on-interaction";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Picture } from "~/components/ui/picture";
import type { ImageAsset } from "~/content/schema";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { nextSlide, previousSlide } from "~/lib/slider";
import { HERO_SLIDE_MS } from "~/config/constants";
import { cn } from "~/lib/utils";

const SIZES = "(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw";
const control =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white hover:text-brand-800";

/**
 * The hero's rotating photos (SPEC.md §1): a new slide every 12 s, pausing on hover, on focus
 * and with its Pause button; under reduced motion it holds the first slide. Until scripts run
 * only the first slide is laid out, so the other photos cost nothing before the page is ready.
 */
export function HeroSlider({
  slides,
  label,
  className,
}: {
  slides: readonly ImageAsset[];
  /** Names the carousel region, e.g. "Photos of the institute". */
  label: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [{ current, previous }, setPosition] = useState({
    current: 0,
    previous: -1,
  });
  const [paused, setPaused] = useState(false);
  const { interacting, handlers: pauseHandlers } = usePauseOnInteraction();
  const count = slides.length;
  const playing = hydrated && !reducedMotion && !paused && !interacting;
  const upcoming = nextSlide(current, count);

  const go = (to: number) =>
    setPosition((p) =>
      to === p.current ? p : { current: to, previous: p.current },
    );

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(
      () =>
        setPosition((p) => ({
          current: nextSlide(p.current, count),
          previous: p.current,
        })),
      HERO_SLIDE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(previousSlide(current, count));
    else if (event.key === "ArrowRight") go(nextSlide(current, count));
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
      className={cn("relative", className)}
    >
      <div
        aria-live={playing ? "off" : "polite"}
        className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-slate-200 shadow-xl"
      >
        {slides.map((slide, index) => {
          const active = index === current;
          // Laid out: the shown slide, the one fading out, and the next one (to preload it).
          const laidOut =
            active || index === previous || (playing && index === upcoming);
          return (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              hidden={!laidOut}
              data-active={active || undefined}
              className={cn(
                "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
                active ? "opacity-100" : "opacity-0",
              )}
            >
              <Picture
                image={slide}
                sizes={SIZES}
                priority={index === 0}
                className="size-full object-cover"
              />
            </div>
          );
        })}
      </div>
      <div className="absolute right-3 bottom-3 flex items-center gap-2">
        <button
          type="button"
          aria-label="Previous slide"
          onClick={() => go(previousSlide(current, count))}
          onKeyDown={onKeyDown}
          className={control}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={paused ? "Play slideshow" : "Pause slideshow"}
          onClick={() => setPaused((p) => !p)}
          onKeyDown={onKeyDown}
          className={cn(control, "motion-reduce:hidden")}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          type="button"
          aria-label="Next slide"
          onClick={() => go(nextSlide(current, count))}
          onKeyDown={onKeyDown}
          className={control}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
