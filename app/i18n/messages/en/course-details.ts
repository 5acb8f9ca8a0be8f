/*
 * The texts of a course's fees and of where, when and in which language its batches run, in
 * English. Only course pages show them, so they are not in the language pack every page loads
 * (the home page's JavaScript budget): the course page's own code imports them
 * (app/i18n/course-details.ts).
 */
export const courseDetails = {
  fees: {
    label: "Fees",
    total: (amount: string) => `Course fee: ${amount}`,
    instalments: (count: number, amount: string) =>
      `or ${count} instalments of ${amount}`,
    includes: "The fee includes",
    /** Without fees in the content: how to ask. */
    ask: "Fees and instalments: call us on",
    askOr: "or",
    askWrite: "send us a message",
  },
  batches: {
    /** The place of a classroom or weekend batch: its branch's page. */
    branch: (town: string) => `${town} branch`,
    /** A classroom or weekend batch whose branch is not decided yet. */
    eitherBranch: (towns: readonly string[]) => towns.join(" or "),
    language: (language: string) => `Taught in ${language}`,
    /** A teaching language as the content names it ("Marathi"). */
    languageName: (language: string) => language,
    addToCalendar: "Add to calendar",
    addToCalendarNote: (day: string) => `(the batch of ${day}, .ics file)`,
    /** The event of a batch in its calendar file. */
    calendarSummary: (course: string, mode: string) => `${course} (${mode})`,
  },
};

export type CourseDetailsTexts = typeof courseDetails;
