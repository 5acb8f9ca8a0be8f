import { z } from "zod";
import { courseGroups } from "./course-groups";

// Kept as an export of the schema module too: it is the set the nav-course schema checks against.
export { courseGroups };

/*
 * One schema per kind of content. The TypeScript types are inferred from these, and content
 * files import them with `import type`, so zod itself never reaches the browser bundle.
 * Messages finish the sentence "<file>: "<entry>" > <field>: …", which is how
 * `validate.ts` prints them to the staff member who made the edit.
 */

/** Any visible text: trimmed, never empty. */
const text = z.string().trim().min(1, "must not be empty");

/** A readonly list, so `as const` data satisfies the inferred types; optionally with a minimum. */
function list<T extends z.ZodType>(
  item: T,
  atLeast?: [count: number, message: string],
) {
  const array = z.array(item);
  return (atLeast ? array.min(...atLeast) : array).readonly();
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = z
  .string()
  .regex(slugPattern, "must be a lowercase slug like 'data-science'");

/** A calendar date in the institute's own time zone, e.g. "2027-01-15". */
const isoDate = z.iso.date({
  error: "must be a real date written YYYY-MM-DD, e.g. 2027-01-15",
});

const httpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: "must be a full https:// address",
});

const wholeCount = z
  .number()
  .int("must be a whole number")
  .min(0, "must be 0 or more");

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });

/**
 * A list whose entries must not repeat `key`; a repeat is reported on the later entry, naming
 * the earlier one, so the message points at the line to fix.
 */
function uniqueBy<T>(key: keyof T & string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[key];
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${String(value)}" is already used by entry [${first}]`,
        });
    });
  };
}

// ---------------------------------------------------------------- pictures

/**
 * A picture under `public/images/`, with its intrinsic size and required alt text.
 *
 * Raster pictures exist as AVIF and WebP at every width in `widths`, named
 * `<name>-<width>.avif|webp`; `src` is the widest WebP, so a plain `<img src>` also works.
 * Vector pictures (logos) are one `.svg` file and have no `widths`.
 * `app/content/image-files.ts` holds the naming rule; `<Picture>` renders both kinds.
 */
export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/images\/[a-z0-9/-]+(-\d+\.webp|\.svg)$/,
        "must be a path under /images/ ending in -<width>.webp (raster) or .svg (logo)",
      ),
    alt: z
      .string()
      .trim()
      .min(1, "must describe the picture (alt text is required)"),
    width: z
      .number()
      .int("must be a whole number")
      .positive("must be more than 0"),
    height: z
      .number()
      .int("must be a whole number")
      .positive("must be more than 0"),
    widths: list(
      z.number().int("must be a whole number").positive("must be more than 0"),
      [1, "must list at least one width"],
    ).optional(),
  })
  .superRefine((image, ctx) => {
    const raster = image.src.endsWith(".webp");
    if (!raster) {
      if (image.widths)
        ctx.addIssue({
          code: "custom",
          path: ["widths"],
          message: "is only for .webp pictures",
        });
      return;
    }
    if (!image.widths) {
      ctx.addIssue({
        code: "custom",
        path: ["widths"],
        message:
          "is required for .webp pictures (the widths the AVIF/WebP files exist at)",
      });
      return;
    }
    const widest = Math.max(...image.widths);
    if (!image.src.endsWith(`-${widest}.webp`))
      ctx.addIssue({
        code: "custom",
        path: ["src"],
        message: `must name the widest file, ending in -${widest}.webp`,
      });
    if (image.width !== widest)
      ctx.addIssue({
        code: "custom",
        path: ["width"],
        message: `must be ${widest}, the widest of widths`,
      });
    if (image.widths.some((w, i) => i > 0 && w <= image.widths![i - 1]!))
      ctx.addIssue({
        code: "custom",
        path: ["widths"],
        message: "must go from narrow to wide",
      });
  })
  .readonly();
/** A picture from `public/images/`; render it with `<Picture image={…} />`. */
export type ImageAsset = z.infer<typeof imageSchema>;

// ---------------------------------------------------------------- navigation and footer

export const navCourseSchema = z
  .strictObject({
    name: text,
    slug,
    path: z
      .string()
      .regex(/^\/courses\/[a-z0-9-]+$/, "must be /courses/{slug}"),
    group: enumOf(courseGroups),
    icon: z.string().optional(),
  })
  .readonly();
export type NavCourse = z.infer<typeof navCourseSchema>;

