// Relative imports: build tooling reads this file without the `~/` alias.
import { branchTowns, siteConfig } from "../config/site";
import type { Counter, Hero, HomeSections } from "./schema";

/** The home page's first screen (SPEC.md §1). Counters are numbers; components format them. */
export const hero = {
  heading: "Software Training Institute",
  intro: `Learn the skills companies hire for, from Java, Python and data science to cloud, DevOps and web design, in small batches at our ${branchTowns} centres or online. Classes are 80% hands-on, taught by working professionals, and backed by placement support until you are hired.`,
  counters: [
    { value: 16, suffix: "+", label: "Years of Excellence" },
    { value: 80, suffix: "%", label: "Practical Learning" },
    { value: 1000, suffix: "+", label: "Student Success" },
  ],
  slides: [
    {
      src: "/images/hero/computer-lab-1440.webp",
      alt: "Students working at computers in a bright computer lab",
      width: 1440,
      height: 960,
      widths: [640, 960, 1440],
    },
    {
      src: "/images/hero/trainer-session-1440.webp",
      alt: "A trainer explaining code on a large screen to a small class",
      width: 1440,
      height: 960,
      widths: [640, 960, 1440],
    },
    {
      src: "/images/hero/placement-success-1440.webp",
      alt: "A student holding an offer letter while classmates celebrate",
      width: 1440,
      height: 960,
      widths: [640, 960, 1440],
    },
  ],
} as const satisfies Hero;

/** The red band under the hero. */
export const statsBand = [
  { value: 80, suffix: "+", label: "Realtime Projects" },
  { value: 26, suffix: "+", label: "Courses" },
  { value: 20, suffix: "+", label: "Certified Trainers" },
] as const satisfies readonly Counter[];

/** Headings (as SPEC.md words them) and short introductions of the home page's sections. */
export const homeSections = {
  popularCourses: {
    title: "Our Popular Courses",
    intro:
      "From a first computer course to full-stack development: short, job-oriented programs with a certificate at the end.",
  },
  videoReviews: {
    title: "Video Reviews of Our Students",
    intro:
      "Hear from former students about their batch, their projects and their first job.",
  },
  whyChooseUs: {
    title: "Why Choose Us?",
    intro: `For more than fifteen years, students from across ${branchTowns} have trusted us with their careers.`,
  },
  placements: {
    title: "Recent Placement Records",
    intro:
      "A few of the students our placement cell has helped into their first or next job.",
  },
  companies: {
    title: "Our Students Work In",
    intro:
      "Our alumni work at IT services firms, product start-ups, fintechs and analytics companies.",
  },
  about: {
    title: "About Us",
    intro: `${siteConfig.name} has trained students in ${branchTowns} since ${siteConfig.foundedYear}. We teach in small batches, in well-equipped labs, with trainers who have built software for a living, and we stay with every student until they are placed.`,
  },
} as const satisfies HomeSections;
