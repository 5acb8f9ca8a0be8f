import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * A course's fees, in English. Only course pages show them: they are loaded apart from the
 * language packs (i18n/fee-texts.ts).
 */
export const fees = {
  label: "Fees",
  total: (amount: string) => `Course fee: ${amount}`,
  instalments: (count: number, amount: string) =>
    `or ${count} instalments of ${amount}`,
  includes: "The fee includes",
  /** Without fees in the content: how to ask. */
  ask: "Fees and instalments: call us on",
  askOr: "or",
  askWrite: "send us a message",
};

/** The shape every language's fee texts must have: the English keys, any wording. */
export type FeeTexts = Widen<typeof fees>;
