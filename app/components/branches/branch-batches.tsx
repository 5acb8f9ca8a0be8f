import { Link } from "react-router";
import { useBatchTexts } from "#app/i18n/batch-texts.ts";
import { useBranchTexts } from "#app/i18n/branch-texts.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";
import type { Batch } from "#app/content/schemas/course.ts";
import { formatDay } from "#app/lib/dates.ts";
import { formatTimeSpan } from "#app/lib/opening-hours.ts";

type BranchBatch = {
  course: { slug: string; title: string };
  batch: Batch;
};

/**
 * The upcoming batches held at a branch, earliest first: the day, the course (a link to its
 * page, where the visitor enquires), the mode and the class hours where the content gives them.
 */
export function BranchBatches({
  batches,
  courseHref,
}: {
  batches: readonly BranchBatch[];
  courseHref: (slug: string) => string;
}) {
  const locale = useLocale();
  const { mode } = useBatchTexts();
  const t = useBranchTexts();
  if (batches.length === 0) return <p className="text-muted">{t.noBatches}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {batches.map(({ course, batch }) => (
        <li
          key={`${course.slug}-${batch.id}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="font-semibold text-ink">
            {batch.start ? (
              <time dateTime={batch.start}>
                {formatDay(batch.start, locale)}
              </time>
            ) : (
              "-"
            )}
            {" · "}
            <Link
              to={courseHref(course.slug)}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {course.title}
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted">
            {mode(batch.mode)}
            {batch.time
              ? ` · ${t.batchTime(formatTimeSpan(batch.time.slice(0, 5), batch.time.slice(6), locale))}`
              : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
