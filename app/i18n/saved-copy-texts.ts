import {
  type SavedCopyTexts,
  savedCopy as en,
} from "#app/i18n/messages/en/saved-copy.ts";
import { savedCopy as mr } from "#app/i18n/messages/mr/saved-copy.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The saved copy's note (texts-apart.ts). */
export const [savedCopyTexts, useSavedCopyTexts] = textsApart<SavedCopyTexts>({
  en,
  mr,
});
