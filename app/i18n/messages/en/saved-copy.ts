import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * The note on a page the service worker answered from the device's copy (app/lib/saved-copy.ts),
 * in English. Not in the language packs: only such a page loads it (app/i18n/saved-copy-texts.ts).
 */
export const savedCopy = {
  /** `day` is "27 Nov 2026", or empty when the copy does not say when it was fetched. */
  note: (day: string) =>
    day
      ? `Saved copy from ${day}: seats may have changed`
      : "Saved copy: seats may have changed",
};

export type SavedCopyTexts = Widen<typeof savedCopy>;
