import { useState } from "react";
import { cn } from "#app/lib/utils.ts";
import { PauseButton } from "#app/components/ui/carousel.tsx";

/** Loop lengths, set in app.css (SPEC.md §9). */
const speeds = {
  course: "[--marquee-duration:var(--marquee-course-duration)]",
  strip: "[--marquee-duration:var(--marquee-strip-duration)]",
} satisfies Record<string, string>;

/**
 * A strip that scrolls by itself in a loop. It pauses on hover and focus and with its own
 * Pause button (WCAG 2.2.2); under reduced motion it stands still and scrolls by hand. The
 * second copy that closes the loop is hidden from assistive technology and the tab order.
 */
export function Marquee({
  label,
  speed,
  children,
  className,
  itemsClassName,
}: {
  /** Names the region and the pause button, e.g. "Recent placement records". */
  label: string;
  speed: keyof typeof speeds;
  /** The list items (`<li>`) of one copy. */
  children: React.ReactNode;
  className?: string;
  itemsClassName?: string;
}) {
  const [paused, setPaused] = useState(false);
  const list = cn("flex shrink-0 items-stretch gap-4 pr-4", itemsClassName);
  return (
    <div
      role="region"
      aria-label={label}
      className={cn("group/marquee relative", className)}
    >
      {/* Focusable so that keyboard users can scroll it by hand under reduced motion; focus
          inside also pauses the loop. */}
      <div
        // A scrollable area must take focus (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-hidden rounded-md motion-reduce:overflow-x-auto"
      >
        <div
          data-slot="marquee-track"
          data-paused={paused || undefined}
          className={cn(
            "flex w-max animate-marquee group-focus-within/marquee:[animation-play-state:paused] group-hover/marquee:[animation-play-state:paused] data-paused:[animation-play-state:paused] motion-reduce:animate-none",
            speeds[speed],
          )}
        >
          <ul className={list}>{children}</ul>
          <ul
            className={cn(list, "motion-reduce:hidden")}
            aria-hidden="true"
            inert
          >
            {children}
          </ul>
        </div>
      </div>
      <PauseButton
        paused={paused}
        onClick={() => setPaused((p) => !p)}
        label={label}
        className="mt-3"
      />
    </div>
  );
}
