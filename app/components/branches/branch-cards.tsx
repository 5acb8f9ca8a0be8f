import { Clock, MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import {
  InfoCard,
  infoCardLink as link,
} from "#app/components/ui/info-card.tsx";
import type { Branch } from "#app/content/schemas/site.ts";
import { useBranchTexts } from "#app/i18n/branch-texts.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";
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
  const t = useBranchTexts();
  const hours = openingHoursLines(branch.hours ?? [], locale);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard title={t.address} icon={MapPin}>
        <address className="not-italic">{branch.address}</address>
        <p className="mt-3">
          <ExternalLink href={directionsHref} className={link}>
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            {t.directions}
          </ExternalLink>
        </p>
      </InfoCard>
      {hours.length > 0 ? (
        <InfoCard title={t.hours} icon={Clock}>
          <dl className="space-y-2">
            {hours.map((line) => (
              <div key={line.days}>
                <dt className="font-semibold text-ink">{line.days}</dt>
                <dd>{line.hours ?? t.closed}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
      ) : null}
      <InfoCard title={t.reach} icon={Phone}>
        <p>
          <a href={telHref} className={link}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {t.call(phone)}
          </a>
        </p>
        <p>
          <ExternalLink href={chatHref} className={link}>
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            {t.chat}
          </ExternalLink>
        </p>
      </InfoCard>
    </div>
  );
}
