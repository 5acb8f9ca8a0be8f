import type { PlacementRecord } from "#app/content/schemas/people.ts";
import { PlacementCard } from "#app/components/placements/placement-card.tsx";

/** The /placements grid: every record, newest first as the data lists them. */
export function PlacementGrid({
  records,
}: {
  records: readonly PlacementRecord[];
}) {
  return (
    <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
      {records.map((record) => (
        <li key={record.id}>
          <PlacementCard record={record} />
        </li>
      ))}
    </ul>
  );
}
