import {
  ArrowRight,
  CalendarCheck,
  MapPin,
  type LucideIcon,
} from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";

/** The About page's aside: when the institute began, where it teaches, and where to go next. */
export function AboutFacts({
  foundedYear,
  towns,
  storyHref,
  contactHref,
}: {
  foundedYear: number;
  towns: readonly string[];
  storyHref: string;
  contactHref: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <dl className="space-y-5">
        <Fact icon={CalendarCheck} term="Established">
          {foundedYear}
        </Fact>
        <Fact icon={MapPin} term="Centres">
          {towns.join(" & ")}
        </Fact>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to={storyHref}>
          Our story in detail
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to={contactHref} variant="outline">
          Visit or contact us
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
