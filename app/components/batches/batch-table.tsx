import { ButtonOrLink } from "#app/components/ui/button-or-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLocale, useMessages } from "#app/i18n/use-i18n.ts";
import { type BatchLike, getSeatStatus } from "#app/lib/batches.ts";
import { formatDay } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { SeatStatusBadge } from "#app/components/batches/seat-status-badge.tsx";

/** A batch's start day as text, inside `<time>` when there is one (SPEC.md §8: '-' when missing). */
function StartDay({ start }: { start: string | undefined }) {
  const text = formatDay(start, useLocale());
  return text === "-" ? text : <time dateTime={start}>{text}</time>;
}

/**
 * The course's upcoming batches (SPEC.md §4): start, mode, seats with their status, and an
 * 'Enquire' button, or a disabled 'Closed' one for a full batch. `batches` are already the
 * ones to list, in order; none gives an empty-state row. Until the app runs, 'Enquire' is a
 * link to the chat with the batch named (`chatHref` of its start day as shown).
 */
export function BatchTable({
  batches,
  caption,
  chatHref,
  onEnquire,
}: {
  batches: readonly BatchLike[];
  caption: string;
  chatHref: (batchDay?: string) => string;
  onEnquire: (event: React.MouseEvent<HTMLElement>) => void;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.course.batches;
  const linkNote = messages.course.whatsAppNote;
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
              m.headings.start,
              m.headings.mode,
              m.headings.seats,
              m.headings.action,
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
                <p className="font-semibold text-ink">{m.empty}</p>
                <p className="mt-1 text-muted">{m.emptyHint}</p>
                <ButtonOrLink
                  linkNote={linkNote}
                  className="mt-4"
                  href={chatHref()}
                  onClick={onEnquire}
                >
                  {m.enquireNext}
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
                    {messages.course.modeLabel(batch.mode)}
                  </td>
                  <td className={cell}>
                    <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                      <span className="whitespace-nowrap">
                        {m.seats(batch.seats)}
                      </span>
                      <SeatStatusBadge status={status} />
                    </span>
                  </td>
                  <td className={cell}>
                    {status === "full" ? (
                      <Button variant="outline" size="compact" disabled>
                        {m.closed}{" "}
                        <span className="sr-only">{m.closedNote(when)}</span>
                      </Button>
                    ) : (
                      <ButtonOrLink
                        linkNote={linkNote}
                        size="compact"
                        href={chatHref(when)}
                        onClick={onEnquire}
                      >
                        {messages.common.enquire}{" "}
                        <span className="sr-only">{m.enquireNote(when)}</span>
                      </ButtonOrLink>
                    )}
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
