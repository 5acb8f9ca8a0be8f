import { useRef, useState } from "react";
import { cn } from "#app/lib/utils.ts";
import { PauseButton } from "#app/components/ui/carousel.tsx";
import { useScrollsByHand } from "#app/hooks/use-scrolls-by-hand.ts";

/** Loop lengths, set in app.css (SPEC.md §9). */
const speeds = {
  course: "[--marquee-duration:var(--marquee-course-duration)]",
  strip: "[--marquee-duration:var(--marquee-strip-duration)]",
} satisfies Record<string, string>;

/**
 * A strip that scrolls by itself in a loop. It pauses on hover and focus and with its own
 * Pause button (WCAG 2.2.2); under reduced motion it stands still and scrolls by hand. The
 * second copy that closes the loop is hidden from assistive technology and the tab order.
 *
 * The strip itself carries the role and the name (WCAG 4.1.2): inside a titled section it is a
 * group named by the section's heading (`labelledBy`; a region of the same name would repeat
 * the section's landmark), alone it is a region named by `label`. It takes keyboard focus only
 * while it scrolls by hand (reduced motion, content wider than the strip), so that a keyboard
 * can scroll it; under motion the Pause button is the keyboard's control, and a focus stop
 * that does nothing would only be noise.
 */
export function Marquee({
  label,
  labelledBy,
  speed,
  children,
  className,
  itemsClassName,
}: {
  /** Names the pause button (and the strip, without `labelledBy`), e.g. "Company logos". */
  label: string;
  /** The id of the heading of the section the strip stands in, which names the strip. */
  labelledBy?: string;
  speed: keyof typeof speeds;
  /** The list items (`<li>`) of one copy. */
  children: React.ReactNode;
  className?: string;
  itemsClassName?: string;
}) {
  const [paused, setPaused] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const scrollsByHand = useScrollsByHand(strip);
  const list = cn("flex shrink-0 items-stretch gap-4 pr-4", itemsClassName);
  return (
    <div className={cn("group/marquee relative", className)}>
      <div
        ref={strip}
        {...(labelledBy
          ? { role: "group", "aria-labelledby": labelledBy }
          : { role: "region", "aria-label": label })}
        // A scrollable area must take focus (axe: scrollable-region-focusable); focus inside
        // also pauses the loop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollsByHand ? 0 : undefined}
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
