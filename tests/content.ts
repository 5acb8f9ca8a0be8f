import { requireContent } from "../scripts/content/load.ts";

/*
 * The site's content as the build reads it, for the end-to-end tests: what a page must show is
 * the data the staff wrote, read through the same checks as the build.
 */
export const { content } = requireContent();

export const {
  courses,
  navCourses,
  placements,
  companies,
  popularCourses,
  videoTestimonials,
  whyChooseUs,
  about,
  contact,
  learnMore,
} = content;
export const { hero, statsBand, sections: homeSections } = content.home;
export const { defaultPoster, placeholderTestimonial } = content.defaults;
