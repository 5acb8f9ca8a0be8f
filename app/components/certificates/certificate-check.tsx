import { useId } from "react";
import { VerdictView } from "#app/components/certificates/verdict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  NUMBER_FIELD,
  useCertificateCheck,
} from "#app/hooks/use-certificate-check.ts";
import { useVerifyTexts } from "#app/i18n/verify-texts.ts";
import type { PublicKey } from "#app/lib/certificates/verify.ts";

/**
 * The verify page's body: the verdict (or what to do, before anything is checked), then the
 * box for a number. The verdict's place keeps its height from the first paint, so a verdict
 * arriving moves nothing below it. Before the app runs, the form sends the number in the
 * address (`?number=`), which the page checks once it runs.
 */
export function CertificateCheck({ keys }: { keys: readonly PublicKey[] }) {
  const t = useVerifyTexts();
  const { result, checkTyped } = useCertificateCheck(keys);
  const inputId = useId();
  const hintId = useId();
  return (
    <section className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <div
        role="status"
        aria-live="polite"
        className="min-h-[36rem] rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {result.state === "done" ? (
          <VerdictView verdict={result.verdict} />
        ) : (
          <p className="text-muted">
            {result.state === "checking" ? t.checking : t.idle}
          </p>
        )}
        <noscript>
          <p className="mt-3 font-semibold text-ink">{t.noScript}</p>
        </noscript>
      </div>
      <form
        method="get"
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get(NUMBER_FIELD);
          if (typeof typed === "string" && typed.trim()) checkTyped(typed);
        }}
      >
        <h2 className="text-xl font-bold text-ink">{t.form}</h2>
        <label htmlFor={inputId} className="mt-3 block font-semibold text-ink">
          {t.numberLabel}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {t.numberHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            id={inputId}
            name={NUMBER_FIELD}
            aria-describedby={hintId}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 text-base text-ink uppercase"
          />
          <Button type="submit">{t.check}</Button>
        </div>
      </form>
    </section>
  );
}
