import type { Counter } from "~/content/schema";
import { CounterList } from "./counter-list";

/** The red band under the hero with the institute's numbers (SPEC.md §1). */
export function StatsBand({
  counters,
  label,
}: {
  counters: readonly Counter[];
  /** Names the band for assistive technology, which has no heading to go by. */
  label: string;
}) {
  return (
    <section aria-label={label} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <CounterList
          counters={counters}
          tone="brand"
          className="text-center [&>li]:items-center"
        />
      </div>
    </section>
  );
}
