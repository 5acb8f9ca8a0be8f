import type { FacultyTexts } from "#app/i18n/messages/en/faculty.ts";

/* The tutors, in Marathi (docs/marathi.md). */
export const faculty: FacultyTexts = {
  title: "आमचे प्रशिक्षक",
  description: (site) =>
    `${site} मध्ये कोण शिकवते: प्रत्येक प्रशिक्षकाची पात्रता, अनुभवाची वर्षे आणि ते शिकवत असलेले कोर्स.`,
  qualifications: "पात्रता",
  experience: (years) => `${years} वर्षांचा अनुभव`,
  teaches: "शिकवतात",
  courseTutors: "तुमचे प्रशिक्षक",
  courseTutorsIntro: "त्यांची पात्रता आणि अनुभव आमच्या प्रशिक्षक पानावर आहे.",
  aboutTutor: (name) => `${name}: पात्रता आणि अनुभव`,
  allTutors: "आमचे सर्व प्रशिक्षक",
};
