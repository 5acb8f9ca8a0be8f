// The content as the pages get it, checked and prepared by the build (scripts/vite/content.ts).

declare module "virtual:content/courses" {
  import type { SiteContent } from "~/content/schema";
  export const courses: SiteContent["courses"];
}

declare module "virtual:content/placements" {
  import type { SiteContent } from "~/content/schema";
  export const placements: SiteContent["placements"];
}

declare module "virtual:content/companies" {
  import type { SiteContent } from "~/content/schema";
  export const companies: SiteContent["companies"];
}

declare module "virtual:content/navCourses" {
  import type { SiteContent } from "~/content/schema";
  export const navCourses: SiteContent["navCourses"];
}

declare module "virtual:content/popularCourses" {
  import type { SiteContent } from "~/content/schema";
  export const popularCourses: SiteContent["popularCourses"];
}

declare module "virtual:content/videoTestimonials" {
  import type { SiteContent } from "~/content/schema";
  export const videoTestimonials: SiteContent["videoTestimonials"];
}

declare module "virtual:content/whyChooseUs" {
  import type { SiteContent } from "~/content/schema";
  export const whyChooseUs: SiteContent["whyChooseUs"];
}

declare module "virtual:content/home" {
  import type { SiteContent } from "~/content/schema";
  export const home: SiteContent["home"];
}

declare module "virtual:content/about" {
  import type { SiteContent } from "~/content/schema";
  export const about: SiteContent["about"];
}

declare module "virtual:content/contact" {
  import type { SiteContent } from "~/content/schema";
  export const contact: SiteContent["contact"];
}

declare module "virtual:content/learnMore" {
  import type { SiteContent } from "~/content/schema";
  export const learnMore: SiteContent["learnMore"];
}

declare module "virtual:content/footer" {
  import type { SiteContent } from "~/content/schema";
  export const footer: SiteContent["footer"];
}

declare module "virtual:content/defaults" {
  import type { SiteContent } from "~/content/schema";
  export const defaults: SiteContent["defaults"];
}
