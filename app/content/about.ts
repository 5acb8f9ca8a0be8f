// Relative imports: build tooling reads this file without the `~/` alias.
import { branchTowns, siteConfig } from "../config/site";
import type { AboutContent } from "./schema";

/** The About page's text. Its heading ('About' + the institute's name) comes from siteConfig. */
export const about = {
  paragraphs: [
    `${siteConfig.name} was started in ${siteConfig.foundedYear} by a group of software engineers who wanted students in ${branchTowns} to get the same quality of training as students in Pune or Bengaluru, without leaving home. What began as one classroom with twelve computers is now two fully equipped centres and an online campus.`,
    "We teach job-oriented courses in programming, web and app development, data science, cloud, DevOps, design, accounting and office skills. Every course is built around practice: students spend most of their time writing code and solving problems in the lab, not copying notes.",
    "Our trainers are certified professionals who have worked in the industry. Batches are kept small, so every student gets attention, and doubt-clearing sessions continue after class hours.",
    "We measure our success by our students' success. Thousands of our alumni now work in IT services companies, product start-ups, banks and analytics firms across India and abroad, and many of them come back to hire our new students.",
  ],
  placementSupport: {
    title: "Placement Support",
    intro:
      "Our placement cell prepares you for interviews from the first month: resume reviews, aptitude tests, mock technical and HR interviews, and regular placement drives with our partner companies. Request a call and our placement coordinator will tell you how we can help.",
  },
  companies: {
    title: "Our Students Work In",
    intro: "Some of the companies that have hired our students.",
  },
} as const satisfies AboutContent;
