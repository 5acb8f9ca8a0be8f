import { pageAt } from "#app/config/pages.ts";
import { siteConfig } from "#app/config/site.ts";
import {
  defaultLocale,
  hrefLang,
  type Locale,
  localeCodes,
  locales,
  localizePath,
} from "#app/content/locales.ts";
import { breadcrumbLd, type JsonLd } from "#app/lib/structured-data.ts";

/** The size of a course's sharing picture (scripts/build/og-images.ts), which cards show uncropped. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageSeo = {
  /** The page's own title; the institute's name is appended. */
  title: string;
  /**
   * The whole title in search results and cards, when it says more than the page's title (the
   * towns, on the home and catalogue pages); `title` still names the page in breadcrumbs.
   */
  documentTitle?: string;
  description: string;
  /** Path of the page in English, e.g. "/courses/java"; with `locale`, gives the canonical URL. */
  path: string;
  /** The page's language; English by default. */
  locale?: Locale;
  /**
   * Kept from search engines (the not-found page); by default, as config/pages.ts declares the
   * page at `path`.
   */
  noindex?: boolean;
  /** The page's name at the end of its breadcrumb trail; its title by default. */
  crumb?: string;
  /** The trail above this page, without the page itself, e.g. [Home, Courses]. */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** The page's own sharing picture (a course's, made at build time); the institute's otherwise. */
  image?: { path: string; width: number; height: number; alt: string };
  /** schema.org objects for this page (organizationLd, courseLd, …). */
  jsonLd?: readonly JsonLd[];
};

/** Title, description, canonical URL and sharing cards of one page, as route `meta` returns them. */
export function pageMeta({
  title,
  documentTitle,
  description,
  path,
  locale = defaultLocale,
  noindex = pageAt(path)?.noindex ?? false,
  crumb = title,
  breadcrumbs,
  image: ownImage,
  jsonLd = [],
}: PageSeo) {
  const fullTitle =
    documentTitle ??
    (title === siteConfig.name ? title : `${title} | ${siteConfig.name}`);
  const urlIn = (l: Locale) =>
    new URL(localizePath(path, l), siteConfig.url).href;
  const url = urlIn(locale);
  const image = new URL(ownImage?.path ?? "/og-image.png", siteConfig.url).href;
  const imageFacts = ownImage
    ? [
        { property: "og:image:width", content: String(ownImage.width) },
        { property: "og:image:height", content: String(ownImage.height) },
        { property: "og:image:alt", content: ownImage.alt },
      ]
    : [];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and the English one for every other reader.
    ...(noindex
      ? []
      : [
          ...localeCodes.map((l) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: hrefLang(l),
            href: urlIn(l),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: urlIn(defaultLocale),
          },
        ]),
    { property: "og:locale", content: locales[locale].tag.replace("-", "_") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...imageFacts,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(ownImage ? [{ name: "twitter:image:alt", content: ownImage.alt }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    // A course is taught, and described, in the page's language.
    ...jsonLd.map((data) => ({
      "script:ld+json":
        data["@type"] === "Course"
          ? { ...data, inLanguage: locales[locale].tag }
          : data,
    })),
    ...(breadcrumbs
      ? [
          {
            "script:ld+json": breadcrumbLd(
              [...breadcrumbs, { name: crumb, path }].map((crumb) => ({
                ...crumb,
                path: localizePath(crumb.path, locale),
              })),
            ),
          },
        ]
      : []),
  ];
}
