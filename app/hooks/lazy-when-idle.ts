import { type ComponentType, lazy } from "react";

/** Resolves in the browser's first idle period; at once where there is no browser (the prerender). */
export function whenIdle(): Promise<void> {
  return new Promise((done) => {
    if (typeof window === "undefined") done();
    else if ("requestIdleCallback" in window) requestIdleCallback(() => done());
    else setTimeout(done, 1000);
  });
}

/**
 * A component whose code is fetched in idle time, apart from the scripts every page loads: for
 * a part of the page that needs no script to be read or used at first (the footer's links and
 * native accordions, cards below the fold). Rendered in a Suspense boundary of its own, it stays
 * the prerendered HTML until its code arrives, then hydrates; the prerender waits for the code,
 * so the HTML holds it whole. `html[data-hydrated]` does not wait for it.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(() =>
    whenIdle()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
