import { IndianRupee } from "lucide-react";
import { Link } from "react-router";
import type { Fees } from "#app/content/schemas/course.ts";
import { useFeeTexts } from "#app/i18n/fee-texts.ts";
import { usePolicyTexts } from "#app/i18n/policy-texts.ts";
import { formatRupees } from "#app/lib/fees.ts";

const link = "font-semibold text-brand-700 underline underline-offset-2";

/**
 * A course's fee under its chips: the total in rupees, the instalment plan and what the fee
 * includes; without fees in the content, how to ask (the phone as a call link, the contact page);
 * either way, a link to the Policies page (instalments, refunds, what a fee includes).
 */
export function CourseFees({
  fees,
  phone,
  telHref,
  contactHref,
  policiesHref,
}: {
  fees: Fees | undefined;
  /** The institute's phone as people read it, and its `tel:` link. */
  phone: string;
  telHref: string;
  contactHref: string;
  /** The Policies page's part on fees: instalments, refunds, what the fee includes. */
  policiesHref: string;
}) {
  const m = useFeeTexts();
  const p = usePolicyTexts();
  const policy = (
    <p className="mt-1">
      <Link
        to={policiesHref}
        className={`${link} inline-flex min-h-6 items-center`}
      >
        {p.feeBox}
      </Link>
    </p>
  );
  return (
    <div
      role="group"
      aria-label={m.label}
      className="mt-5 flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-ink shadow-sm"
    >
      <IndianRupee
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-brand-700"
      />
      {fees ? (
        <div>
          <p>
            <strong className="text-base">
              {m.total(formatRupees(fees.total))}
            </strong>
            {fees.instalments ? (
              <span className="text-muted">
                {" "}
                {m.instalments(
                  fees.instalments.count,
                  formatRupees(fees.instalments.amount),
                )}
              </span>
            ) : null}
          </p>
          {fees.includes?.length ? (
            <p className="mt-1 text-muted">
              {m.includes}: {fees.includes.join(", ")}
            </p>
          ) : null}
          {policy}
        </div>
      ) : (
        <div>
          <p>
            {m.ask}{" "}
            <a href={telHref} className={link}>
              {phone}
            </a>{" "}
            {m.askOr}{" "}
            <Link to={contactHref} className={link}>
              {m.askWrite}
            </Link>
            .
          </p>
          {policy}
        </div>
      )}
    </div>
  );
}
