/*
 * The texts of the pages about the institute (About Us, Learn More): their titles and
 * headings, and the facts and calls they show.
 */
export const about = {
  /** The About Us page. */
  page: {
    title: "About Us",
    heading: (site: string) => `About ${site}`,
    description: (site: string, year: number) =>
      `Who we are: ${site}, training students for software careers since ${year}.`,
  },
  /** The Learn More page: the institute's story in full. */
  learnMore: {
    title: "Learn More",
    heading: (site: string) => `Learn More About ${site}`,
    description: (site: string, year: number) =>
      `The story, mission and training philosophy of ${site}, established in ${year}.`,
  },
  /** The facts and calls of the pages about the institute. */
  established: "Established",
  centres: "Centres",
  storyInDetail: "Our story in detail",
  visitOrContact: "Visit or contact us",
  requestCall: "Request a Call",
};

export type AboutTexts = typeof about;
