import { useEffect, useRef, useState } from "react";
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
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!counting) return;
    const steps = counterStepCount();
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) window.clearInterval(timer);
    }, COUNTER_STEP_MS);
    // Tells tests (and anyone inspecting) that the clock now drives the count.
    ref.current?.setAttribute("data-counting", "");
    return () => window.clearInterval(timer);
  }, [counting]);

  const final = formatCounter(value, suffix);
  const shown = counting
    ? formatCounter(counterValueAt(value, step), suffix)
    : final;
  return (
    <span ref={ref} className={cn("tabular-nums", className)}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="inline-grid">
        <span className="invisible col-start-1 row-start-1">{final}</span>
        <span
          data-slot="counter-value"
          className="col-start-1 row-start-1 text-start"
        >
          {shown}
        </span>
      </span>
    </span>
  );
}
