/*
 * The titles, descriptions and headings of the pages other than the home page, in English,
 * exactly as SPEC.md has them. Loaded with those pages, not in the language pack
 * (i18n/page-route-texts.ts): the home page never shows them.
 */
export const pageRoutes = {
  contact: {
    title: "Contact Us",
    description: (towns: string, phone: string, email: string) =>
      `Visit us in ${towns}, call ${phone} or write to ${email}.`,
  },
  courses: {
    title: "All Courses",
    crumb: "Courses",
    /** The page's title in search results, before the institute's name. */
    searchTitle: (towns: string) => `Courses in ${towns}`,
    description: (count: number, towns: string) =>
      `All ${count} software and computer courses taught at our ${towns} branches, from Java and Python to cloud, design and office skills.`,
  },
  course: {
    overview: "Course Overview",
    batches: "Upcoming Batches",
    batchesCaption: (course: string) => `Upcoming batches of ${course}`,
    testimonials: (course: string) => `${course} Students Testimonials`,
    stories: (course: string) => `${course} student stories`,
    curriculum: "Course Curriculum",
    /** The sharing picture's description: it shows the course's title, the institute and towns. */
    shareImageAlt: (course: string, site: string, towns: string) =>
      `${course}: a course at ${site}, ${towns}`,
  },
  myEnquiries: {
    title: "My Enquiries",
    description:
      "The course enquiries you sent from this device. They are kept only here, in this browser.",
  },
};

export type PageRouteTexts = typeof pageRoutes;
