import type { Locale } from "#app/i18n/locales.ts";
import {
  branch as en,
  type BranchMessages,
} from "#app/i18n/messages/en/branch.ts";
import { branch as mr } from "#app/i18n/messages/mr/branch.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";

/**
 * The texts of a branch's page in every language, outside the language packs: only the pages
 * that show them (the branch pages, the contact page's cards) load them.
 */
export const branchMessages: Record<Locale, BranchMessages> = { en, mr };

/** The branch page's texts in the page's language. */
export function useBranchMessages(): BranchMessages {
  return branchMessages[useLocale()];
}
