import type { PageName } from "#app/config/pages.ts";

/*
 * Which page of the site the editor's preview pane shows for an entry of each collection: the
 * page itself, drawn by its own route module with the entry as it is being typed in place of
 * the saved one. A collection that fills one section of a page brings that section into view;
 * one whose entries are cards among others brings the card into view by its heading.
 * Collections not listed here (the menus, the footer, the defaults) keep the editor's own list
 * of fields: no page shows them alone.
 */

/** An entry as the preview reads it: the collection's value in one language, checked. */
type Value = Record<string, unknown>;

export type PagePreview = {
  /** The page (app/config/pages.ts) the entry is shown on. */
  page: PageName;
  /** For a page made per record (a course, a branch): the records the entry makes. */
  records?: (value: Value) => string[];
  /** The section the entry fills, by its id on the page, brought into view. */
  section?: string;
  /** The heading of the entry's own card on the page, brought into view. */
  heading?: (value: Value) => string;
};

/** By collection (app/content/collections.ts): the name the editor registers its template by. */
export const pagePreviews = {
  courses: {
    page: "course",
    records: (course) => [String(course.slug)],
  },
  placements: {
    page: "placements",
    heading: (placement) => String(placement.studentName),
  },
  faculty: {
    page: "faculty",
    heading: (tutor) => String(tutor.name),
  },
  // The institute's details: each branch's page is made from its entry there.
  site: {
    page: "branch",
    records: (site) =>
      (site.branches as readonly { id: string }[]).map((b) => b.id),
  },
  home: { page: "home" },
  popularCourses: { page: "home", section: "popular-courses" },
  videoTestimonials: { page: "home", section: "video-reviews" },
  whyChooseUs: { page: "home", section: "why-choose-us" },
  companies: { page: "home", section: "companies" },
  about: { page: "about" },
  learnMore: { page: "learnMore" },
  contact: { page: "contact" },
  policies: { page: "policies" },
} as const satisfies Record<string, PagePreview>;

export type PreviewedCollection = keyof typeof pagePreviews;
