import { usePauseOnInteraction } from "~/hooks/use-pause-on-interaction";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import type { CourseTestimonial } from "~/content/schema";
import { usePageVisible } from "~/hooks/use-page-visible";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { TESTIMONIAL_ROTATION_MS } from "~/config/constants";
import { stepIndex } from "~/lib/rotation";
import { cn } from "~/lib/utils";
import { TestimonialCard } from "./testimonial-card";

// Square icon buttons in the outline look (the shared Button has no icon size).
const control =
  "inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink transition-colors hover:border-brand-700 hover:text-brand-800 motion-reduce:transition-none";

/**
 * Course testimonials, one at a time, moving on every 4.5 s (SPEC.md §4). Rotation stops while
 * the page is hidden, while the pointer or keyboard focus is on it, under reduced motion, and
 * with its own Pause button; Previous and Next move by hand. Every slide stays in one grid
 * cell, so the tallest sets the height and nothing below moves when they change.
 */
export function TestimonialCarousel({
  label,
  testimonials,
}: {
  label: string;
  testimonials: readonly CourseTestimonial[];
}) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const { interacting, handlers: pauseHandlers } = usePauseOnInteraction();
  const visible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !interacting && visible;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((i) => stepIndex(i, 1, count)),
      TESTIMONIAL_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
    >
      <div
        className="grid"
        aria-live={rotating ? "off" : "polite"}
        data-slot="carousel-slides"
      >
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index || undefined}
            inert={i !== index}
            className={cn("[grid-area:1/1]", i !== index && "invisible")}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-2">
          <button
            type="button"
            className={control}
            aria-label="Previous testimonial"
            onClick={() => setIndex((i) => stepIndex(i, -1, count))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {canRotate ? (
            <Button
              variant="outline"
              onClick={() => setPaused((p) => !p)}
              aria-label={`${paused ? "Play" : "Pause"} ${label}`}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {paused ? "Play" : "Pause"}
            </Button>
          ) : null}
          <button
            type="button"
            className={control}
            aria-label="Next testimonial"
            onClick={() => setIndex((i) => stepIndex(i, 1, count))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <p
            className="ml-2 text-sm text-muted tabular-nums"
            aria-hidden="true"
          >
            {index + 1} / {count}
          </p>
        </div>
      ) : null}
    </div>
  );
}
