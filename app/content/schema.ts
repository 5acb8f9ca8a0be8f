import { z } from "zod";
import { courseGroups } from "./course-groups";

const text = z.string().trim().min(1, "must not be empty");

export const navCourseSchema = z.object({
  name: text,
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      "must be a lowercase slug like 'data-science'",
    ),
  path: z.string().regex(/^\/courses\/[a-z0-9-]+$/, "must be /courses/{slug}"),
  group: z.enum(courseGroups),
  icon: z.string().optional(),
});
export type NavCourse = z.infer<typeof navCourseSchema>;

export const footerLinkSchema = z.object({ label: text, href: z.literal("#") });
export type FooterLink = z.infer<typeof footerLinkSchema>;
