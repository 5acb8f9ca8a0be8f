import { Marquee } from "#app/components/ui/marquee.tsx";
import type { Company } from "#app/content/schemas/people.ts";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

/** 'Our Students Work In': employers' logos in a pausable loop (home and about pages). */
export function LogoStrip({
  label,
  labelledBy,
  companies,
}: {
  /** Names the pause button (and the strip, without `labelledBy`); 'Company logos' by default. */
  label?: string;
  /** The id of the heading of the section the strip stands in, which names the strip. */
  labelledBy?: string;
  companies: readonly Company[];
}) {
  const t = useHomeTexts().companies;
  return (
    <Marquee
      label={label ?? t.logosLabel}
      labelledBy={labelledBy}
      speed="strip"
    >
      {companies.map((company) => (
        <li
          key={company.name}
          className="flex h-20 w-48 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-4"
        >
          <img
            src={company.logo.src}
            alt={company.logo.alt}
            width={company.logo.width}
            height={company.logo.height}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-14 w-auto max-w-full"
          />
        </li>
      ))}
    </Marquee>
  );
}
