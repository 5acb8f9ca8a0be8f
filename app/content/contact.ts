// Relative imports: build tooling reads this file without the `~/` alias.
import { branchTowns } from "../config/site";
import type { ContactContent } from "./schema";

/** The contact page's text and the options of its 'Select Courses' dropdown (SPEC.md §2). */
export const contact = {
  heading: "Stay Connected",
  intro: `Visit one of our centres in ${branchTowns}, call us or send a message. Our counsellors will help you choose the right course, check batch timings and explain fees and instalments.`,
  hrCardTitle: "HR & Placement",
  formTitle: "Send us a Message",
  courseOptions: [
    "Java",
    "Python",
    "Fullstack (MERN)",
    "Web Design",
    "Digital Marketing",
    "AWS",
    "UI/UX",
    "Data Science",
  ],
} as const satisfies ContactContent;
