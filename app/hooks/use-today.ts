import { startTransition, useEffect, useState } from "react";
import { type IsoDay, toIsoDay } from "#app/lib/dates.ts";

const MINUTE_MS = 60_000;

/**
 * Today in the institute's time zone. The prerendered HTML was made on the build day, so the
 * first render (hydration) shows that day too, with no mismatch; right after, React renders
 * the visitor's real day as a transition, in short interruptible slices rather than one long
 * task while the page starts. It re-reads the day now and then and on focus, so a page left
 * open past midnight moves on.
 */
export function useToday(): IsoDay {
  const [today, setToday] = useState<IsoDay>(__BUILD_DAY__);
  useEffect(() => {
    const update = () => startTransition(() => setToday(toIsoDay(new Date())));
    update();
    const timer = window.setInterval(update, MINUTE_MS);
    window.addEventListener("focus", update);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", update);
    };
  }, []);
  return today;
}
