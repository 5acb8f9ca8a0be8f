import type { CourseDetailsTexts } from "#app/i18n/messages/en/course-details.ts";

/** The teaching languages the content uses, as a Marathi page names them. */
const languages: Readonly<Record<string, string>> = {
  English: "इंग्रजी",
  Marathi: "मराठी",
  Hindi: "हिंदी",
  "Marathi and English": "मराठी आणि इंग्रजी",
};

/* A course's fees and its batches' place, hours and language, in Marathi (docs/marathi.md). */
export const courseDetails: CourseDetailsTexts = {
  fees: {
    label: "फी",
    total: (amount) => `कोर्सची फी: ${amount}`,
    instalments: (count, amount) => `किंवा ${amount} चे ${count} हप्ते`,
    includes: "फीमध्ये समाविष्ट",
    ask: "फी आणि हप्त्यांसाठी आम्हाला कॉल करा:",
    askOr: "किंवा",
    askWrite: "आम्हाला संदेश पाठवा",
  },
  batches: {
    branch: (town) => `${town} शाखा`,
    eitherBranch: (towns) => towns.join(" किंवा "),
    language: (language) => `शिकवण्याची भाषा: ${language}`,
    languageName: (language) => languages[language] ?? language,
    addToCalendar: "कॅलेंडरमध्ये जोडा",
    addToCalendarNote: (day) => `(${day} पासूनची बॅच, .ics फाइल)`,
    calendarSummary: (course, mode) => `${course} (${mode})`,
  },
};
