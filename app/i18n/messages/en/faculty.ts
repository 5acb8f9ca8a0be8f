import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * The tutors, in English: the Tutors page and the tutors named on each course page. Only those
 * pages show them: they are loaded apart from the language packs (i18n/faculty-texts.ts).
 */
export const faculty = {
  title: "Our tutors",
  description: (site: string) =>
    `Who teaches at ${site}: each tutor's qualifications, years of experience and the courses they teach.`,
  qualifications: "Qualifications",
  experience: (years: number) =>
    years === 1 ? "1 year of experience" : `${years} years of experience`,
  teaches: "Teaches",
  /** The course page's section of its tutors. */
  courseTutors: "Your tutors",
  courseTutorsIntro:
    "Their qualifications and experience are on our Tutors page.",
  aboutTutor: (name: string) => `${name}: qualifications and experience`,
  allTutors: "All our tutors",
};

/** The shape every language's tutor texts must have: the English keys, any wording. */
export type FacultyTexts = Widen<typeof faculty>;
