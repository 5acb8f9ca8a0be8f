import type { FeeTexts } from "#app/i18n/messages/en/fees.ts";

/* A course's fees, in Marathi (docs/marathi.md). */
export const fees: FeeTexts = {
  label: "फी",
  total: (amount) => `कोर्सची फी: ${amount}`,
  instalments: (count, amount) => `किंवा ${amount} चे ${count} हप्ते`,
  includes: "फीमध्ये समाविष्ट",
  ask: "फी आणि हप्त्यांसाठी आम्हाला कॉल करा:",
  askOr: "किंवा",
  askWrite: "आम्हाला संदेश पाठवा",
};
