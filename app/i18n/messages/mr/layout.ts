import type { Messages } from "#app/i18n/messages/en.ts";

/* The layout texts in Marathi (glossary: docs/marathi.md). */
export const layout: Messages["layout"] = {
  nav: {
    home: "मुख्यपृष्ठ",
    courses: "कोर्सेस",
    about: "आमच्याविषयी",
    placements: "प्लेसमेंट्स",
    contact: "संपर्क",
  },
  mainNavLabel: "मुख्य",
  pageLinksLabel: "पाने",
  openMenu: "मेनू उघडा",
  menuTitle: "मेनू",
  closeMenu: "मेनू बंद करा",
  logoHome: "मुख्यपृष्ठ",
  skipToContent: "थेट मुख्य मजकुराकडे जा",
  footer: {
    contact: "संपर्क आणि पत्ते",
    coursesIn: (town: string) => `${town}मधील कोर्सेस`,
    quickLinks: "उपयुक्त लिंक्स",
    media: "मीडिया संपर्क",
    queries: "कोणत्याही चौकशीसाठी",
    hrPlacement: "HR आणि प्लेसमेंट",
    copyright: (year: number, name: string) => `© ${year}–आजपर्यंत ${name}`,
    myEnquiries: "या डिव्हाइसवरील माझ्या चौकश्या",
  },
  carousel: {
    roleDescription: "स्लाइडशो",
    slide: "स्लाइड",
    slideOf: (n: number, count: number) => `${count} पैकी ${n}`,
    pause: "थांबवा",
    play: "सुरू करा",
    pauseLabel: (what: string) => `${what} थांबवा`,
    playLabel: (what: string) => `${what} सुरू करा`,
    slideshow: "स्लाइडशो",
    previousSlide: "मागील स्लाइड",
    nextSlide: "पुढील स्लाइड",
  },
  close: "बंद करा",
  chatLinkNote: "WhatsApp वर, नवीन टॅबमध्ये उघडेल",
  callBar: {
    label: "कॉल किंवा चॅट",
    call: "आम्हाला कॉल करा",
    chat: "WhatsApp वर चॅट करा",
    newTab: "नवीन टॅबमध्ये उघडेल",
  },
};
