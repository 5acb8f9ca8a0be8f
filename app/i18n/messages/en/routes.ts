/* Page titles, descriptions and headings of the routes, in English, exactly as SPEC.md has them. */
export const routes = {
  /** The branch towns in one phrase: "Kolhapur & Sangli". */
  towns: (towns: readonly string[]) => towns.join(" & "),
  home: {
    crumb: "Home",
    readMore: "Read More",
    readMoreAbout: (site: string) => ` about ${site}`,
    /** The page's title in search results, before the institute's short name. */
    title: (towns: string) => `Java, Python & IT Courses in ${towns}`,
  },
  notFound: {
    title: "Page not found",
    description:
      "This address has no page. Find our courses, batches and contacts from here.",
    intro:
      "We could not find that page. It may have moved, or the address may have a typo.",
    home: "Go to the home page",
    courses: "Browse all courses",
  },
  error: {
    loading: "Loading…",
    title: "Something went wrong",
    notHere: "The page you asked for is not here.",
    detail: "This page could not be shown. Please try again, or call us.",
    reach: (phone: string, email: string) =>
      `Call ${phone} or write to ${email}.`,
  },
};
