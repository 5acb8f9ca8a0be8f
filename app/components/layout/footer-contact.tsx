import { MapPin } from "lucide-react";
import { siteConfig } from "~/config/site";

/** Branch addresses, the queries line and the HR & Placement contact, as text (SPEC.md §2). */
export function FooterContact() {
  const host = new URL(siteConfig.url).host;
  return (
    <div className="space-y-4 text-sm text-slate-300">
      {siteConfig.branches.map((branch) => (
        <address key={branch.id} className="flex gap-2 not-italic">
          <MapPin
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-brand-600"
          />
          <span>
            <span className="font-semibold text-white">{branch.town}: </span>
            {branch.address}
          </span>
        </address>
      ))}
      <div>
        <h3 className="font-semibold text-white">For Any Queries</h3>
        <p>{siteConfig.phone}</p>
        <p>{host}</p>
      </div>
      <div>
        <h3 className="font-semibold text-white">HR &amp; Placement</h3>
        <p>{siteConfig.phone}</p>
        <p className="break-all">{siteConfig.email}</p>
      </div>
    </div>
  );
}
