import type { EnquiryTexts } from "#app/i18n/messages/en/enquiry.ts";

/* The enquiry texts in Marathi (glossary: docs/marathi.md). */
export const enquiry: EnquiryTexts = {
  fields: {
    name: "नाव",
    email: "ईमेल",
    phone: "फोन नंबर",
    message: "संदेश",
  },
  cancel: "रद्द करा",
  continueOnWhatsApp: "WhatsApp वर पुढे बोला",

  dialog: {
    title: (course: string) => `चौकशी — ${course}`,
    description:
      "तुमची चौकशी या डिव्हाइसवरच जतन होते. पाठवल्यानंतर तुम्ही WhatsApp वरही आमच्याशी पुढे बोलू शकता.",
    send: "पाठवा",
  },
  success: "तुमची चौकशी पाठवली. आम्ही लवकरच तुमच्याशी संपर्क साधू.",
  notSaved: {
    title: "तुमची चौकशी या डिव्हाइसवर जतन होऊ शकली नाही.",
    reasons: {
      unavailable:
        "हा ब्राउझर साइटला माहिती जतन करू देत नाही (स्टोरेज बंद किंवा ब्लॉक केलेले आहे).",
      full: "या ब्राउझरमधील साइटचे स्टोरेज भरले आहे.",
      corrupt:
        "या डिव्हाइसवर आधी जतन केलेल्या चौकश्या वाचता येत नाहीत, आणि आम्ही त्यांच्यावर काहीही लिहिणार नाही.",
    },
    instead:
      "तुम्ही लिहिलेले सगळे इथेच आहे: त्याऐवजी आम्हाला कॉल करा किंवा WhatsApp वर पाठवा.",
    call: (phone: string) => `${phone} वर कॉल करा`,
    sendOnWhatsApp: "WhatsApp वर पाठवा",
  },

  chat: {
    opening: (course: string) =>
      `नमस्कार, मला ${course} कोर्सबद्दल चौकशी करायची आहे.`,
    openingBatch: (course: string, day: string) =>
      `नमस्कार, मला ${course} कोर्सच्या ${day} पासून सुरू होणाऱ्या बॅचबद्दल चौकशी करायची आहे.`,
  },

  card: {
    sent: "पाठवली:",
    notGiven: "(दिलेले नाही)",
    chatAbout: (course: string, sentAt: string) =>
      `(${course} कोर्सबद्दल, ${sentAt} वाजता पाठवलेली; नवीन टॅबमध्ये उघडेल)`,
    delete: "हटवा",
    deleteWhich: (course: string, sentAt: string) =>
      `(${course} कोर्सबद्दलची, ${sentAt} वाजता पाठवलेली चौकशी)`,
  },

  list: {
    count: (n: number) => `या डिव्हाइसवर ${n} ${n === 1 ? "चौकशी" : "चौकश्या"}`,
    heading: "या डिव्हाइसवरील चौकश्या",
    deleteAll: "सगळ्या हटवा",
    deleteAllTitle: "सगळ्या चौकश्या हटवायच्या?",
    deleteAllDescription:
      "या डिव्हाइसवर जतन केलेली प्रत्येक चौकशी काढून टाकली जाईल. ती परत आणता येणार नाही.",
    allDeleted: "सगळ्या चौकश्या हटवल्या.",
    deleted: "चौकशी हटवली.",
    notDeleted: "या डिव्हाइसवर ते हटवता आले नाही.",
    unreadableDeleted: "वाचता न येणारी माहिती हटवली.",
    loading: "या ब्राउझरमध्ये जतन केलेल्या चौकश्या शोधत आहोत…",
    noScript:
      "चौकश्या या ब्राउझरमधील स्क्रिप्ट्स जतन करतात: त्या पाहण्यासाठी JavaScript सुरू करा.",
    empty: "या डिव्हाइसवर एकही चौकशी जतन केलेली नाही.",
    emptyHint: "कोर्सच्या पानावरून तुम्ही पाठवलेल्या चौकश्या इथे दिसतील.",
    browseCourses: "कोर्सेस पाहा",
  },

  storageProblem: {
    corruptTitle: "या डिव्हाइसवर जतन केलेल्या चौकश्या वाचता येत नाहीत.",
    unavailableTitle:
      "हा ब्राउझर साइटला माहिती जतन करू देत नाही, त्यामुळे या डिव्हाइसवर चौकश्या जतन करता किंवा दाखवता येत नाहीत.",
    corruptBody:
      "जतन केलेली माहिती खराब झाली आहे. आम्ही ती जशी आहे तशीच ठेवली आहे; ती हटवेपर्यंत नव्या चौकश्या जतन करता येणार नाहीत.",
    unavailableBody: "स्टोरेज बंद किंवा ब्लॉक केलेले असू शकते (उदा. प्रायव्हेट विंडोमध्ये).",
    reachBefore: "आत्ताच संपर्क साधायचा असेल तर",
    reachOr: "वर कॉल करा किंवा",
    reachChat: "WhatsApp वर आमच्याशी बोला",
    reachAfter: ".",
    deleteLabel: "वाचता न येणारी माहिती हटवा",
    deleteTitle: "वाचता न येणारी माहिती हटवायची?",
    deleteDescription:
      "या डिव्हाइसवरील खराब झालेली चौकश्यांची माहिती काढून टाकली जाईल, म्हणजे नव्या चौकश्या पुन्हा जतन करता येतील. ती परत आणता येणार नाही.",
    deleteConfirm: "हटवा",
  },

  contact: {
    form: {
      name: "तुमचे नाव",
      email: "ईमेल",
      phone: "फोन नंबर",
      degree: "पदवी",
      branch: "शाखा निवडा",
      course: "कोर्स निवडा",
      submit: "पाठवा",
    },
  },
};
