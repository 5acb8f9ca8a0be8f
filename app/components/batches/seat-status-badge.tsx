import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useBatchTexts } from "#app/i18n/batch-texts.ts";
import type { SeatStatus } from "#app/lib/batches.ts";
import { cn } from "#app/lib/utils.ts";

// Dark text on a pale tint of the same hue: above 7:1, so the colour adds meaning without carrying it.
const tones = {
  available: "bg-green-50 text-green-800 ring-green-700/30",
  few: "bg-orange-50 text-orange-800 ring-orange-700/30",
  full: "bg-red-50 text-red-800 ring-red-700/30",
} satisfies Record<SeatStatus, string>;

const icons = {
  available: CircleCheck,
  few: TriangleAlert,
  full: CircleX,
} satisfies Record<SeatStatus, unknown>;

/** A batch's seat status, told by its label and icon as well as its colour. */
export function SeatStatusBadge({ status }: { status: SeatStatus }) {
  const Icon = icons[status];
  const label = useBatchTexts().status[status];
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset sm:px-2.5",
        tones[status],
      )}
    >
      <Icon aria-hidden="true" className="hidden size-3.5 sm:block" />
      {label}
    </span>
  );
}
