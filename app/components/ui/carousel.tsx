import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { VariantProps } from "class-variance-authority";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { usePageVisible } from "#app/hooks/use-page-visible.ts";
import { usePauseOnInteraction } from "#app/hooks/use-pause-on-interaction.ts";
import { usePrefersReducedMotion } from "#app/hooks/use-prefers-reduced-motion.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { nextSlide, previousSlide } from "#app/lib/slider.ts";
import { cn } from "#app/lib/utils.ts";
import { Button, type buttonVariants } from "#app/components/ui/button.tsx";

/**
 * The behaviour every carousel shares, written once: one slide shown at a time, moving on by
 * itself every `intervalMs` once the app runs; standing still while the page is hidden, while
 * the pointer or keyboard focus is on it, after its Pause button, and under reduced motion;
 * Previous and Next by button and by the arrow keys. Spread `regionProps` on the carousel's
 * outer element, `slideProps(index)` on each slide and `keyProps` on its controls.
 */
export function useCarousel({
  label,
  count,
  intervalMs,
}: {
  /** Names the carousel region. */
  label: string;
  count: number;
  intervalMs: number;
}) {
  const m = useMessages();
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [{ current, previous }, setPosition] = useState({
    current: 0,
    previous: -1,
  });
  const [paused, setPaused] = useState(false);
  const { interacting, handlers } = usePauseOnInteraction();
  const canRotate = count > 1 && !reducedMotion;
  const rotating = hydrated && canRotate && !paused && !interacting && visible;

  const go = (to: number) =>
    setPosition((p) =>
      to === p.current ? p : { current: to, previous: p.current },
    );
  const showNext = () => go(nextSlide(current, count));
  const showPrevious = () => go(previousSlide(current, count));

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () =>
        setPosition((p) => ({
          current: nextSlide(p.current, count),
          previous: p.current,
        })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  return {
    /** The slide shown. */
    current,
    /** The slide shown before, -1 at first (a fading slide stays laid out). */
    previous,
    hydrated,
    /** Whether it moves by itself at all; false under reduced motion or with one slide. */
    canRotate,
    /** Whether it is moving by itself right now. */
    rotating,
    paused,
    togglePause: () => setPaused((p) => !p),
    showNext,
    showPrevious,
    regionProps: {
      role: "region",
      "aria-roledescription": m.layout.carousel.roleDescription,
      "aria-label": label,
      ...handlers,
    },
    /** A slide's group role and name ("2 of 5"), in the page's language. */
    slideProps: (index: number) =>
      ({
        role: "group",
        "aria-roledescription": m.layout.carousel.slide,
        "aria-label": m.layout.carousel.slideOf(index + 1, count),
      }) as const,
    /** Slides are announced only when the visitor moves them, never while they rotate. */
    liveProps: { "aria-live": rotating ? "off" : "polite" } as const,
    keyProps: {
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key === "ArrowLeft") showPrevious();
        else if (event.key === "ArrowRight") showNext();
      },
    },
  };
}

type Look = Pick<VariantProps<typeof buttonVariants>, "variant" | "size">;

/**
 * Pause and Play for anything that moves by itself (carousels, marquees; WCAG 2.2.2), named
 * "Pause <label>" / "Play <label>" in the page's language. Under reduced motion nothing moves,
 * so it is not shown, already in the prerendered page.
 */
export function PauseButton({
  paused,
  onClick,
  label,
  iconOnly = false,
  variant = "outline",
  size = "default",
  className,
  ...props
}: {
  paused: boolean;
  onClick: () => void;
  /** What it pauses, e.g. the region's label; "slideshow" in the page's language by default. */
  label?: string;
  /** Only the icon shows; the name is still read out. */
  iconOnly?: boolean;
  className?: string;
} & Look &
  Pick<React.ComponentProps<"button">, "onKeyDown">) {
  const { carousel } = useMessages().layout;
  const Icon = paused ? Play : Pause;
  const action = paused ? carousel.play : carousel.pause;
  const what = label ?? carousel.slideshow;
  const name = paused ? carousel.playLabel(what) : carousel.pauseLabel(what);
  return (
    <Button
      variant={variant}
      size={size}
      onClick={onClick}
      aria-label={name}
      className={cn("motion-reduce:hidden", className)}
      {...props}
    >
      <Icon aria-hidden="true" className={iconOnly ? "size-5" : "size-4"} />
      {iconOnly ? null : action}
    </Button>
  );
}

/**
 * Previous or Next, one chevron icon, named by `label` (e.g. "Next testimonial"); "Previous
 * slide" / "Next slide" in the page's language by default.
 */
export function StepButton({
  direction,
  label,
  onClick,
  variant = "outline",
  size = "icon",
  ...props
}: {
  direction: "previous" | "next";
  label?: string;
  onClick: () => void;
} & Look &
  Pick<React.ComponentProps<"button">, "onKeyDown">) {
  const { carousel } = useMessages().layout;
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  const name =
    label ??
    (direction === "previous" ? carousel.previousSlide : carousel.nextSlide);
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={name}
      onClick={onClick}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
