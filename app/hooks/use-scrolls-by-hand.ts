import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "#app/hooks/use-prefers-reduced-motion.ts";

/**
 * Whether the element can be scrolled by hand now: its overflow scrolls (not hidden) and its
 * content is wider than it. Followed as its size and the visitor's motion setting change (the
 * marquee clips under motion and scrolls under reduced motion). False before hydration and where
 * there is no layout.
 */
export function useScrollsByHand(ref: React.RefObject<HTMLElement | null>) {
  const reducedMotion = usePrefersReducedMotion();
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const overflow = getComputedStyle(element).overflowX;
      setScrolls(
        (overflow === "auto" || overflow === "scroll") &&
          element.scrollWidth > element.clientWidth + 1,
      );
    };
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, reducedMotion]);
  return scrolls;
}
