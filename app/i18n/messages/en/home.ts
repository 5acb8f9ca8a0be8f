import type { Widen } from "#app/i18n/messages/en.ts";
import {
  POPULAR_COURSE_DURATION,
  POPULAR_COURSE_LEVEL,
} from "#app/config/constants.ts";
import type { PopularCourseTag } from "#app/content/vocabulary.ts";

/*
 * The home texts in English, exactly as SPEC.md words them: the hero and its slider, the
 * counters, popular courses, 'Why Choose Us?', placements, company logos, and the About and
 * Learn More pages' own parts. Not in the language packs: the pages that show them load them
 * (i18n/home-texts.ts).
 */
export const home = {
  hero: {
    enrollNow: "Enroll Now",
    learnMore: "Learn More",
    /** Read after 'Learn More' (sr-only), so the link says where it leads. */
    learnMoreAbout: (name: string) => ` about ${name}`,
    /** Names the photo slider. */
    photosOf: (name: string) => `Photos of ${name}`,
  },
  /** Names the stats band and the Learn More stat cards. */
  inNumbers: (name: string) => `${name} in numbers`,
  popularCourses: {
    duration: `Duration: ${POPULAR_COURSE_DURATION}`,
    level: `Level: ${POPULAR_COURSE_LEVEL}`,
    moreCourses: (remaining: number) => `More Courses (${remaining})`,
    showLess: "Show Less",
    /** The card's tag, by its value in the data. */
    tags: {
      Office: "Office",
      Advanced: "Advanced",
      Accounting: "Accounting",
      Design: "Design",
      Programming: "Programming",
      Web: "Web",
      Database: "Database",
      "Short Term": "Short Term",
      Fullstack: "Fullstack",
      Frontend: "Frontend",
      Marketing: "Marketing",
      Enterprise: "Enterprise",
      Training: "Training",
      Analytics: "Analytics",
      Project: "Project",
    } satisfies Record<PopularCourseTag, string>,
  },
  whyChooseUs: {
    viewMore: "View More",
  },
  companies: {
    /** Names the logo strip and its pause button. */
    logosLabel: "Company logos",
  },
};

/** The shape every language's home texts must have: the English keys, any wording. */
export type HomeTexts = Widen<typeof home>;
