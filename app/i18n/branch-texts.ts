import {
  type BranchTexts,
  branch as en,
} from "#app/i18n/messages/en/branch.ts";
import { branch as mr } from "#app/i18n/messages/mr/branch.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** A branch's page, and the contact page's links to it (texts-apart.ts). */
export const [branchTexts, useBranchTexts] = textsApart<BranchTexts>({
  en,
  mr,
});
