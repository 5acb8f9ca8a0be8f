import { Link } from "react-router";
import type { Question } from "#app/content/schemas/fields.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";
import { usePolicyTexts } from "#app/i18n/policy-texts.ts";

/**
 * Questions and answers, each a native <details>: the question opens its answer with a tap,
 * before and without scripts, and the browser's find-in-page opens the one it matches. The
 * browser's own disclosure triangle marks them (no icon to load). An answer that sums up a part
 * of the Policies page ends with a link to it.
 */
export function QuestionList({
  questions,
}: {
  questions: readonly Question[];
}) {
  const paths = usePaths();
  const t = usePolicyTexts();
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {questions.map((q) => (
        <details key={q.question}>
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold marker:text-brand-700">
            {q.question}
          </summary>
          <p className="px-4 pb-4 whitespace-pre-line text-muted">{q.answer}</p>
          {q.policy ? (
            <p className="px-4 pb-4">
              <Link
                to={`${paths.policies}#${q.policy}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t.readMore[q.policy]}
              </Link>
            </p>
          ) : null}
        </details>
      ))}
    </div>
  );
}
