import { cn } from "#app/lib/utils.ts";

/**
 * A titled block of a branch's page, looking like layout/section.tsx's. Its own: a page that
 * shares that one with the home page moves it into a chunk of its own, and the home page's
 * JavaScript budget has no room for the extra chunk.
 */
export function BranchSection({
  id,
  title,
  intro,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("text-ink", muted ? "bg-slate-50" : "bg-white")}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
