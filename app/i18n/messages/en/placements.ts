/*
 * The texts of the placements (the placed students, a collection): their page's title and
 * introduction, and each placement's card, on the placements page and the home page's strip.
 */
export const placements = {
  title: "Placement Records",
  description: (site: string) =>
    `Where ${site} students work now: roles, companies and packages of our recent placements.`,
  /** The CTC chip; the value is '-' when the data has none. */
  ctc: (value: string) => `CTC: ${value}`,
  /** Read before the year chip (sr-only). */
  placedIn: "Placed in ",
  viewDetails: "View Details",
  /** Read after 'View Details' (sr-only). */
  viewDetailsFor: (name: string) => ` for ${name}`,
  /** Names the home page's placement strip and its pause button. */
  stripLabel: "Placement records",
};

export type PlacementTexts = typeof placements;
