import { phoneDigits, siteConfig } from "./site.ts";

/** Every internal URL and outward link builder. Components never write a path out. */
export const paths = {
  home: "/",
  courses: "/courses",
  course: (slug: string) => `/courses/${slug}`,
  about: "/about",
  placements: "/placements",
  contact: "/contact",
  learnMore: "/learn-more",
  myEnquiries: "/my-enquiries",
  brochure: "/files/brochure.pdf",
  tel: `tel:+${phoneDigits}`,
  mailto: `mailto:${siteConfig.email}`,
  /** Messaging-app chat with the institute, optionally with a prefilled message. */
  chat: (text?: string) =>
    `https://wa.me/${phoneDigits}${text ? `?text=${encodeURIComponent(text)}` : ""}`,
  absolute: (path: string) => new URL(path, siteConfig.url).href,
} as const;
