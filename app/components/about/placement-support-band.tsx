import { PhoneCall } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useAboutTexts } from "#app/i18n/about-texts.ts";

/**
 * The red 'Placement Support' band. Its 'Request a Call' button does nothing, as the
 * institute asked (SPEC.md §2, PRODUCT.md §9), but it is a real, focusable, labelled button.
 */
export function PlacementSupportBand({
  title,
  intro,
}: {
  title: string;
  intro: string;
}) {
  const t = useAboutTexts();
  return (
    <section
      aria-labelledby="placement-support-title"
      className="bg-brand-700 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2
            id="placement-support-title"
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-3 text-brand-50">{intro}</p>
        </div>
        <Button variant="inverted" className="shrink-0 self-start md:self-auto">
          <PhoneCall aria-hidden="true" className="size-4" />
          {t.requestCall}
        </Button>
      </div>
    </section>
  );
}
