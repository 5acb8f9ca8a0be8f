import {
  BriefcaseBusiness,
  Building2,
  GraduationCap,
  type LucideIcon,
  Wallet,
} from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { FeatureCard } from "#app/content/schemas/pages.ts";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

/** Each card's icon, by its content id; a card with a new id simply shows none. */
const icons: Record<string, LucideIcon> = {
  "expert-trainers": GraduationCap,
  "affordable-fees": Wallet,
  "modern-facilities": Building2,
  "job-placement-assistance": BriefcaseBusiness,
};

/**
 * The 'Why Choose Us?' cards. Their 'View More' buttons do nothing, as the institute asked
 * (PRODUCT.md), but are real, focusable buttons described by their card's title.
 */
export function WhyChooseUsCards({ cards }: { cards: readonly FeatureCard[] }) {
  const t = useHomeTexts().whyChooseUs;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.id];
        const titleId = `why-${card.id}-title`;
        return (
          <li
            key={card.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            {Icon ? (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <h3 id={titleId} className="text-lg font-bold text-ink">
              {card.title}
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted">{card.text}</p>
            <Button
              variant="outline"
              aria-describedby={titleId}
              className="mt-5 self-start"
            >
              {t.viewMore}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
