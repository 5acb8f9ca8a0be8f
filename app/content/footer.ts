import type { FooterLink } from "./schema";

/** Course lists under each branch town in the footer; SPEC.md: 10 and 9 items, all pointing to '#'. */
export const footerCourseLists = [
  {
    branchId: "kolhapur",
    links: [
      { label: "Java Full Stack", href: "#" },
      { label: "Python Programming", href: "#" },
      { label: "Data Science", href: "#" },
      { label: "Web Design", href: "#" },
      { label: "AWS Cloud", href: "#" },
      { label: "DevOps", href: "#" },
      { label: "MERN Stack", href: "#" },
      { label: "Software Testing", href: "#" },
      { label: "Tally Prime with GST", href: "#" },
      { label: "Advanced Excel", href: "#" },
    ],
  },
  {
    branchId: "sangli",
    links: [
      { label: "Java Programming", href: "#" },
      { label: "Python with Django", href: "#" },
      { label: "Power BI", href: "#" },
      { label: "UI/UX Design", href: "#" },
      { label: "Digital Marketing", href: "#" },
      { label: "C & C++", href: "#" },
      { label: "DCA & PGDCA", href: "#" },
      { label: "DTP", href: "#" },
      { label: "Android Development", href: "#" },
    ],
  },
] as const satisfies readonly {
  branchId: string;
  links: readonly FooterLink[];
}[];

export const footerQuickLinks = [
  { label: "About Us", href: "#" },
  { label: "Placement Records", href: "#" },
  { label: "For Franchise", href: "#" },
  { label: "Blogs", href: "#" },
  { label: "Contact Us", href: "#" },
] as const satisfies readonly FooterLink[];
