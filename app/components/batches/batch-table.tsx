import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { ButtonOrLink } from "#app/components/ui/button-or-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useBatchTexts } from "#app/i18n/batch-texts.ts";
import { useLocale, usePaths } from "#app/i18n/use-i18n.ts";
import type { Batch } from "#app/content/schemas/course.ts";
import { getSeatStatus } from "#app/lib/batches.ts";
import { formatClassHours } from "#app/lib/class-hours.ts";
import { formatDay } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { SeatStatusBadge } from "#app/components/batches/seat-status-badge.tsx";

/** A batch's start day as text, inside `<time>` when there is one (SPEC.md §8: '-' when missing). */
function StartDay({ start }: { start: string | undefined }) {
  const text = formatDay(start, useLocale());
  return text === "-" ? text : <time dateTime={start}>{text}</time>;
}

const note = "mt-1 block text-xs font-normal text-muted";

/** Where a batch meets, under its mode: its branch's page, or either town when not decided. */
function Place({
  batch,
  branches,
}: {
  batch: Batch;
  branches: readonly { id: string; town: string }[];
}) {
  const t = useBatchTexts();
  const paths = usePaths();
  // An online batch says so already in its mode.
  if (batch.mode === "Online" || branches.length === 0) return null;
  const branch = branches.find((b) => b.id === batch.branch);
  return branch ? (
    <Link
      to={paths.branch(branch.id)}
      className={cn(note, "text-brand-700 underline underline-offset-2")}
    >
      {t.branch(branch.town)}
    </Link>
  ) : (
    <span className={note}>{t.eitherBranch(branches.map((b) => b.town))}</span>
  );
}

/**
 * The course's upcoming batches (SPEC.md §4): start, mode, seats with their status, and an
 * 'Enquire' button, or a disabled 'Closed' one for a full batch. `batches` are already the
 * ones to list, in order; none gives an empty-state row. Until the app runs, 'Enquire' is a
 * link to the chat with the batch named (`chatHref` of its start day as shown). Inside the same
 * four columns, where the content gives them: the branch, class hours and teaching language
 * under the mode (the start day's cell stays the day alone, as SPEC.md has it), and the batch's
 * calendar file (`calendarHref` of its number) under the action.
 */
export function BatchTable({
  batches,
  caption,
  chatHref,
  onEnquire,
  branches = [],
  calendarHref,
}: {
  batches: readonly Batch[];
  caption: string;
  chatHref: (batchDay?: string) => string;
  onEnquire: (event: React.MouseEvent<HTMLElement>) => void;
  /** The branches in the page's language, where a batch meets; none: no place shown. */
  branches?: readonly { id: string; town: string }[];
  /** A batch's calendar file, by its number; none for batches without one. */
  calendarHref?: (batch: number) => string;
}) {
  const locale = useLocale();
  const t = useBatchTexts();
  // On a phone the table runs edge to edge with narrow paddings, so the four columns fit
  // 390 px; the scrollbar is only a safety net for very long words.
  const cell = "px-2 py-3 align-middle first:pl-4 last:pr-4 sm:px-4";
  return (
    <div className="relative -mx-4 overflow-x-auto border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-xl sm:border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {[
              t.headings.start,
              t.headings.mode,
              t.headings.seats,
              t.headings.action,
            ].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {batches.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center">
                <p className="font-semibold text-ink">{t.empty}</p>
                <p className="mt-1 text-muted">{t.emptyHint}</p>
                <ButtonOrLink
                  linkNote={t.whatsAppNote}
                  className="mt-4"
                  href={chatHref()}
                  onClick={onEnquire}
                >
                  {t.enquireNext}
                </ButtonOrLink>
              </td>
            </tr>
          ) : (
            batches.map((batch) => {
              const status = getSeatStatus(batch.seats);
              const when = formatDay(batch.start, locale);
              return (
                <tr key={batch.id}>
                  <td className={cn(cell, "font-medium sm:whitespace-nowrap")}>
                    <StartDay start={batch.start} />
                  </td>
                  <td className={cell}>
                    {t.mode(batch.mode)}
                    <Place batch={batch} branches={branches} />
                    {batch.time ? (
                      <span className={note}>
                        {formatClassHours(batch.time, locale)}
                      </span>
                    ) : null}
                    {batch.language ? (
                      <span className={note}>
                        {t.language(t.languageName(batch.language))}
                      </span>
                    ) : null}
                  </td>
                  <td className={cell}>
                    <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                      <span className="whitespace-nowrap">
                        {t.seats(batch.seats)}
                      </span>
                      <SeatStatusBadge status={status} />
                    </span>
                  </td>
                  <td className={cell}>
                    {status === "full" ? (
                      <Button variant="outline" size="compact" disabled>
                        {t.closed}{" "}
                        <span className="sr-only">{t.closedNote(when)}</span>
                      </Button>
                    ) : (
                      <ButtonOrLink
                        linkNote={t.whatsAppNote}
                        size="compact"
                        href={chatHref(when)}
                        onClick={onEnquire}
                      >
                        {t.enquire}{" "}
                        <span className="sr-only">{t.enquireNote(when)}</span>
                      </ButtonOrLink>
                    )}
                    {calendarHref && batch.start ? (
                      <a
                        href={calendarHref(batch.id)}
                        className="mt-2 flex min-h-6 w-fit items-center gap-1 text-xs font-semibold text-brand-700 underline underline-offset-2"
                      >
                        <CalendarPlus aria-hidden="true" className="size-4" />
                        {t.addToCalendar}{" "}
                        <span className="sr-only">
                          {t.addToCalendarNote(when)}
                        </span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
