// Relative imports: build tooling reads this file without the `~/` alias.
import { siteConfig } from "../config/site";
import type { CourseTestimonial, ImageAsset } from "./schema";

/** Shown in place of a video poster that fails to load (SPEC.md §4). */
export const defaultPoster = {
  src: "/images/default-poster-960.webp",
  alt: "Video review from a student",
  width: 960,
  height: 540,
  widths: [480, 960],
} as const satisfies ImageAsset;

const instagram = siteConfig.social.find((s) => s.name === "Instagram")?.href;

/**
 * The one card shown for a course without testimonials (SPEC.md §4 'Default testimonials'):
 * it invites the visitor to become the next story rather than pretending to be a student.
 */
export const placeholderTestimonial = {
  id: "your-story",
  name: "Your story could be next",
  role: "Future student",
  text: "This course is new on our student wall. Join an upcoming batch, build your projects with us and tell the next visitor how it went.",
  img: {
    src: "/images/testimonials/placeholder-256.webp",
    alt: "Outline of a student silhouette",
    width: 256,
    height: 256,
    widths: [128, 256],
  },
  insta: instagram ?? siteConfig.url,
} as const satisfies CourseTestimonial;
