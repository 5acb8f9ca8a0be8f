import type { Widen } from "#app/i18n/messages/en.ts";
import type { PolicyTopic } from "#app/content/vocabulary.ts";

/*
 * The links to the Policies page, and its own interface texts, in English. The home page never
 * shows them: they are loaded apart from the language packs (i18n/policy-texts.ts).
 */
export const policies = {
  /** The Policies page's list of its parts. */
  onThisPage: "On this page",
  /** A course's fee box. */
  feeBox: "Instalments, refunds and what the fee includes",
  /** The contact page, under its introduction. */
  contact: "Fees, instalments, refunds and certificates: read our policies",
  /** The enquiry dialog, under its description. */
  dialog: "What this site keeps, and our fees and refunds: our policies",
  /** After an answer that sums up a part of the Policies page. */
  readMore: {
    fees: "What a fee includes",
    instalments: "Paying in instalments",
    refunds: "The whole refund and exit policy",
    certificates: "Certificates, and how an employer checks one",
    device: "What this site keeps on your device",
    recognition: "Whether any authority recognises our courses",
  } satisfies Record<PolicyTopic, string>,
};

/** The shape every language's policy texts must have: the English keys, any wording. */
export type PolicyTexts = Widen<typeof policies>;
