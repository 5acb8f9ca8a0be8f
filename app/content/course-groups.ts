/** How the catalogue groups the menu courses, in display order. */
export const courseGroups = [
  "Programming",
  "Web & App Development",
  "Data & AI",
  "Cloud & Infrastructure",
  "Design & Marketing",
  "Office & Analytics",
] as const;
