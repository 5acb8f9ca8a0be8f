// Relative imports: build tooling reads this file without the `~/` alias.
import { branchTowns, siteConfig } from "../config/site";
import type { LearnMoreContent } from "./schema";

/**
 * The institute profile (SPEC.md §2). SPEC.md gives two readings of two numbers: 12,000+
 * students and 250+ companies in the text, 10,000+ and 200+ on the cards. Both are shown.
 */
export const learnMore = {
  intro: `${siteConfig.name} is a software and computer training institute with centres in ${branchTowns}, preparing students and working professionals for careers in IT since ${siteConfig.foundedYear}.`,
  sections: [
    {
      id: "our-story",
      title: "Our Story",
      paragraphs: [
        `The institute was established in ${siteConfig.foundedYear} with one classroom, twelve computers and a simple idea: students in smaller cities deserve the same quality of IT training as those in the metros. Our founders, software engineers who had worked in Pune and Bengaluru, came home to teach what the industry actually uses.`,
        `Word spread through students and parents. A second centre followed, then online batches for students who could not travel. Today ${siteConfig.name} teaches more than twenty-five courses across ${branchTowns} and online.`,
      ],
    },
    {
      id: "mission-vision",
      title: "Mission & Vision",
      paragraphs: [
        "Our mission is to make every student employable: to teach skills the industry needs, in a way that builds confidence, and to stand by each student until they find the right job.",
        "Our vision is to be the most trusted name in technical education in the region, known for honest counselling, practical teaching and the success of our alumni.",
      ],
    },
    {
      id: "training-philosophy",
      title: "Training Philosophy",
      paragraphs: [
        "We believe people learn to program by programming. 80% of our classes focus on practical exposure: students write code, design, test and deploy in the lab, with the trainer beside them.",
        "Batches are small, every module ends with an assignment reviewed by the trainer, and every course ends with a project students can show at interviews.",
      ],
    },
    {
      id: "facilities-achievements",
      title: "Facilities & Achievements",
      paragraphs: [
        "Our centres have air-conditioned labs with a computer for every student, high-speed internet, power backup, a project room and a library of reference books. Online students get live classes, recorded sessions and the same trainer support.",
        "Over the years we have trained 12,000+ students, and 250+ companies have hired our alumni, from local software firms to multinational IT companies.",
      ],
    },
  ],
  stats: [
    { value: 10000, suffix: "+", label: "Students Trained" },
    { value: 40, suffix: "+", label: "Expert Trainers" },
    { value: 200, suffix: "+", label: "Placement Partners" },
    { value: 4.8, suffix: " / 5", label: "Avg. Rating" },
  ],
} as const satisfies LearnMoreContent;
