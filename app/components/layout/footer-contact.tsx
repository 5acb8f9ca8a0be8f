import { MapPin } from "lucide-react";
import { useMessages, useSite } from "#app/i18n/use-i18n.ts";

/** Branch addresses, the queries line and the HR & Placement contact, as text (SPEC.md §2). */
export function FooterContact() {
  const m = useMessages();
  const site = useSite();
  const host = new URL(site.url).host;
  return (
    <div className="space-y-4 text-sm text-slate-300">
      {site.branches.map((branch) => (
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
        <h3 className="font-semibold text-white">{m.layout.footer.queries}</h3>
        <p>{site.phone}</p>
        <p>{host}</p>
      </div>
      <div>
        <h3 className="font-semibold text-white">
          {m.layout.footer.hrPlacement}
        </h3>
        <p>{site.phone}</p>
        <p className="break-all">{site.email}</p>
      </div>
    </div>
  );
}
