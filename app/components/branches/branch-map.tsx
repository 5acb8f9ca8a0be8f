import { useEffect, useRef, useState } from "react";
import { Map as MapIcon } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { MAP_FRAME_HEIGHT_PX } from "#app/config/constants.ts";
import type { Branch } from "#app/content/schemas/site.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useBranchTexts } from "#app/i18n/branch-texts.ts";
import { mapEmbedUrl, mapPageUrl } from "#app/lib/maps.ts";

/**
 * The branch's map, only when asked for: a frame from the maps service is heavy on a slow phone
 * and tells the service about the visit, so nothing loads until the visitor presses 'Show the
 * map'. The frame takes the place of the button in a box of its own fixed height, so nothing
 * moves. Until the app runs (and without scripts) the button is a link to the map's own page.
 */
export function BranchMap({ branch }: { branch: Branch }) {
  const t = useBranchTexts();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button is gone once pressed: the map it opened takes the focus.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div
      className="flex items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
      style={{ height: MAP_FRAME_HEIGHT_PX }}
    >
      {shown ? (
        <iframe
          ref={frame}
          src={mapEmbedUrl(branch.mapQuery)}
          title={t.mapTitle(branch.town)}
          height={MAP_FRAME_HEIGHT_PX}
          referrerPolicy="strict-origin-when-cross-origin"
          className="block w-full border-0"
        />
      ) : hydrated ? (
        <Button variant="outline" onClick={() => setShown(true)}>
          <MapIcon aria-hidden="true" className="size-4" />
          {t.showMap}
        </Button>
      ) : (
        <ExternalLink
          href={mapPageUrl(branch.mapQuery)}
          className={buttonVariants({ variant: "outline" })}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {t.openMap}
        </ExternalLink>
      )}
    </div>
  );
}