export const footerLinkSchema = z
  .strictObject({ label: text, href: z.literal("#") })
  .readonly();
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerCourseListSchema = z
  .strictObject({
    branchId: slug,
    links: list(footerLinkSchema, [1, "must list a course"]),
  })
  .readonly();
export type FooterCourseList = z.infer<typeof footerCourseListSchema>;

// ---------------------------------------------------------------- course details

export const batchModes = ["Online", "Classroom", "Weekend"] as const;
export type BatchMode = (typeof batchModes)[number];

/** One intake of a course. `start` is a day in the institute's time zone. */
export const batchSchema = z
  .strictObject({
    id: z
      .number()
      .int("must be a whole number")
      .positive("must be more than 0"),
    start: isoDate,
    mode: enumOf(batchModes),
    seats: wholeCount,
  })
  .readonly();
export type Batch = z.infer<typeof batchSchema>;

/** A student's words on a course page. It has no video (SPEC.md §3). */
export const courseTestimonialSchema = z
  .strictObject({
    id: slug,
    name: text,
    role: text,
    text,
    img: imageSchema,
    insta: httpsUrl,
  })
  .readonly();
export type CourseTestimonial = z.infer<typeof courseTestimonialSchema>;

/** One curriculum tab: a module and its topics. */
export const curriculumModuleSchema = z
  .strictObject({
    id: slug,
    title: text,
    topics: list(text, [1, "must list at least one topic"]),
  })
  .readonly();
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>;

export const courseModes = [
  "Online / Classroom",
  "Online",
  "Classroom",
] as const;

export const seoSchema = z
  .strictObject({
    title: text.max(
      60,
      "must be at most 60 characters (search results cut longer titles)",
    ),
    description: text
      .min(50, "must be at least 50 characters")
      .max(
        160,
        "must be at most 160 characters (search results cut longer ones)",
      ),
  })
  .readonly();

export const courseDetailSchema = z
  .strictObject({
    title: text,
    slug,
    tagline: text,
    duration: z
      .string()
      .regex(
        /^\d+(\.\d+)? (weeks?|months?)$/,
        "must read like '2.5 months' or '6 weeks'",
      ),
    mode: enumOf(courseModes),
    image: imageSchema,
    overview: text,
    highlights: list(text, [1, "must list at least one highlight"]),
    batches: list(batchSchema).superRefine(uniqueBy("id")),
    testimonials: list(courseTestimonialSchema).superRefine(uniqueBy("id")),
    curriculum: list(curriculumModuleSchema, [
      1,
      "must have at least one module",
    ]).superRefine(uniqueBy("id")),
    seo: seoSchema,
  })
  .readonly();
export type CourseDetail = z.infer<typeof courseDetailSchema>;

// ---------------------------------------------------------------- home page collections

export const popularCourseTags = [
  "Office",
  "Advanced",
  "Accounting",
  "Design",
  "Programming",
  "Web",
  "Database",
  "Short Term",
  "Fullstack",
  "Frontend",
  "Marketing",
  "Enterprise",
  "Training",
  "Analytics",
  "Project",
] as const;
export type PopularCourseTag = (typeof popularCourseTags)[number];

/** A card of the 'Our Popular Courses' grid. */
export const popularCourseSchema = z
  .strictObject({
    title: text,
    description: text,
    image: imageSchema,
    tag: enumOf(popularCourseTags),
  })
  .readonly();
export type PopularCourse = z.infer<typeof popularCourseSchema>;

export const videoTypes = ["youtube", "mp4"] as const;
export type VideoType = (typeof videoTypes)[number];

const youtubeEmbed =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;
const localMp4 = /^\/videos\/[a-z0-9-]+\.mp4$/;

/**
 * A card of 'Video Reviews of Our Students'. YouTube videos use the privacy-enhanced embed
 * address; mp4 videos are files under `public/videos/`.
 */
export const videoTestimonialSchema = z
  .strictObject({
    id: slug,
    name: text,
    role: text,
    poster: imageSchema,
    videoType: enumOf(videoTypes),
    videoUrl: z.string(),
  })
  .superRefine((video, ctx) => {
    if (video.videoType === "youtube" && !youtubeEmbed.test(video.videoUrl))
      ctx.addIssue({
        code: "custom",
        path: ["videoUrl"],
        message:
          "must be a privacy-enhanced embed address: https://www.youtube-nocookie.com/embed/<11-character id>",
      });
    if (video.videoType === "mp4" && !localMp4.test(video.videoUrl))
      ctx.addIssue({
        code: "custom",
        path: ["videoUrl"],
        message: "must be a file under /videos/ ending in .mp4",
      });
  })
  .readonly();
