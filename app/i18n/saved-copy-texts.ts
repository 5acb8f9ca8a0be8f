import type { SavedCopyTexts } from "#app/i18n/messages/en/saved-copy.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The note on a page from the device's copy (part-texts.ts). */
export const [savedCopyTexts, useSavedCopyTexts] =
  await partTexts<SavedCopyTexts>(
    import.meta.glob("./messages/*/saved-copy.ts", { import: "savedCopy" }),
  );
