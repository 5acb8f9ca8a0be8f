// The content as the pages get it, checked and prepared by the build (scripts/vite/content.ts):
// `virtual:content/<name>` in English, `virtual:content/mr/<name>` in Marathi.

declare module "virtual:content/courses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const courses: SiteContent["courses"];
}

declare module "virtual:content/placements" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const placements: SiteContent["placements"];
}

declare module "virtual:content/companies" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const companies: SiteContent["companies"];
}

declare module "virtual:content/navCourses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const navCourses: SiteContent["navCourses"];
}

declare module "virtual:content/popularCourses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const popularCourses: SiteContent["popularCourses"];
}

declare module "virtual:content/videoTestimonials" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const videoTestimonials: SiteContent["videoTestimonials"];
}

declare module "virtual:content/whyChooseUs" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const whyChooseUs: SiteContent["whyChooseUs"];
}

declare module "virtual:content/home" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const home: SiteContent["home"];
}

declare module "virtual:content/about" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const about: SiteContent["about"];
}

declare module "virtual:content/contact" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const contact: SiteContent["contact"];
}

declare module "virtual:content/learnMore" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const learnMore: SiteContent["learnMore"];
}

declare module "virtual:content/footer" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const footer: SiteContent["footer"];
}

declare module "virtual:content/defaults" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const defaults: SiteContent["defaults"];
}

declare module "virtual:content/site" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const site: SiteContent["site"];
}

declare module "virtual:content/mr/courses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const courses: SiteContent["courses"];
}

declare module "virtual:content/mr/placements" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const placements: SiteContent["placements"];
}

declare module "virtual:content/mr/companies" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const companies: SiteContent["companies"];
}

declare module "virtual:content/mr/navCourses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const navCourses: SiteContent["navCourses"];
}

declare module "virtual:content/mr/popularCourses" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const popularCourses: SiteContent["popularCourses"];
}

declare module "virtual:content/mr/videoTestimonials" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const videoTestimonials: SiteContent["videoTestimonials"];
}

declare module "virtual:content/mr/whyChooseUs" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const whyChooseUs: SiteContent["whyChooseUs"];
}

declare module "virtual:content/mr/home" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const home: SiteContent["home"];
}

declare module "virtual:content/mr/about" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const about: SiteContent["about"];
}

declare module "virtual:content/mr/contact" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const contact: SiteContent["contact"];
}

declare module "virtual:content/mr/learnMore" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const learnMore: SiteContent["learnMore"];
}

declare module "virtual:content/mr/footer" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const footer: SiteContent["footer"];
}

declare module "virtual:content/mr/defaults" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const defaults: SiteContent["defaults"];
}

declare module "virtual:content/mr/site" {
  import type { SiteContent } from "#app/content/schema.ts";
  export const site: SiteContent["site"];
}
