import type { PolicyTexts } from "#app/i18n/messages/en/policies.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The links to the Policies page and its own texts (part-texts.ts). */
export const [policyTexts, usePolicyTexts] = await partTexts<PolicyTexts>(
  import.meta.glob("./messages/*/policies.ts", { import: "policies" }),
);
