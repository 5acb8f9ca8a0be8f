import { useId } from "react";
import { ArrowRight, Mail, MapPin, Phone, UsersRound } from "lucide-react";
import { Link } from "react-router";
import type { Branch } from "#app/content/schema.ts";
import { useBranchMessages } from "#app/i18n/branch-messages.ts";
import { useEnquiryMessages } from "#app/i18n/enquiry-messages.ts";

/**
 * One address card per branch and the 'HR & Placement' card (SPEC.md §2). The phone and email
 * are links, so a tap on a phone starts a call or a new mail.
 */
export function ContactCards({
  branches,
  hr,
  branchHref,
}: {
  branches: readonly Branch[];
  /** The address of a branch's own page, which each address card leads to. */
  branchHref: (id: string) => string;
  hr: {
    title: string;
    address: string;
    phone: string;
    phoneHref: string;
    email: string;
    emailHref: string;
  };
}) {
  const t = useEnquiryMessages().contact;
  const branchPage = useBranchMessages().cardLink;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {branches.map((branch) => (
        <Card key={branch.id} title={t.branch(branch.town)} icon={MapPin}>
          <address className="not-italic">{branch.address}</address>
          <p className="mt-3">
            <Link to={branchHref(branch.id)} className={link}>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              {branchPage(branch.town)}
            </Link>
          </p>
        </Card>
      ))}
      <Card title={hr.title} icon={UsersRound}>
        <address className="space-y-2 not-italic">
          <p>{hr.address}</p>
          <p>
            <a href={hr.phoneHref} className={link}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {hr.phone}
            </a>
          </p>
          <p>
            <a href={hr.emailHref} className={link}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">{hr.email}</span>
            </a>
          </p>
        </address>
      </Card>
    </div>
  );
}

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

function Card({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id={titleId}
        className="flex items-center gap-3 text-lg font-semibold text-ink"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}
