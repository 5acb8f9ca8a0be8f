import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import type { Locale } from "#app/content/locales.ts";
import { useVerifyTexts } from "#app/i18n/verify-texts.ts";
import { useLocale, useSite } from "#app/i18n/use-i18n.ts";
import type { Knowledge, Verdict } from "#app/lib/certificates/check.ts";
import type { CertificateFacts } from "#app/lib/certificates/record.ts";
import { formatDay } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";

type Tone = "good" | "bad" | "warn";

const TONES: Record<Tone, { panel: string; icon: typeof CircleCheck }> = {
  good: {
    panel: "border-green-700 bg-green-50 text-green-900",
    icon: CircleCheck,
  },
  bad: { panel: "border-red-800 bg-red-50 text-red-900", icon: CircleX },
  warn: {
    panel: "border-slate-400 bg-orange-50 text-orange-800",
    icon: CircleAlert,
  },
};

/** The verdict's heading in its colour, with its icon and first sentence. */
function Heading({
  tone,
  title,
  lead,
}: {
  tone: Tone;
  title: string;
  lead: string;
}) {
  const { panel, icon: Icon } = TONES[tone];
  return (
    <div className={cn("rounded-lg border-l-4 p-4", panel)}>
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </h2>
      <p className="mt-2">{lead}</p>
    </div>
  );
}

/** The certificate's facts as printed, in the page's language. */
function Facts({ facts, locale }: { facts: CertificateFacts; locale: Locale }) {
  const t = useVerifyTexts();
  const day = (d: string) => formatDay(d, locale);
  const rows: [string, string][] = [
    [t.name, locale === "mr" ? (facts.nameMarathi ?? facts.name) : facts.name],
    [t.course, facts.course[locale]],
    [t.batch, t.batchDates(day(facts.start), day(facts.end))],
    [t.issued, day(facts.issued)],
    ...(facts.grade ? [[t.grade, facts.grade] as [string, string]] : []),
    [t.number, facts.number],
  ];
  return (
    <dl className="mt-4 grid gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How fresh the knowledge behind the verdict is. */
function Freshness({
  knowledge,
  noRecord,
  unsigned,
}: {
  knowledge: Knowledge;
  noRecord?: boolean;
  unsigned?: boolean;
}) {
  const t = useVerifyTexts();
  const locale = useLocale();
  const text = noRecord
    ? t.noRecord
    : knowledge.online
      ? unsigned
        ? t.unsignedOnline
        : t.online
      : knowledge.asOf
        ? t.offline(formatDay(knowledge.asOf, locale))
        : t.offlineNoList;
  return <p className="mt-4 text-sm text-muted">{text}</p>;
}

/** What the page says about one certificate, or one number. */
export function VerdictView({ verdict }: { verdict: Verdict }) {
  const t = useVerifyTexts();
  const locale = useLocale();
  const site = useSite().name;
  switch (verdict.kind) {
    case "genuine":
    case "unsigned":
      return (
        <>
          {verdict.kind === "genuine" ? (
            <Heading tone="good" title={t.genuine} lead={t.genuineLead(site)} />
          ) : (
            <Heading
              tone="warn"
              title={t.unsigned}
              lead={t.unsignedLead(site)}
            />
          )}
          <Facts facts={verdict.facts} locale={locale} />
          <Freshness
            knowledge={verdict.knowledge}
            noRecord={verdict.noRecord}
            unsigned={verdict.kind === "unsigned"}
          />
        </>
      );
    case "revoked":
      return (
        <>
          <Heading tone="bad" title={t.revoked} lead={t.revokedLead(site)} />
          <p className="mt-3 font-semibold text-red-900">
            {verdict.revoked
              ? t.revokedOn(
                  formatDay(verdict.revoked.on, locale),
                  verdict.revoked.reason[locale],
                )
              : t.revokedOffline}
          </p>
          <Facts facts={verdict.facts} locale={locale} />
          <Freshness knowledge={verdict.knowledge} />
        </>
      );
    case "not-issued":
      return (
        <Heading tone="bad" title={t.notIssued} lead={t.notIssuedLead(site)} />
      );
    case "unknown":
      return (
        <Heading
          tone="bad"
          title={t.notIssued}
          lead={t.unknownLead(site, verdict.number)}
        />
      );
    case "not-a-number":
      return <p className="text-ink">{t.notANumber(verdict.typed)}</p>;
    case "offline":
      return <p className="text-ink">{t.offlineLookup}</p>;
  }
}
