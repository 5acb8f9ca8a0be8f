import { useId } from "react";
import { ctcLabel, type StripRecord } from "#app/lib/placements.ts";
import { Marquee } from "#app/components/ui/marquee.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import { usePlacementTexts } from "#app/i18n/placement-texts.ts";

/**
 * 'Recent Placement Records' on the home page: compact cards in a pausable loop (28 s). The
 * /placements page has its own, fuller card.
 */
export function PlacementStrip({
  label,
  labelledBy,
  placements,
}: {
  /** Names the pause button (and the strip, without `labelledBy`); 'Placement records' by default. */
  label?: string;
  /** The id of the heading of the section the strip stands in, which names the strip. */
  labelledBy?: string;
  placements: readonly StripRecord[];
}) {
  const t = usePlacementTexts();
  return (
    <Marquee
      label={label ?? t.stripLabel}
      labelledBy={labelledBy}
      speed="strip"
    >
      {placements.map((record) => (
        <li key={record.id} className="w-80 shrink-0">
          <CompactPlacementCard record={record} />
        </li>
      ))}
    </Marquee>
  );
}

/**
 * A placed student on the home page: photo, name, role, company, the facts of the story in
 * the role's size, CTC and year (`story-claim`: the result the facts stand beside).
 */
function CompactPlacementCard({ record }: { record: StripRecord }) {
  const t = usePlacementTexts();
  // One id per copy: the marquee draws its items twice.
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Picture
        image={record.img}
        sizes="64px"
        loading="lazy"
        className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <h3 id={headingId} className="truncate font-bold text-ink">
          {record.studentName}
        </h3>
        <p data-slot="story-claim" className="text-sm text-muted">
          {record.role}
        </p>
        <p data-slot="story-claim" className="text-sm font-medium text-ink">
          {record.company}
        </p>
        <StoryFacts story={record} className="text-sm text-ink" />
        <p
          data-slot="story-claim"
          className="mt-2 flex flex-wrap gap-2 text-xs font-semibold"
        >
          <span className="rounded-full bg-green-50 px-2.5 py-1 text-green-800">
            {ctcLabel(record.ctc, t)}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">
            {record.placedYear}
          </span>
        </p>
      </div>
    </article>
  );
}
