import { useRef } from "react";
import type { Branch } from "#app/content/schemas/site.ts";
import { cn } from "#app/lib/utils.ts";
import { mapEmbedUrl } from "#app/lib/maps.ts";
import { MAP_FRAME_HEIGHT_PX } from "#app/config/constants.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useInView } from "#app/hooks/use-in-view.ts";
import { useBranchTexts } from "#app/i18n/branch-texts.ts";

/**
 * One embedded map per branch town (SPEC.md §2 'Maps'). The frames load only when they come
 * near the screen (PRODUCT.md: no third-party request until the visitor needs it), and their
 * height is fixed so nothing shifts when they arrive. They join the page once the app runs,
 * after the first paint: a frame in the prerendered HTML starts its request to the maps service
 * before anything is painted, which cost the page 0.6 s of first paint on a slow phone. Each
 * joins only as it comes near the screen: a frame is a document of its own, and adding both at
 * once was one 16 ms task while the app started. Without scripts, the frames come from
 * <noscript>.
 */
export function BranchMaps({
  branches,
  className,
}: {
  branches: readonly Branch[];
  className?: string;
}) {
  const t = useBranchTexts();
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
          <MapSlot branch={branch} />
          <figcaption className="bg-white px-4 py-3 text-sm font-semibold text-ink">
            {t.name(branch.town)}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The map's fixed-height place; the frame joins once the place is within a screen of view. */
function MapSlot({ branch }: { branch: Branch }) {
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const near = useInView(slot, {
    threshold: 0,
    rootMargin: "100% 0px",
    enabled: hydrated,
  });
  // Every browser the site supports has IntersectionObserver; one without still gets the map.
  const show = near || (hydrated && typeof IntersectionObserver !== "function");
  return (
    <div ref={slot} style={{ height: MAP_FRAME_HEIGHT_PX }}>
      {hydrated ? (
        show && <MapFrame branch={branch} />
      ) : (
        <noscript>
          <MapFrame branch={branch} />
        </noscript>
      )}
    </div>
  );
}

function MapFrame({ branch }: { branch: Branch }) {
  const t = useBranchTexts();
  return (
    <iframe
      src={mapEmbedUrl(branch.mapQuery)}
      title={t.mapTitle(branch.town)}
      height={MAP_FRAME_HEIGHT_PX}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="block w-full border-0"
    />
  );
}
