import { cn } from "#app/lib/utils.ts";

/** The top of a content page: its one h1, an optional intro, and anything that follows. */
export function PageHeading({
  title,
  intro,
  className,
  children,
}: {
  title: React.ReactNode;
  intro?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      className={cn("mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14", className)}
    >
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      {intro ? (
        <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      ) : null}
      {children}
    </section>
  );
}
