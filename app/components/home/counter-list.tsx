import type { Counter } from "#app/content/schemas/pages.ts";
import { cn } from "#app/lib/utils.ts";
import { AnimatedCounter } from "#app/components/home/animated-counter.tsx";

const tones = {
  light: { number: "text-brand-700", label: "text-muted" },
  brand: { number: "text-white", label: "text-brand-50" },
} satisfies Record<string, { number: string; label: string }>;

/** A row of counters, each a big number over its label: the hero's and the stats band's. */
export function CounterList({
  counters,
  tone = "light",
  className,
}: {
  counters: readonly Counter[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <ul className={cn("grid grid-cols-3 gap-4", className)}>
      {counters.map((counter) => (
        <li key={counter.label} className="flex min-w-0 flex-col">
          <AnimatedCounter
            value={counter.value}
            suffix={counter.suffix}
            className={cn(
              "text-2xl font-bold tracking-tight min-[360px]:text-3xl sm:text-4xl",
              tones[tone].number,
            )}
          />
          <span
            className={cn(
              "mt-1 text-sm font-medium sm:text-base",
              tones[tone].label,
            )}
          >
            {counter.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
