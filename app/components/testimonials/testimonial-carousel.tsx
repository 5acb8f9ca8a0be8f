import { useMemo } from "react";
import {
  PauseButton,
  StepButton,
  useCarousel,
} from "#app/components/ui/carousel.tsx";
import type {
  CourseTestimonial,
  PlaceholderTestimonial,
} from "#app/content/schemas/people.ts";
import { TESTIMONIAL_ROTATION_MS } from "#app/config/constants.ts";
import { useTestimonialTexts } from "#app/i18n/testimonial-texts.ts";
import { cn } from "#app/lib/utils.ts";
import { TestimonialCard } from "#app/components/testimonials/testimonial-card.tsx";

/**
 * Course testimonials, one at a time, moving on every 4.5 s (SPEC.md §4). Rotation stops while
 * the page is hidden, while the pointer or keyboard focus is on it, under reduced motion, and
 * with its own Pause button; Previous and Next (and the arrow keys on them) move by hand: the
 * shared carousel behaviour, components/ui/carousel.tsx. Every slide stays in one grid cell,
 * so the tallest sets the height and nothing below moves when they change.
 */
export function TestimonialCarousel({
  label,
  course,
  testimonials,
}: {
  label: string;
  /** The course's title: every story on its page is of that course. */
  course: string;
  /** The course's testimonials, or the placeholder card of a course without any. */
  testimonials: readonly (CourseTestimonial | PlaceholderTestimonial)[];
}) {
  const m = useTestimonialTexts();
  const count = testimonials.length;
  const carousel = useCarousel({
    label,
    count,
    intervalMs: TESTIMONIAL_ROTATION_MS,
  });
  const index = carousel.current;
  // The same card elements on every render: a tap on Next (with the hover and focus that pause
  // the rotation before it, each a render of the carousel) changes which slide is shown, and
  // React skips the cards themselves.
  const cards = useMemo(
    () =>
      testimonials.map((testimonial) => (
        <TestimonialCard testimonial={testimonial} course={course} />
      )),
    [testimonials, course],
  );

  return (
    <div {...carousel.regionProps}>
      <div className="grid" {...carousel.liveProps} data-slot="carousel-slides">
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.id}
            {...carousel.slideProps(i)}
            aria-hidden={i !== index || undefined}
            inert={i !== index}
            className={cn("[grid-area:1/1]", i !== index && "invisible")}
          >
            {cards[i]}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-2">
          <StepButton
            direction="previous"
            label={m.previous}
            onClick={carousel.showPrevious}
            {...carousel.keyProps}
          />
          {carousel.canRotate ? (
            <PauseButton
              paused={carousel.paused}
              onClick={carousel.togglePause}
              label={label}
              {...carousel.keyProps}
            />
          ) : null}
          <StepButton
            direction="next"
            label={m.next}
            onClick={carousel.showNext}
            {...carousel.keyProps}
          />
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
