import type {
  BatchMode,
  CourseMode,
  TeachingLanguage,
} from "#app/content/vocabulary.ts";
import type { BatchTexts } from "#app/i18n/messages/en/batches.ts";

/**
 * The modes of the content's vocabulary (app/content/vocabulary.ts), as a Marathi page shows
 * them: keyed by its types, so a mode added there fails the type check until it is translated.
 */
const modes: Readonly<Record<BatchMode | CourseMode, string>> = {
  Online: "ऑनलाइन",
  Classroom: "क्लासरूम",
  Weekend: "वीकेंड",
  "Online / Classroom": "ऑनलाइन / क्लासरूम",
};

/** The teaching languages of the vocabulary, as a Marathi page names them. */
const languages: Readonly<Record<TeachingLanguage, string>> = {
  English: "इंग्रजी",
  Marathi: "मराठी",
  Hindi: "हिंदी",
  "Marathi and English": "मराठी आणि इंग्रजी",
};

/* A course's batch table, in Marathi (glossary: docs/marathi.md). */
export const batches: BatchTexts = {
  mode: (mode) => modes[mode],
  headings: {
    start: "सुरुवात",
    mode: "पद्धत",
    seats: "जागा",
    action: "चौकशी",
  },
  empty: "सध्या कोणतीही आगामी बॅच नाही.",
  emptyHint: "चौकशी पाठवा, पुढील बॅच कधी सुरू होईल ते आम्ही तुम्हाला कळवू.",
  enquireNext: "पुढील बॅचबद्दल चौकशी करा",
  seats: (n) => `${n} जागा`,
  status: {
    available: "जागा उपलब्ध",
    few: "थोड्याच जागा शिल्लक",
    full: "बॅच भरली",
  },
  closed: "बंद",
  closedNote: (day) => `(${day} पासूनची बॅच भरली आहे)`,
  enquire: "चौकशी करा",
  enquireNote: (day) => `(${day} पासूनच्या बॅचसाठी)`,
  whatsAppNote: "WhatsApp वर, नवीन टॅबमध्ये उघडेल",
  branch: (town) => `${town} शाखा`,
  eitherBranch: (towns) => towns.join(" किंवा "),
  language: (language) => `शिकवण्याची भाषा: ${language}`,
  languageName: (language) => languages[language],
  addToCalendar: "कॅलेंडरमध्ये जोडा",
  addToCalendarNote: (day) => `(${day} पासूनची बॅच, .ics फाइल)`,
  calendarSummary: (course, mode) => `${course} (${mode})`,
};
