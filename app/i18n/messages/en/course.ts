import type { CourseGroup, StoryFee } from "#app/content/vocabulary.ts";

/* The course texts in English, exactly as SPEC.md words them. */
export const course = {
  /** A course's duration as the content gives it ("2.5 months", "6 weeks"). */
  durationLabel: (duration: string) => duration,
  /** What a success story's student paid, on its card: as the content names it (Paid, Free, Scholarship). */
  storyFee: (fee: StoryFee): string => fee,
  /** A catalogue group's heading, from its name in the content ("Programming"…). */
  groupName: (group: CourseGroup): string => group,

  catalogue: {
    viewDetails: "View course details",
    viewDetailsFor: (course: string) => ` for ${course}`,
    comingSoon: "Course details coming soon.",
    enquireAbout: (course: string) => `Enquire about ${course}`,
  },

  videos: {
    play: (name: string) => `Play video review by ${name}`,
    frameTitle: (name: string) => `Video review by ${name}`,
    openOn: (platform: string) => `Open on ${platform}`,
    unsupported: "Your browser does not support the video tag.",
  },
};
