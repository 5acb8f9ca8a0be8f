import { useEffect, useState } from "react";

/**
 * Becomes true once `threshold` of the element is on screen (or within `rootMargin` of it),
 * and stays true (the observer lets go then). Never true while `enabled` is false, before
 * hydration, or in a browser without IntersectionObserver, so callers keep their still, final
 * state there.
 */
export function useInView(
  ref: React.RefObject<Element | null>,
  {
    threshold,
    rootMargin,
    enabled = true,
  }: { threshold: number; rootMargin?: string; enabled?: boolean },
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || inView || !element) return;
    if (typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some(
            (entry) =>
              entry.isIntersecting && entry.intersectionRatio >= threshold,
          )
        ) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, enabled, inView]);
  return inView;
}
