import { ChevronDown } from "lucide-react";
import type { Question } from "#app/content/schema.ts";

/**
 * Questions and answers, each a native <details>: the question opens its answer with a tap,
 * before and without scripts, and the browser's find-in-page opens the one it matches.
 */
export function QuestionList({
  questions,
}: {
  questions: readonly Question[];
}) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {questions.map((q) => (
        <details key={q.question} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {q.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-4 pb-4 whitespace-pre-line text-muted">{q.answer}</p>
        </details>
      ))}
    </div>
  );
}
