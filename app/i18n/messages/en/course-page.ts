/*
 * The course page's own texts in English, exactly as SPEC.md words them: its hero, marquee,
 * overview and curriculum. Loaded with the course page, not in the language pack
 * (i18n/course-page-texts.ts): the home page never shows them.
 */
export const coursePage = {
  hero: {
    factsLabel: "Course facts",
    duration: (duration: string) => `Duration: ${duration}`,
    mode: (mode: string) => `Mode: ${mode}`,
    nextBatch: "Next Batch:",
    noBatches: "No Upcoming Batches",
    requestCall: "Request a Call",
    requestCallNote: " (opens WhatsApp in a new tab)",
  },

  marquee: {
    label: "Course announcement",
    text: (course: string, towns: string) =>
      `Transform Your Future with Our ${course} Certification Course in ${towns} – Limited Seats Available, Enroll Now!`,
  },

  overview: {
    highlightsLabel: "Highlights",
  },

  curriculum: {
    modulesLabel: "Course modules",
    downloadBrochure: "Download Brochure",
    brochureNote: " (PDF, opens in a new tab)",
  },
};

export type CoursePageTexts = typeof coursePage;
