import type { FeatureCard } from "./schema";

/** The four 'Why Choose Us?' cards (SPEC.md §1); the component picks each icon by `id`. */
export const whyChooseUs = [
  {
    id: "expert-trainers",
    title: "Expert Trainers",
    text: "Learn from certified trainers with years of industry experience, who teach the way software is really built and clear every doubt after class.",
  },
  {
    id: "affordable-fees",
    title: "Affordable Fees",
    text: "Fair fees with easy instalments and scholarships for deserving students, so that cost never stands between you and a career.",
  },
  {
    id: "modern-facilities",
    title: "Modern Facilities",
    text: "Air-conditioned labs with a computer for every student, fast internet, power backup and recorded sessions for revision.",
  },
  {
    id: "job-placement-assistance",
    title: "Job Placement Assistance",
    text: "Resume building, mock interviews, aptitude practice and regular placement drives with our partner companies until you are hired.",
  },
] as const satisfies readonly FeatureCard[];
