import {
  type ContentOf,
  type DeliveredAs,
  defineCollections,
  entryFile,
  folder,
  listFile,
  type PageLoaders,
} from "#app/content/schemas/collection.ts";
import { certificateSchema } from "#app/content/schemas/certificate.ts";
import {
  coursesInMenuOrder,
  courseSchema,
} from "#app/content/schemas/course.ts";
import { tutorSchema, tutorsToShow } from "#app/content/schemas/faculty.ts";
import {
  imageField,
  type SchemaContext,
  shapeOnly,
} from "#app/content/schemas/image.ts";
import {
  aboutSchema,
  contactSchema,
  defaultsSchema,
  featureCardSchema,
  footerSchema,
  homeSchema,
  learnMoreSchema,
  navCourseSchema,
  policiesSchema,
  popularCourseSchema,
} from "#app/content/schemas/pages.ts";
import {
  companySchema,
  placementSchema,
  placementsToShow,
  videosToShow,
  videoTestimonialSchema,
} from "#app/content/schemas/people.ts";
import { siteSchema } from "#app/content/schemas/site.ts";

/*
 * Every collection of the site's content, declared once: where its data is under app/content,
 * its schema (app/content/schemas/), its name in the editor and whether the browser gets it
 * (app/content/schemas/collection.ts says what each part means). The loader, the pages'
 * `virtual:content` modules and their types, and the editor's configuration are all made from
 * this list, in this order (the editor's menu follows it).
 *
 * Adding a collection is one entry here and its schema: e.g.
 *   faculty: folder({ folder: "faculty", key: "id", schema: tutorSchema(image),
 *     browser: "page", label: "Tutors" }),
 * and a route then asks for it with `contentLoader(["faculty"])`.
 */

/**
 * The collections, with the schemas of one parse. The build passes its picture resolver
 * (scripts/content/load.ts); without one, the schemas serve for their shape only (the editor's
 * configuration, the translation import), and pictures do not parse.
 */
export function contentCollections(context: SchemaContext = shapeOnly) {
  const image = imageField(context);
  // Declared first, then checked: inside the check's call, its type would shape the declarations'.
  const declared = {
    site: entryFile({
      file: "site.json",
      schema: siteSchema,
      browser: "shell",
      label: "Institute details",
    }),
    courses: folder({
      folder: "courses",
      key: "slug",
      schema: courseSchema(image),
      // In menu order, as the catalogue, sitemap and brochure list them.
      prepare: coursesInMenuOrder,
      browser: "page",
      label: "Courses",
      description:
        "The courses with a page of their own: batches and seats, curriculum, testimonials.",
      summary: "{{title}}",
    }),
    faculty: folder({
      folder: "faculty",
      key: "id",
      schema: tutorSchema(image),
      prepare: tutorsToShow,
      browser: "page",
      label: "Tutors",
      description:
        "The tutors: qualifications, years of experience and the courses they teach. The Tutors page shows them all; each course page names its own.",
      summary: "{{name}}",
    }),
    placements: folder({
      folder: "placements",
      key: "id",
      schema: placementSchema(image),
      prepare: placementsToShow,
      browser: "page",
      label: "Placements",
      description: "Students placed in jobs, newest year first on the site.",
      summary: "{{studentName}} — {{company}} ({{placedYear}})",
    }),
    companies: listFile({
      file: "companies.json",
      list: "companies",
      item: companySchema(image),
      unique: "name",
      browser: "page",
      label: "Companies (logo strip)",
    }),
    navCourses: listFile({
      file: "nav-courses.json",
      list: "courses",
      item: navCourseSchema,
      unique: "slug",
      browser: "shell",
      label: "Courses menu",
    }),
    popularCourses: listFile({
      file: "popular-courses.json",
      list: "courses",
      item: popularCourseSchema(image),
      unique: "title",
      browser: "page",
      label: "Popular courses (home page)",
    }),
    videoTestimonials: listFile({
      file: "video-testimonials.json",
      list: "videos",
      item: videoTestimonialSchema(image),
      unique: "id",
      prepare: videosToShow,
      browser: "page",
      label: "Video reviews (home page)",
    }),
    whyChooseUs: listFile({
      file: "why-choose-us.json",
      list: "cards",
      item: featureCardSchema,
      unique: "id",
      browser: "page",
      label: "Why choose us (home page)",
    }),
    home: entryFile({
      file: "pages/home.json",
      schema: homeSchema(image),
      browser: "page",
      label: "Home page",
    }),
    about: entryFile({
      file: "pages/about.json",
      schema: aboutSchema,
      browser: "page",
      label: "About page",
    }),
    contact: entryFile({
      file: "pages/contact.json",
      schema: contactSchema,
      browser: "page",
      label: "Contact page",
    }),
    policies: entryFile({
      file: "pages/policies.json",
      schema: policiesSchema,
      browser: "page",
      label: "Policies page",
      description:
        "Fees, instalments, refunds, certificates, what the site keeps on a visitor's device, and recognition. Each course's fee box, the contact page and the enquiry dialog link to it.",
    }),
    learnMore: entryFile({
      file: "pages/learn-more.json",
      schema: learnMoreSchema,
      browser: "page",
      label: "Learn-more page",
    }),
    footer: entryFile({
      file: "pages/footer.json",
      schema: footerSchema,
      browser: "shell",
      label: "Footer",
    }),
    defaults: entryFile({
      file: "defaults.json",
      schema: defaultsSchema(image),
      browser: "page",
      label: "Defaults",
    }),
    // Never in the browser: the build signs them and publishes each behind its number only.
    certificates: folder({
      folder: "certificates",
      key: "number",
      schema: certificateSchema,
      label: "Certificates",
      description:
        "One per certificate issued. The number is made for you; print at /admin/certificate.",
      summary: "{{number}} · {{name}}",
      // An institute starts with none, and deletes the demo's fictional ones.
      mayBeEmpty: true,
    }),
  };
  return defineCollections(declared);
}

/** The site's collections, for their shape only: the editor and the translation import. */
export const collections = contentCollections();
export type Collections = ReturnType<typeof contentCollections>;

/**
 * All the site's content, checked and ready to render: what the build hands the pages
 * (`virtual:content/*`, see app/content/virtual.d.ts) and its own steps.
 */
export type SiteContent = ContentOf<Collections>;

/** The collections a route's loader asks for (`contentLoader`, app/i18n/content-loader.ts). */
export type PageCollection = DeliveredAs<Collections, "page">;

/** The collections every page of a language carries in its pack (app/i18n/pack.ts). */
export type ShellContent = Pick<SiteContent, DeliveredAs<Collections, "shell">>;

/** The pages' loaders of their collections, per language (`virtual:content/pages`). */
export type SitePageLoaders = PageLoaders<Collections>;
