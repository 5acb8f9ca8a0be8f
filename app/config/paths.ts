import { siteConfig } from "#app/config/site.ts";

/** The phone links of a number as site.json writes it ("+91 98765 43210"). */
export const phoneLinks = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return {
    tel: `tel:+${digits}`,
    /** Messaging-app chat, optionally with a prefilled message. */
    chat: (text?: string) =>
      `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`,
  };
};
const phone = phoneLinks(siteConfig.phone);

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
  /** A branch's own page, by its id in site.json ("kolhapur"). */
  branch: (id: string) => `/branches/${id}`,
  brochure: "/files/brochure.pdf",
  /** A course page's sharing picture, made at build time (scripts/og-images.ts). */
  ogImage: (slug: string) => `/og/${slug}.jpg`,
  /**
   * A batch's calendar file, made at build time (scripts/calendar.ts): the English one, or the
   * one of another language under its code ("/calendar/mr/java-101.ics").
   */
  calendar: (slug: string, batch: number, language?: string) =>
    `/calendar/${language ? `${language}/` : ""}${slug}-${batch}.ics`,
  tel: phone.tel,
  mailto: `mailto:${siteConfig.email}`,
  /** Messaging-app chat with the institute, optionally with a prefilled message. */
  chat: phone.chat,
  absolute: (path: string) => new URL(path, siteConfig.url).href,
} as const;
