import type { Branch } from "~/content/schema";
import { cn } from "~/lib/utils";
import { mapEmbedUrl } from "~/lib/maps";
import { MAP_FRAME_HEIGHT_PX } from "~/config/constants";

/**
 * One embedded map per branch town (SPEC.md §2 'Maps'). The frames load only when they come
 * near the screen (PRODUCT.md: no third-party request until the visitor needs it), and their
 * height is fixed so nothing shifts when they arrive.
 */
export function BranchMaps({
  branches,
  className,
}: {
  branches: readonly Branch[];
  className?: string;
}) {
  return (
    <div
      className={cn(
        "grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1",
        className,
      )}
    >
      {branches.map((branch) => (
        <figure
          key={branch.id}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
        >
          <iframe
            src={mapEmbedUrl(branch.mapQuery)}
            title={`Map of our ${branch.town} branch`}
            height={MAP_FRAME_HEIGHT_PX}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="block w-full border-0"
          />
          <figcaption className="bg-white px-4 py-3 text-sm font-semibold text-ink">
            {branch.town} Branch
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
