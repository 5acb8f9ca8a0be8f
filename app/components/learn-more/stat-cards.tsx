import type { Counter } from "#app/content/schemas/pages.ts";
import { siteConfig } from "#app/config/site.ts";
import { formatStat } from "#app/lib/stats.ts";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

/**
 * The profile's stat cards: a big number over its label, e.g. '10,000+' / 'Students Trained'.
 * The numbers are printed in full in the HTML; they do not count up.
 */
export function StatCards({
  title,
  stats,
}: {
  /**
   * Names the list for screen readers, the cards having no visible heading;
   * '<institute> in numbers' by default.
   */
  title?: string;
  stats: readonly Counter[];
}) {
  const t = useHomeTexts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <ul
        aria-label={title ?? t.inNumbers(siteConfig.shortName)}
        className="grid grid-cols-2 gap-4 rounded-2xl bg-brand-700 p-4 text-white sm:p-6 lg:grid-cols-4"
      >
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="flex flex-col items-center justify-center rounded-xl bg-white/10 px-3 py-6 text-center"
          >
            <span className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {formatStat(stat)}
            </span>{" "}
            <span className="mt-1 text-sm font-medium text-brand-50 sm:text-base">
              {stat.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
