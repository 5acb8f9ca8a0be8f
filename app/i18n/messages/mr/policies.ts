import type { PolicyTexts } from "#app/i18n/messages/en/policies.ts";

/* The links to the Policies page, and its own interface texts, in Marathi (docs/marathi.md). */
export const policies: PolicyTexts = {
  onThisPage: "या पानावर",
  feeBox: "हप्ते, परतावा आणि फीमध्ये काय समाविष्ट आहे",
  contact: "फी, हप्ते, परतावा आणि प्रमाणपत्रे: आमची धोरणे वाचा",
  dialog: "ही साइट काय ठेवते, आणि आमची फी व परतावा: आमची धोरणे",
  readMore: {
    fees: "फीमध्ये काय समाविष्ट आहे",
    instalments: "हप्त्यांमध्ये फी भरणे",
    refunds: "परतावा आणि कोर्स सोडण्याचे संपूर्ण धोरण",
    certificates: "प्रमाणपत्रे, आणि कंपनी ते कसे तपासते",
    device: "ही साइट तुमच्या डिव्हाइसवर काय ठेवते",
    recognition: "आमच्या कोर्सना कोणाची मान्यता आहे का",
  },
};
