import type { BranchTexts } from "#app/i18n/messages/en/branch.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** A branch's page, and the contact page's links to it (part-texts.ts). */
export const [branchTexts, useBranchTexts] = await partTexts<BranchTexts>(
  import.meta.glob("./messages/*/branch.ts", { import: "branch" }),
);
