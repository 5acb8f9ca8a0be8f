import { skipWhenAway as skipWhenAwayRef } from "#app/hooks/skip-when-away.ts";
import { cn } from "#app/lib/utils.ts";

/** The id of the heading of the section `id`: what names the section, and what may name a part of it. */
export const sectionTitleId = (id: string) => `${id}-title`;

/** A titled block of a page: an h2 (labelling the region), an optional intro, then content. */
export function Section({
  id,
  title,
  intro,
  className,
  children,
  tone = "plain",
  skipWhenAway = false,
}: {
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
  tone?: keyof typeof tones;
  /** Rendered only near the screen once laid out (hooks/skip-when-away.ts). */
  skipWhenAway?: boolean;
}) {
  return (
    <section
      aria-labelledby={sectionTitleId(id)}
      className={cn(tones[tone], skipWhenAway && "skip-when-away", className)}
      ref={skipWhenAway ? skipWhenAwayRef : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2
          id={sectionTitleId(id)}
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

const tones = {
  plain: "bg-white text-ink",
  muted: "bg-slate-50 text-ink",
} satisfies Record<string, string>;
