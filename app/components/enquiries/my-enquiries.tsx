import { useRef, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { paths } from "#app/config/paths.ts";
import { useStoredEnquiries } from "#app/hooks/use-stored-enquiries.ts";
import { useLocale, usePaths } from "#app/i18n/use-i18n.ts";
import { enquiryChatText } from "#app/lib/enquiry-message.ts";
import {
  courseTitleOf,
  formatSentAt,
  newestFirst,
} from "#app/lib/enquiry-list.ts";
import type { LoadResult } from "#app/lib/enquiry-storage.ts";
import { ConfirmDelete } from "#app/components/enquiries/confirm-delete.tsx";
import { EnquiryCard } from "#app/components/enquiries/enquiry-card.tsx";
import { StorageProblem } from "#app/components/enquiries/storage-problem.tsx";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

type Course = { slug: string; title: string };

/**
 * The enquiries this device keeps (PRODUCT.md, 'My enquiries'), newest first, each with a
 * Delete button, and Delete all. Storage exists only in the browser, so the list appears after
 * hydration; until then (and in the prerendered HTML) a short note stands in for it.
 */
export function MyEnquiries({ courses }: { courses: readonly Course[] }) {
  const { result, remove, clear } = useStoredEnquiries();
  const [note, setNote] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const locale = useLocale();
  const localPaths = usePaths();
  const t = useEnquiryTexts().list;

  const after = (outcome: LoadResult, done: string) => {
    setNote(outcome.ok ? done : t.notDeleted);
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby="stored-enquiries"
      className="mx-auto max-w-4xl px-4 pb-16 sm:px-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          id="stored-enquiries"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-ink focus:outline-none"
        >
          {result?.ok && result.enquiries.length > 0
            ? t.count(result.enquiries.length)
            : t.heading}
        </h2>
        {result?.ok && result.enquiries.length > 0 ? (
          <ConfirmDelete
            label={t.deleteAll}
            title={t.deleteAllTitle}
            description={t.deleteAllDescription}
            confirmLabel={t.deleteAll}
            onConfirm={() => after(clear(), t.allDeleted)}
            focusAfter={heading}
          />
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        {note}
      </p>
      <div className="mt-4">
        {result === null ? (
          <>
            <p className="text-muted">{t.loading}</p>
            <noscript>
              <p className="mt-2 text-muted">{t.noScript}</p>
            </noscript>
          </>
        ) : !result.ok ? (
          <StorageProblem
            reason={result.reason}
            onClear={() => after(clear(), t.unreadableDeleted)}
            focusAfter={heading}
          />
        ) : result.enquiries.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold text-ink">{t.empty}</p>
            <p className="mt-1 text-muted">{t.emptyHint}</p>
            <Link
              to={localPaths.courses}
              className={buttonVariants({ className: "mt-4" })}
            >
              {t.browseCourses}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {newestFirst(result.enquiries).map((enquiry) => {
              const title = courseTitleOf(enquiry.courseSlug, courses);
              return (
                <li key={enquiry.id}>
                  <EnquiryCard
                    enquiry={enquiry}
                    courseTitle={title}
                    courseHref={localPaths.course(enquiry.courseSlug)}
                    sentAt={formatSentAt(enquiry.createdAt, locale)}
                    chatHref={paths.chat(
                      enquiryChatText(title, enquiry, locale),
                    )}
                    onDelete={() => after(remove(enquiry.id), t.deleted)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
