import {
  ArrowRight,
  CalendarCheck,
  MapPin,
  type LucideIcon,
} from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { useAboutTexts } from "#app/i18n/about-texts.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";

/** The About page's aside: when the institute began, where it teaches, and where to go next. */
export function AboutFacts({
  foundedYear,
  towns,
}: {
  foundedYear: number;
  /** The branch towns in one phrase, e.g. "Kolhapur & Sangli". */
  towns: string;
}) {
  const t = useAboutTexts();
  const paths = usePaths();
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <dl className="space-y-5">
        <Fact icon={CalendarCheck} term={t.established}>
          {foundedYear}
        </Fact>
        <Fact icon={MapPin} term={t.centres}>
          {towns}
        </Fact>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to={paths.learnMore}>
          {t.storyInDetail}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to={paths.contact} variant="outline">
          {t.visitOrContact}
        </ButtonLink>
      </div>
    </div>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-lg font-bold text-ink">{children}</dd>
    </div>
  );
}
