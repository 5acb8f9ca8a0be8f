import type { HomeTexts } from "#app/i18n/messages/en/home.ts";

/* The home texts in Marathi (glossary: docs/marathi.md). */
export const home: HomeTexts = {
  hero: {
    enrollNow: "आता प्रवेश घ्या",
    learnMore: "अधिक माहिती",
    learnMoreAbout: (name: string) => ` (${name} विषयी)`,
    photosOf: (name: string) => `${name} चे फोटो`,
  },
  inNumbers: (name: string) => `${name} ची आकडेवारी`,
  popularCourses: {
    duration: "कालावधी: 3 महिने",
    level: "स्तर: नवशिक्यांसाठी",
    moreCourses: (remaining: number) => `आणखी कोर्सेस (${remaining})`,
    showLess: "कमी दाखवा",
    tags: {
      Office: "ऑफिस",
      Advanced: "प्रगत",
      Accounting: "अकाउंटिंग",
      Design: "डिझाइन",
      Programming: "प्रोग्रामिंग",
      Web: "वेब",
      Database: "डेटाबेस",
      "Short Term": "शॉर्ट टर्म",
      Fullstack: "फुल स्टॅक",
      Frontend: "फ्रंटएंड",
      Marketing: "मार्केटिंग",
      Enterprise: "एंटरप्राइज",
      Training: "प्रशिक्षण",
      Analytics: "अ‍ॅनालिटिक्स",
      Project: "प्रोजेक्ट",
    },
  },
  whyChooseUs: {
    viewMore: "अधिक पाहा",
  },
  companies: {
    logosLabel: "कंपन्यांचे लोगो",
  },
};
