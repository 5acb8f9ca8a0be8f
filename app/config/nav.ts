import { paths } from "./paths.ts";

export type NavItem = { label: string; href: string };

/** The header's items (SPEC.md §2). 'Courses' opens the courses menu instead of navigating. */
export const mainNav = {
  home: { label: "Home", href: paths.home },
  courses: { label: "Courses", href: paths.courses },
  rest: [
    { label: "About", href: paths.about },
    { label: "Placements", href: paths.placements },
    { label: "Contact", href: paths.contact },
  ],
} as const satisfies {
  home: NavItem;
  courses: NavItem;
  rest: readonly NavItem[];
};
