import { startTransition, useEffect, useState } from "react";

/** Set once the prerendered page has hydrated: what mounts afterwards is never prerendered. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and while hydrating, true from the render after. Lets a
 * component keep its prerendered, motionless form until scripts can take over, without a
 * hydration mismatch. The switch is a transition, so React renders it in short slices after
 * hydration rather than in one synchronous pass as an external store's change would.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Like useHydrated, but switches one render later, in a commit of its own: for a component
 * whose switch replaces a large part of the page (the curriculum's list becoming tabs), so
 * that the page's common switch stays a short task and this one is a second short task.
 * What mounts after hydration still starts in its app form.
 */
export function useHydratedLater(): boolean {
  const hydrated = useHydrated();
  const [later, setLater] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !later) startTransition(() => setLater(true));
  }, [hydrated, later]);
  return later;
}

/**
 * Marks the page hydrated (`data-hydrated` on `<html>`, which tests and scripts wait for) once
 * every component has switched to its hydrated form. Used once, in the page's last Suspense
 * boundary (root.tsx): all transitions pending together are rendered and committed together.
 */
export function useMarkHydrated(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    pageHydrated = true;
    document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
}
