import { pageAddresses } from "#app/config/pages.ts";
import { siteConfig } from "#app/config/site.ts";
import {
  defaultLocale,
  type Locale,
  localeCodes,
} from "#app/content/locales.ts";

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

/**
 * Every internal URL and outward link builder, in one language: each page's address
 * (config/pages.ts: `home`, `course(slug)`, `branch(id)`, …) and the files made for that
 * language. Components never write a path out: they take these from `usePaths()`.
 */
function pathsFor(locale: Locale) {
  const other = locale === defaultLocale ? undefined : locale;
  return {
    ...pageAddresses(locale),
    /** The course brochure in the language (scripts/build/vite/brochure.ts makes each). */
    brochure: other ? `/files/brochure-${other}.pdf` : "/files/brochure.pdf",
    /** A course page's sharing picture, made at build time (scripts/build/og-images.ts). */
    ogImage: (slug: string) => `/og/${slug}.jpg`,
    /**
     * A batch's calendar file, made at build time (scripts/build/calendar.ts): the English one, or the
     * one of another language under its code ("/calendar/mr/java-101.ics").
     */
    calendar: (slug: string, batch: number) =>
      `/calendar/${other ? `${other}/` : ""}${slug}-${batch}.ics`,
    tel: phone.tel,
    mailto: `mailto:${siteConfig.email}`,
    /** Messaging-app chat with the institute, optionally with a prefilled message. */
    chat: phone.chat,
    absolute: (path: string) => new URL(path, siteConfig.url).href,
  } as const;
}

export type Paths = ReturnType<typeof pathsFor>;

const byLocale = Object.fromEntries(
  localeCodes.map((l) => [l, pathsFor(l)]),
) as Record<Locale, Paths>;

/** `paths` in a language: `pathsIn("mr").about` is "/mr/about". */
export const pathsIn = (locale: Locale): Paths => byLocale[locale];

/** Every internal URL and outward link builder, in English (SPEC.md's addresses). */
export const paths = byLocale[defaultLocale];
