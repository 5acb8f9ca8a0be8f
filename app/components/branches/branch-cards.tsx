import { useId } from "react";
import { Clock, MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import type { Branch } from "#app/content/schema.ts";
import { useBranchMessages } from "#app/i18n/branch-messages.ts";
import { useLocale, useMessages } from "#app/i18n/use-i18n.ts";
import { openingHoursLines } from "#app/lib/opening-hours.ts";

/**
 * A branch's address with the way there, its opening hours, and its phone and chat: what a
 * visitor on the way needs, each a plain link that works without scripts.
 */
export function BranchCards({
  branch,
  phone,
  telHref,
  chatHref,
  directionsHref,
}: {
  branch: Branch;
  /** The branch's own number, else the institute's, as people read it. */
  phone: string;
  telHref: string;
  chatHref: string;
  directionsHref: string;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const t = useBranchMessages();
  const hours = openingHoursLines(branch.hours ?? [], locale);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title={t.address} icon={MapPin}>
        <address className="not-italic">{branch.address}</address>
        <p className="mt-3">
          <a
            href={directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            {t.directions}
            <span className="sr-only"> {messages.course.newTab}</span>
          </a>
        </p>
      </Card>
      {hours.length > 0 ? (
        <Card title={t.hours} icon={Clock}>
          <dl className="space-y-2">
            {hours.map((line) => (
              <div key={line.days}>
                <dt className="font-semibold text-ink">{line.days}</dt>
                <dd>{line.hours ?? t.closed}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
      <Card title={t.reach} icon={Phone}>
        <p>
          <a href={telHref} className={link}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {t.call(phone)}
          </a>
        </p>
        <p>
          <a
            href={chatHref}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            {t.chat}
            <span className="sr-only"> {messages.course.newTab}</span>
          </a>
        </p>
      </Card>
    </div>
  );
}

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

function Card({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id={titleId}
        className="flex items-center gap-3 text-lg font-semibold text-ink"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}
