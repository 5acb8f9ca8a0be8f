import type { Counter } from "#app/content/schemas/pages.ts";
import { siteConfig } from "#app/config/site.ts";
import { CounterList } from "#app/components/home/counter-list.tsx";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

/** The red band under the hero with the institute's numbers (SPEC.md §1). */
export function StatsBand({
  counters,
  label,
}: {
  counters: readonly Counter[];
  /**
   * Names the band for assistive technology, which has no heading to go by;
   * '<institute> in numbers' by default.
   */
  label?: string;
}) {
  const t = useHomeTexts();
  return (
    <section
      aria-label={label ?? t.inNumbers(siteConfig.shortName)}
      className="bg-brand-700 text-white"
    >
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
