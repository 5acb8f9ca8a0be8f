import { useDeferredValue, useMemo } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import {
  PauseButton,
  StepButton,
  useCarousel,
} from "#app/components/ui/carousel.tsx";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import { nextSlide } from "#app/lib/slider.ts";
import { HERO_SLIDE_MS } from "#app/config/constants.ts";
import { cn } from "#app/lib/utils.ts";

const SIZES = "(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw";

/**
 * The hero's rotating photos (SPEC.md §1): a new slide every 12 s, pausing on hover, on focus
 * and with its Pause button; under reduced motion it holds the first slide (the shared
 * carousel behaviour, components/ui/carousel.tsx). Until scripts run only the first slide is
 * laid out, so the other photos cost nothing before the page is ready.
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
  const count = slides.length;
  const carousel = useCarousel({ label, count, intervalMs: HERO_SLIDE_MS });
  const { current, previous } = carousel;
  // The slide after the one a tap shows is laid out in a render of its own, after the tap's frame.
  const upcoming = nextSlide(useDeferredValue(current), count);
  // The same picture elements on every render: a tap on Next (and the hover and focus before
  // it, each a render of the slider) changes the slides' state, and React skips the pictures.
  const pictures = useMemo(
    () =>
      slides.map((slide, index) => (
        <Picture
          image={slide}
          sizes={SIZES}
          priority={index === 0}
          className="size-full object-cover"
        />
      )),
    [slides],
  );

  return (
    <div {...carousel.regionProps} className={cn("relative", className)}>
      <div
        {...carousel.liveProps}
        className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-slate-200 shadow-xl"
      >
        {slides.map((slide, index) => {
          const active = index === current;
          // Laid out: the shown slide, the one fading out, and once the app runs the next one,
          // also while the slider stands still, when Next is the likeliest tap.
          const next = carousel.hydrated && index === upcoming;
          const laidOut = active || index === previous || next;
          return (
            <div
              key={slide.src}
              {...carousel.slideProps(index)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              hidden={!laidOut}
              data-active={active || undefined}
              className={cn(
                "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
                active ? "opacity-100" : "opacity-0",
                // Once the app runs, every slide laid out is a layer of its own: the next one is
                // painted while still transparent, so its photo is decoded before the tap, and
                // the shown one fades out without being painted again in the tap's frame.
                carousel.hydrated && laidOut && "will-change-[opacity]",
              )}
            >
              {pictures[index]}
            </div>
          );
        })}
      </div>
      <div className="absolute right-3 bottom-3 flex items-center gap-2">
        <StepButton
          direction="previous"
          variant="overlay"
          size="round"
          onClick={carousel.showPrevious}
          {...carousel.keyProps}
        />
        {carousel.canRotate ? (
          <PauseButton
            paused={carousel.paused}
            onClick={carousel.togglePause}
            iconOnly
            variant="overlay"
            size="round"
            {...carousel.keyProps}
          />
        ) : null}
        <StepButton
          direction="next"
          variant="overlay"
          size="round"
          onClick={carousel.showNext}
          {...carousel.keyProps}
        />
      </div>
    </div>
  );
}
