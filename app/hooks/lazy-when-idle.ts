import { type ComponentType, createElement, lazy } from "react";
import { afterPaint } from "#app/hooks/use-after-paint.ts";

/** Resolves in the browser's first idle period; at once where there is no browser (the prerender). */
export function whenIdle(): Promise<void> {
  return new Promise((done) => {
    if (typeof window === "undefined") done();
    else if ("requestIdleCallback" in window) requestIdleCallback(() => done());
    else setTimeout(done, 1000);
  });
}

/** Runs `run` in the browser's first idle period (whenIdle); what it returns cancels that. */
export function afterIdle(run: () => void): () => void {
  let cancelled = false;
  void whenIdle().then(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
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

/**
 * A component whose code is fetched on demand: `preload()` when the visitor reaches for what
 * shows it (pointer down, focus). `Component` renders it through `lazy` until the code is in, and
 * directly after that, so that an opening once the code is in does not suspend for a frame that
 * shows nothing. Render it inside a Suspense boundary of its own.
 *
 * The fetch starts after the frame that answers the input is painted, never inside the input's
 * own task: Vite's preload helper adds a `<link rel=modulepreload>` for each chunk the code
 * needs, and starting those fetches took 8-21 ms of a tap on a video review (CPU slowed 4x).
 */
export function lazyOnDemand<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        pending = undefined; // a later reach tries again (offline, say)
        throw error;
      },
    ));
  const afterThisFrame = () =>
    new Promise<void>((painted) => afterPaint(painted));
  const preload = () =>
    void afterThisFrame()
      .then(fetchOnce)
      .catch(() => {});
  const Lazy = lazy(() =>
    afterThisFrame()
      .then(fetchOnce)
      .then((component) => ({ default: component })),
  );
  const Component = (props: P) =>
    createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return { preload, Component };
}
