import { contentFolders, requireContent } from "#scripts/content/load.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

/*
 * The fixture content (tests/fixtures/content) as the build reads it, for the end-to-end tests,
 * which run against the site built from it (`npm run build:fixture`). Never the live content:
 * the staff's edits to app/content must not change what a test expects.
 */
export const { content } = requireContent(
  contentFolders(process.cwd(), FIXTURE_CONTENT_DIR),
);

export const {
  site,
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

/** The fixture institute's phone (site.json: +91 98765 43210) as the pages link it, written out. */
export const TEL_HREF = "tel:+919876543210";
export const CHAT_HREF = "https://wa.me/919876543210";
