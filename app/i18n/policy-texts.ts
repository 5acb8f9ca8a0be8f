import {
  type PolicyTexts,
  policies as en,
} from "#app/i18n/messages/en/policies.ts";
import { policies as mr } from "#app/i18n/messages/mr/policies.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The links to the Policies page and its own texts (texts-apart.ts). */
export const [policyTexts, usePolicyTexts] = textsApart<PolicyTexts>({
  en,
  mr,
});
