import { MessageCircle, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { StoredEnquiry } from "#app/lib/enquiry-storage.ts";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

const fields = ["name", "email", "phone", "message"] as const;

/**
 * One enquiry kept on this device. Everything the visitor typed is shown as plain text, as
 * typed (markup stays text, right-to-left text reads right to left).
 */
export function EnquiryCard({
  enquiry,
  courseTitle,
  courseHref,
  sentAt,
  chatHref,
  onDelete,
}: {
  enquiry: StoredEnquiry;
  courseTitle: string;
  courseHref: string;
  sentAt: string;
  chatHref: string;
  onDelete: () => void;
}) {
  const headingId = useId();
  const m = useEnquiryTexts();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        <Link
          to={courseHref}
          className="underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {courseTitle}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {m.card.sent} <time dateTime={enquiry.createdAt}>{sentAt}</time>
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        {fields.map((key) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted">{m.fields[key]}</dt>
            <dd
              dir="auto"
              className="mb-2 [overflow-wrap:anywhere] whitespace-pre-wrap text-ink sm:mb-0"
            >
              {enquiry[key] === "" ? (
                <span className="text-muted italic">{m.card.notGiven}</span>
              ) : (
                enquiry[key]
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <ExternalLink
          href={chatHref}
          note={m.card.chatAbout(courseTitle, sentAt)}
          className={buttonVariants({ variant: "ghost", size: "compact" })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {m.continueOnWhatsApp}{" "}
        </ExternalLink>
        <Button variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {m.card.delete}{" "}
          <span className="sr-only">
            {m.card.deleteWhich(courseTitle, sentAt)}
          </span>
        </Button>
      </div>
    </article>
  );
}
