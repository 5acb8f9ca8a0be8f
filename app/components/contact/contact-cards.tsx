import { ArrowRight, Mail, MapPin, Phone, UsersRound } from "lucide-react";
import { Link } from "react-router";
import {
  InfoCard,
  infoCardLink as link,
} from "#app/components/ui/info-card.tsx";
import type { Branch } from "#app/content/schemas/site.ts";
import { useBranchTexts } from "#app/i18n/branch-texts.ts";

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
  const t = useBranchTexts();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {branches.map((branch) => (
        <InfoCard key={branch.id} title={t.name(branch.town)} icon={MapPin}>
          <address className="not-italic">{branch.address}</address>
          <p className="mt-3">
            <Link to={branchHref(branch.id)} className={link}>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              {t.cardLink(branch.town)}
            </Link>
          </p>
        </InfoCard>
      ))}
      <InfoCard title={hr.title} icon={UsersRound}>
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
      </InfoCard>
    </div>
  );
}
