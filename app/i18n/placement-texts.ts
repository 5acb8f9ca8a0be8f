import type { PlacementTexts } from "#app/i18n/messages/en/placements.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The placements' texts: their page, and each placement's card (part-texts.ts). */
export const [placementTexts, usePlacementTexts] =
  await partTexts<PlacementTexts>(
    import.meta.glob("./messages/*/placements.ts", { import: "placements" }),
  );
