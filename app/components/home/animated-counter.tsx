import { useEffect, useRef } from "react";
import { useInView } from "#app/hooks/use-in-view.ts";
import { usePrefersReducedMotion } from "#app/hooks/use-prefers-reduced-motion.ts";
import {
  counterStepCount,
  counterValueAt,
  formatCounter,
} from "#app/lib/counter.ts";
import {
  COUNTER_STEP_MS,
  COUNTER_VISIBLE_RATIO,
} from "#app/config/constants.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * A number that counts up from 0 once half of it is on screen (SPEC.md §4). The prerendered
 * HTML, a visitor without scripts and one who prefers reduced motion see the final value.
 * Screen readers always get the final value; the moving digits are hidden from them, and an
 * invisible copy of the final value reserves the width so nothing shifts while it counts.
 */
export function AnimatedCounter({
  value,
  suffix,
  className,
}: {
  value: number;
  suffix: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(ref, {
    threshold: COUNTER_VISIBLE_RATIO,
    enabled: !reducedMotion,
  });
  const counting = inView && !reducedMotion;
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const text = shown.current?.firstChild;
    if (!counting || !(text instanceof Text)) return;
    // Tells tests (and anyone inspecting) that the clock now drives the count.
    shown.current?.setAttribute("data-counting", "");
    return countUp(text, value, suffix);
  }, [counting, value, suffix]);

  const final = formatCounter(value, suffix);
  return (
    <span ref={ref} className={cn("tabular-nums", className)}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="relative inline-block">
        <span className="invisible">{final}</span>
        {/* Laid out and painted on its own: a new number lays out this box, not the page. */}
        <span
          data-slot="counter-value"
          ref={shown}
          className="absolute inset-0 text-start [contain:strict]"
        >
          {final}
        </span>
      </span>
    </span>
  );
}

/**
 * Counts `text` (the final value, as React rendered it) up from 0 to `value` in COUNTER_STEP_MS
 * steps; the returned stop leaves the final value. The digits are written into the text node,
 * and only when they change: a React render per step of each counter was 150 renders a second
 * for the hero's three in the home page's first two seconds, as a visitor first taps.
 */
function countUp(text: Text, value: number, suffix: string) {
  const steps = counterStepCount();
  const show = (step: number) => {
    const shown = formatCounter(counterValueAt(value, step, steps), suffix);
    if (text.data !== shown) text.data = shown;
  };
  show(0);
  let step = 0;
  const timer = window.setInterval(() => {
    step += 1;
    show(step);
    if (step >= steps) window.clearInterval(timer);
  }, COUNTER_STEP_MS);
  return () => {
    window.clearInterval(timer);
    show(steps);
  };
}