export type VideoTestimonial = z.infer<typeof videoTestimonialSchema>;

/** A student placed in a job. `company` must match a name in `companies.ts`. */
export const placementRecordSchema = z
  .strictObject({
    id: slug,
    studentName: text,
    img: imageSchema,
    company: text,
    companyLogo: imageSchema,
    role: text,
    /** Annual pay as shown on the card; cards without it show 'CTC: -'. */
    ctc: z
      .string()
      .regex(/^₹\d+(\.\d+)? LPA$/, "must read like '₹6.5 LPA'")
      .optional(),
    placedYear: z.string().regex(/^20\d{2}$/, "must be a year like '2025'"),
    note: text,
    /** The card's 'View Details' link; cards without it link to '#'. */
    profileLink: httpsUrl.optional(),
  })
  .readonly();
export type PlacementRecord = z.infer<typeof placementRecordSchema>;

/** An employer of former students, for the logo strip. */
export const companySchema = z
  .strictObject({ name: text, logo: imageSchema })
  .readonly();
export type Company = z.infer<typeof companySchema>;

// ---------------------------------------------------------------- page texts

/** An animated counter, e.g. 16 + 'Years of Excellence'. Components format the number. */
export const counterSchema = z
  .strictObject({
    value: z.number().min(0, "must be 0 or more"),
    /** Printed right after the number: '+', '%', ' / 5'. */
    suffix: z.string(),
    label: text,
  })
  .readonly();
export type Counter = z.infer<typeof counterSchema>;

export const heroSchema = z
  .strictObject({
    heading: text,
    intro: text,
    counters: list(counterSchema, [1, "must have a counter"]),
    slides: list(imageSchema, [1, "must have a slide"]),
  })
  .readonly();
export type Hero = z.infer<typeof heroSchema>;

/** A heading with its short introduction. */
export const sectionIntroSchema = z
  .strictObject({ title: text, intro: text })
  .readonly();
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

export const homeSectionsSchema = z
  .strictObject({
    popularCourses: sectionIntroSchema,
    videoReviews: sectionIntroSchema,
    whyChooseUs: sectionIntroSchema,
    placements: sectionIntroSchema,
    companies: sectionIntroSchema,
    about: sectionIntroSchema,
  })
  .readonly();
export type HomeSections = z.infer<typeof homeSectionsSchema>;

/** A 'Why Choose Us?' card; components pick its icon by `id`. */
export const featureCardSchema = z
  .strictObject({ id: slug, title: text, text })
  .readonly();
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** A titled block of paragraphs, as on the About and Learn-more pages. */
export const textSectionSchema = z
  .strictObject({
    id: slug,
    title: text,
    paragraphs: list(text, [1, "must have a paragraph"]),
  })
  .readonly();
export type TextSection = z.infer<typeof textSectionSchema>;

export const aboutSchema = z
  .strictObject({
    paragraphs: list(text, [1, "must have a paragraph"]),
    placementSupport: sectionIntroSchema,
    companies: sectionIntroSchema,
  })
  .readonly();
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = z
  .strictObject({
    heading: text,
    intro: text,
    hrCardTitle: text,
    formTitle: text,
    /** The options of the form's 'Select Courses' dropdown (SPEC.md §2). */
    courseOptions: list(text, [1, "must list a course"]).superRefine(
      (options, ctx) => {
        options.forEach((option, index) => {
          if (options.indexOf(option) !== index)
            ctx.addIssue({
              code: "custom",
              path: [index],
              message: `"${option}" is listed twice`,
            });
        });
      },
    ),
  })
  .readonly();
export type ContactContent = z.infer<typeof contactSchema>;

export const learnMoreSchema = z
  .strictObject({
    intro: text,
    sections: list(textSectionSchema, [1, "must have a section"]).superRefine(
      uniqueBy("id"),
    ),
    stats: list(counterSchema, [1, "must have a stat card"]),
  })
  .readonly();
export type LearnMoreContent = z.infer<typeof learnMoreSchema>;

// Enquiries are not content: app/lib/enquiry-storage.ts owns their shape and checks stored
// data by hand, since zod must not reach the browser bundle.
