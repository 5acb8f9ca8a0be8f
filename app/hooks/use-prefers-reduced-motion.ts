import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * The page's one list for the query, made on first use: every `window.matchMedia` call made a new
 * one, and the page asked for one on each render of each moving part and again after each commit,
 * in the middle of hydrating (65 ms of the Marathi home page's start with the CPU slowed 4x).
 */
let list: MediaQueryList | null | undefined;

function query(): MediaQueryList | undefined {
  list ??=
    typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
  return list ?? undefined;
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for less motion. The prerendered HTML assumes not (it shows no
 * motion anyway); after hydration React re-renders with the browser's answer and follows it
 * when the setting changes.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
