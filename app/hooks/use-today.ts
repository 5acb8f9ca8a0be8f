import { useSyncExternalStore } from "react";
import { type IsoDay, toIsoDay } from "~/lib/dates";

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void) {
  // Re-read the day now and then, so a page left open past midnight moves on.
  const timer = window.setInterval(onChange, MINUTE_MS);
  window.addEventListener("focus", onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener("focus", onChange);
  };
}

/**
 * Today in the institute's time zone. The prerendered HTML was made on the build day, so
 * hydration renders that day too (no mismatch) and React then re-renders with the visitor's
 * real day: the two-pass render of react.dev's hydrateRoot docs.
 */
export function useToday(): IsoDay {
  return useSyncExternalStore(
    subscribe,
    () => toIsoDay(new Date()),
    () => __BUILD_DAY__,
  );
}
