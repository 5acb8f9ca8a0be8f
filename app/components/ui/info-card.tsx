import { useId } from "react";

/** A link inside an info card: an icon and a label, tall enough for a thumb. */
export const infoCardLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

/**
 * A white card with an icon beside its title (an h2 labelling the region), used by the contact
 * page's address cards and a branch page's address, hours and phone.
 */
export function InfoCard({
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
