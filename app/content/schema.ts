import { z } from "zod";
import { courseGroups } from "#app/content/course-groups.ts";

// Kept as an export of the schema module too: it is the set the nav-course schema checks against.
export { courseGroups };

/*
 * One schema per kind of content. The TypeScript types are inferred from these, and content
 * files import them with `import type`, so zod itself never reaches the browser bundle.
 * Messages finish the sentence "<file>: "<entry>" > <field>: …", which is how
 * the build (scripts/content) prints them to the staff member who made the edit.
 */

/** Words that stay as written in every language: names of brands, companies, map searches. */
const verbatim = z.string().trim().min(1, "must not be empty");

/**
 * Any visible text: trimmed, never empty, and written in every language of the site (the data
 * files hold it under "en" and again under "mr"; see scripts/content/languages.ts).
 */
const text = verbatim.meta({ translate: true });

/** A paragraph or more: the editor gives it a multi-line box. */
const longText = text.meta({ multiline: true });

/** Label and hint of a field in the editor (/admin), where its name alone would not do. */
const says = (title: string, description?: string) =>
  description ? { title, description } : { title };

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
  .regex(slugPattern, "must be a lowercase slug like 'data-science'")
  .meta({
    title: "Short name",
    description: "Lowercase letters, digits and dashes, e.g. 'data-science'.",
  });

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

/** A time of day on the 24-hour clock, e.g. "07:30" or "18:00". */
const clockPattern = "([01]\\d|2[0-3]):[0-5]\\d";
const clockTime = z
  .string()
  .regex(
    new RegExp(`^${clockPattern}$`),
    "must be a time like 09:30 (24-hour clock)",
  );

/** A phone number as people read it, e.g. "+91 98765 43210". */
const phoneNumber = z
  .string()
  .regex(/^\+\d[\d ]{7,16}\d$/, "must read like +91 98765 43210");

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
      // An optional key left out (a batch without a number) repeats nothing.
      if (value === undefined) return;
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
 * What each kind of picture is made at: the widths of its AVIF/WebP files and its shape. The
 * generated stand-ins already have them; a photo a staff member uploads is cut to the shape and
 * written at these widths by the build (never wider than the original).
 */
export const imageKinds = {
  hero: { widths: [640, 960, 1440], aspect: [3, 2] },
  course: { widths: [480, 800, 1200], aspect: [16, 10] },
  card: { widths: [320, 640], aspect: [16, 10] },
  poster: { widths: [480, 960], aspect: [16, 9] },
  portrait: { widths: [128, 256], aspect: [1, 1] },
  logo: { widths: [200, 400], aspect: [10, 3] },
} as const satisfies Record<
  string,
  { widths: readonly number[]; aspect: readonly [number, number] }
>;
export type ImageKind = keyof typeof imageKinds;

/**
 * The file types a picture may be, lower case: in the data, in the editor's upload dialog and in
 * its media folder (scripts/content/media.ts refuses any other file there).
 */
export const pictureExtensions = ["webp", "svg", "jpg", "jpeg", "png"] as const;
export type PictureExtension = (typeof pictureExtensions)[number];

/**
 * A picture as the site renders it: `src` is the widest WebP (or the .svg), with its intrinsic
 * size and, for raster pictures, every width its AVIF/WebP files exist at, named
 * `<name>-<width>.avif|webp` (`app/lib/image-files.ts` holds the naming rule).
 */
export type ImageAsset = {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly widths?: readonly number[];
};

/** A picture as the data files hold it: where it is, and what it shows. */
export type ImageInput = { readonly src: string; readonly alt: string };

/**
 * Turns a picture of the data into the one the site renders, or says what is wrong with it.
 * Only the build can do it (it reads the files), so the build wing passes it in:
 * `contentSchemas({ resolveImage })`.
 */
export type ImageResolver = (
  image: ImageInput,
  kind: ImageKind,
) => ImageAsset | { error: string; field: "src" | "alt" };

/** What the schemas take from whoever parses with them, as Astro's `schema: ({ image }) => …`. */
export type SchemaContext = { resolveImage: ImageResolver };

/**
 * The helper of schemas read for their shape only (the editor's configuration, the
 * translation import): it checks no file, so parsing a picture with it fails.
 */
const shapeOnly: SchemaContext = {
  resolveImage: () => ({
    error: "cannot be checked outside the build",
    field: "src",
  }),
};

/**
 * The picture fields of one parse: `image(kind)` is, in the data, `{ src, alt }`, where `src`
 * is a picture under `/images/` (a generated stand-in) or an upload under `/images/uploads/`,
 * and alt text is required; parsed, it is the `ImageAsset` the resolver made of it.
 */
export const imageField = ({ resolveImage }: SchemaContext) =>
  function image(kind: ImageKind) {
    return z
      .strictObject({
        src: z
          .string()
          .regex(
            new RegExp(
              `^/images/[^?#]+\\.(${pictureExtensions.join("|")})$`,
              "i",
            ),
            "must be a picture under /images/ (upload one in the editor)",
          ),
        alt: z
          .string()
          .trim()
          .min(1, "must describe the picture (alt text is required)")
          .meta({ translate: true }),
      })
      .transform((input, ctx): ImageAsset => {
        const resolved = resolveImage(input, kind);
        if ("error" in resolved) {
          ctx.addIssue({
            code: "custom",
            path: [resolved.field],
            message: resolved.error,
          });
          return z.NEVER;
        }
        return resolved;
      })
      .meta({ imageKind: kind });
  };
/** A picture field maker, as `imageField` gives it. */
type Image = ReturnType<typeof imageField>;

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

/** The languages a batch may be taught in (pages name them in their own language). */
export const teachingLanguages = [
  "English",
  "Marathi",
  "Hindi",
  "Marathi and English",
] as const;
export type TeachingLanguage = (typeof teachingLanguages)[number];

/**
 * One intake of a course. `start` is a day in the institute's time zone. Its number is not
 * typed by anyone: the course's batch list numbers its batches (see `numbered`). Older files may
 * still hold one, which is kept.
 */
export const batchSchema = z
  .strictObject({
    id: z
      .number()
      .int("must be a whole number")
      .positive("must be more than 0")
      .meta({ derived: true })
      .optional(),
    start: isoDate.meta(says("Start date")),
    mode: enumOf(batchModes),
    seats: wholeCount.meta(
      says(
        "Seats left",
        "A whole number: 0 shows 'Full', 1 to 5 'Few Seats', more 'Available'.",
      ),
    ),
    /** Where a classroom or weekend batch meets: the id of a branch in site.json. */
    branch: slug
      .meta(
        says(
          "Branch",
          "Optional: where the batch meets. Leave it empty for an online batch.",
        ),
      )
      .optional(),
    /** The hours of each class, in the institute's time zone: "07:30-09:30". */
    time: z
      .string()
      .regex(
        new RegExp(`^${clockPattern}-${clockPattern}$`),
        "must read like 07:30-09:30 (24-hour clock, start-end)",
      )
      .refine(
        (t) => t.slice(0, 5) < t.slice(6),
        "must end after it starts, like 07:30-09:30",
      )
      .meta(
        says(
          "Class hours",
          "Optional: like 07:30-09:30 (24-hour clock, start-end).",
        ),
      )
      .optional(),
    language: enumOf(teachingLanguages)
      .meta(says("Taught in", "Optional: the language of the classes."))
      .optional(),
  })
  .readonly();
/** A batch as the pages see it: always numbered. */
export type Batch = z.output<typeof batchSchema> & { readonly id: number };

/**
 * Numbers the batches of a list: one without a number gets the next after the largest in the
 * list. Pages use the number only to tell rows apart, so nobody has to type or keep it.
 */
function numbered(batches: readonly z.output<typeof batchSchema>[]) {
  let last = Math.max(0, ...batches.map((b) => b.id ?? 0));
  return batches.map((b): Batch => ({ ...b, id: b.id ?? ++last }));
}

/** A course's batches, numbered. */
export const batchListSchema = list(batchSchema)
  .superRefine(uniqueBy("id"))
  .transform(numbered);

/** A student's words on a course page. It has no video (SPEC.md §3). */
export const courseTestimonialSchema = (image: Image) =>
  z
    .strictObject({
      id: slug,
      name: text,
      role: text,
      text: longText,
      img: image("portrait").meta(says("Photo")),
      insta: httpsUrl.meta(
        says("Instagram profile", "The full address, starting with https://"),
      ),
    })
    .readonly();
export type CourseTestimonial = z.infer<
  ReturnType<typeof courseTestimonialSchema>
>;

/** One curriculum tab: a module and its topics. */
export const curriculumModuleSchema = z
  .strictObject({
    id: slug,
    title: text,
    topics: list(text, [1, "must list at least one topic"]),
  })
  .readonly();
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>;

/** One question people ask before they come in, with its answer. */
export const questionSchema = z
  .strictObject({
    question: text.meta(says("Question")),
    answer: longText.meta(says("Answer")),
  })
  .readonly();
export type Question = z.infer<typeof questionSchema>;

/** Questions and answers, shown as a list that opens one answer at a time. */
const questionList = (description: string) =>
  list(questionSchema).meta(says("Questions and answers", description));

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

/** An amount in whole rupees, more than 0, e.g. 24000 for ₹24,000. */
const rupees = z
  .number()
  .int("must be whole rupees, like 24000")
  .positive("must be more than 0");

/**
 * What a course costs: the total in whole rupees, optionally an instalment plan (how many
 * payments of how much; a plan may cost a little more than paying at once) and what the fee
 * includes. Pages format the amounts (₹24,000).
 */
export const feesSchema = z
  .strictObject({
    total: rupees.meta(
      says("Total fee (₹)", "Whole rupees, without commas: 24000 for ₹24,000."),
    ),
    instalments: z
      .strictObject({
        count: z
          .number()
          .int("must be a whole number")
          .min(2, "must be 2 to 12 payments")
          .max(12, "must be 2 to 12 payments")
          .meta(says("Number of payments", "2 to 12.")),
        amount: rupees.meta(
          says("Each payment (₹)", "Whole rupees, without commas: 8500."),
        ),
      })
      .readonly()
      .meta(says("Instalments", "Optional: the fee paid in parts."))
      .optional(),
    includes: list(text)
      .meta(
        says(
          "The fee includes",
          "Optional: e.g. 'Course material', 'Certificate'.",
        ),
      )
      .optional(),
  })
  .readonly();
export type Fees = z.infer<typeof feesSchema>;

export const courseDetailSchema = (image: Image) =>
  z
    .strictObject({
      title: text,
      slug: slug.meta(
        says(
          "Web address",
          "The end of the page's address, e.g. 'java' for /courses/java. Lowercase letters, digits and dashes.",
        ),
      ),
      tagline: text,
      duration: z
        .string()
        .regex(
          /^\d+(\.\d+)? (weeks?|months?)$/,
          "must read like '2.5 months' or '6 weeks'",
        )
        .meta(says("Duration", "Like '2.5 months' or '6 weeks'.")),
      mode: enumOf(courseModes),
      image: image("course").meta(says("Picture")),
      overview: longText,
      highlights: list(text, [1, "must list at least one highlight"]),
      fees: feesSchema
        .meta(
          says(
            "Fees",
            "Optional: without fees, the page tells visitors to call or write to ask.",
          ),
        )
        .optional(),
      batches: batchListSchema.meta(
        says(
          "Batches",
          "Past batches drop off the page by themselves. With no batches at all, the page shows two default batches.",
        ),
      ),
      testimonials: list(courseTestimonialSchema(image)).superRefine(
        uniqueBy("id"),
      ),
      curriculum: list(curriculumModuleSchema, [
        1,
        "must have at least one module",
      ]).superRefine(uniqueBy("id")),
      questions: questionList(
        "Optional: questions about this course. The page shows them before the general ones of the contact page.",
      ).optional(),
      seo: seoSchema.meta(
        says(
          "Search engines",
          "The title and description shown in search results.",
        ),
      ),
    })
    .readonly();
export type CourseDetail = z.infer<ReturnType<typeof courseDetailSchema>>;

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
export const popularCourseSchema = (image: Image) =>
  z
    .strictObject({
      title: text,
      description: longText,
      image: image("card"),
      tag: enumOf(popularCourseTags),
    })
    .readonly();
export type PopularCourse = z.infer<ReturnType<typeof popularCourseSchema>>;

export const videoTypes = ["youtube", "mp4"] as const;
export type VideoType = (typeof videoTypes)[number];

const youtubeEmbed =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;
const localMp4 = /^\/videos\/[a-z0-9-]+\.mp4$/;

/**
 * A card of 'Video Reviews of Our Students'. YouTube videos use the privacy-enhanced embed
 * address; mp4 videos are files under `public/videos/`.
 */
export const videoTestimonialSchema = (image: Image) =>
  z
    .strictObject({
      id: slug,
      name: text,
      role: text,
      poster: image("poster"),
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
export type VideoTestimonial = z.infer<
  ReturnType<typeof videoTestimonialSchema>
>;

/** A student placed in a job. `company` must match a name in `companies.json`. */
export const placementRecordSchema = (image: Image) =>
  z
    .strictObject({
      id: slug,
      studentName: text,
      img: image("portrait").meta(says("Photo")),
      /** The employer: a name in companies.json, whose logo the card shows. */
      company: verbatim.meta(
        says(
          "Company",
          "Chosen from 'Companies (logo strip)'; add a new company there first.",
        ),
      ),
      role: text,
      /** Annual pay as shown on the card; cards without it show 'CTC: -'. */
      ctc: z
        .string()
        .regex(/^₹\d+(\.\d+)? LPA$/, "must read like '₹6.5 LPA'")
        .meta(
          says(
            "Annual pay (CTC)",
            "Optional: like '₹6.5 LPA'. Without it the card shows 'CTC: -'.",
          ),
        )
        .optional(),
      placedYear: z
        .string()
        .regex(/^20\d{2}$/, "must be a year like '2025'")
        .meta(says("Year placed", "Like 2026.")),
      note: longText,
      /** The card's 'View Details' link; cards without it link to '#'. */
      profileLink: httpsUrl
        .meta(
          says(
            "Profile link",
            "Optional: the student's public profile, starting with https://",
          ),
        )
        .optional(),
    })
    .readonly();
/** A placement as the site shows it: the record with its company's logo. */
export type PlacementRecord = z.infer<
  ReturnType<typeof placementRecordSchema>
> & {
  readonly companyLogo: ImageAsset;
};

/** An employer of former students, for the logo strip. */
export const companySchema = (image: Image) =>
  z.strictObject({ name: verbatim, logo: image("logo") }).readonly();
export type Company = z.infer<ReturnType<typeof companySchema>>;

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

export const heroSchema = (image: Image) =>
  z
    .strictObject({
      heading: text,
      intro: longText,
      counters: list(counterSchema, [1, "must have a counter"]),
      slides: list(image("hero"), [1, "must have a slide"]),
    })
    .readonly();
export type Hero = z.infer<ReturnType<typeof heroSchema>>;

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
  .strictObject({ id: slug, title: text, text: longText })
  .readonly();
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** A titled block of paragraphs, as on the About and Learn-more pages. */
export const textSectionSchema = z
  .strictObject({
    id: slug,
    title: text,
    paragraphs: list(longText, [1, "must have a paragraph"]),
  })
  .readonly();
export type TextSection = z.infer<typeof textSectionSchema>;

export const aboutSchema = z
  .strictObject({
    paragraphs: list(longText, [1, "must have a paragraph"]),
    placementSupport: sectionIntroSchema,
    companies: sectionIntroSchema,
  })
  .readonly();
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = z
  .strictObject({
    heading: text,
    intro: longText,
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
    questions: questionList(
      "Optional: the questions people ask before they come in (fees, eligibility, certificate…). Shown on the contact page and on every course page.",
    ).optional(),
  })
  .readonly();
export type ContactContent = z.infer<typeof contactSchema>;

export const learnMoreSchema = z
  .strictObject({
    intro: longText,
    sections: list(textSectionSchema, [1, "must have a section"]).superRefine(
      uniqueBy("id"),
    ),
    stats: list(counterSchema, [1, "must have a stat card"]),
  })
  .readonly();
export type LearnMoreContent = z.infer<typeof learnMoreSchema>;

// Enquiries are not content: app/lib/enquiry-storage.ts owns their shape and checks stored
// data by hand, since zod must not reach the browser bundle.

// ---------------------------------------------------------------- the institute

const socialNames = [
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "X",
] as const;

export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type WeekDay = (typeof weekDays)[number];

/** Days a branch keeps the same hours, e.g. Monday to Saturday, 09:00 to 19:00. */
export const openingHoursSchema = z
  .strictObject({
    days: list(enumOf(weekDays), [1, "must name a day"]),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((h) => h.opens < h.closes, {
    path: ["closes"],
    message: "must be later than the opening time",
  })
  .readonly();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A branch of the institute: the town shows in headings and lists, the rest on cards and maps. */
export const branchSchema = z
  .strictObject({
    /** Stable key used in form values, footer lists and React keys. */
    id: slug,
    town: text,
    address: longText,
    /** What the maps service is asked to show for this branch. */
    mapQuery: verbatim,
    /** The parts of the address, for search engines (`address` is what people read). */
    streetAddress: longText
      .meta(
        says(
          "Street address",
          "Optional: the address without town, state and PIN code, for search engines.",
        ),
      )
      .optional(),
    postalCode: z
      .string()
      .regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code like 416008")
      .meta(says("PIN code", "Optional: six digits, like 416008."))
      .optional(),
    region: text.meta(says("State", "Optional: like Maharashtra.")).optional(),
    /** The branch's own phone; without one, the institute's. */
    phone: phoneNumber
      .meta(
        says(
          "Phone",
          "Optional: the branch's own number, like +91 98765 43210. Without it, the institute's.",
        ),
      )
      .optional(),
    hours: list(openingHoursSchema)
      .meta(says("Opening hours", "Optional: the days and hours it is open."))
      .optional(),
    geo: z
      .strictObject({
        latitude: z
          .number()
          .min(-90, "must be between -90 and 90")
          .max(90, "must be between -90 and 90"),
        longitude: z
          .number()
          .min(-180, "must be between -180 and 180")
          .max(180, "must be between -180 and 180"),
      })
      .readonly()
      .meta(
        says(
          "Map position",
          "Optional: latitude and longitude, like 16.6955 and 74.2405.",
        ),
      )
      .optional(),
  })
  .readonly();
export type Branch = z.infer<typeof branchSchema>;

/** The institute's details (site.json): every page, the brochure and structured data read them. */
export const siteSchema = z
  .strictObject({
    name: verbatim,
    shortName: verbatim,
    /** Second line of the logo, under the short name. */
    logoSubtitle: text,
    /** Public origin of the deployed site, without a trailing slash. */
    url: httpsUrl.regex(/[^/]$/, "must not end with /"),
    description: longText,
    foundedYear: z
      .number()
      .int("must be a whole number")
      .min(1900, "must be a year like 2011")
      .max(2100, "must be a year like 2011"),
    /** Browser UI colour (theme-color, web manifest). */
    themeColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, "must be a colour like #b91c1c"),
    /** Display form of the phone number, e.g. "+91 98765 43210". */
    phone: phoneNumber,
    email: z.email("must be an email address"),
    branches: z.tuple([branchSchema, branchSchema], {
      error: "must list exactly two branches",
    }),
    hrAddress: longText,
    social: list(
      z.strictObject({ name: enumOf(socialNames), href: httpsUrl }).readonly(),
    ),
  })
  .readonly();
export type SiteConfig = z.infer<typeof siteSchema>;
export type SocialLink = SiteConfig["social"][number];

// ---------------------------------------------------------------- the data files

/** A file holding one list, e.g. companies.json: `{ "companies": [ … ] }`. */
const listFile = <K extends string, T extends z.ZodType>(
  key: K,
  item: T,
  unique?: string,
) =>
  z
    .strictObject({
      [key]: unique
        ? list(item, [1, "must have an entry"]).superRefine(
            uniqueBy(unique as never),
          )
        : list(item, [1, "must have an entry"]),
    } as { [P in K]: z.ZodReadonly<z.ZodArray<T>> })
    .readonly();

/**
 * Every data file under app/content, the schema it must match and how its entries are named in
 * messages. `folder` collections hold one file per entry, named by the entry's `key` field.
 * The build passes its picture resolver (scripts/content/load.ts); without one, the schemas
 * serve for their shape only (the editor's configuration), and pictures do not parse.
 */
export function contentSchemas(context: SchemaContext = shapeOnly) {
  const image = imageField(context);
  return {
    site: { file: "site.json", schema: siteSchema },
    courses: {
      folder: "courses",
      schema: courseDetailSchema(image),
      key: "slug",
    },
    placements: {
      folder: "placements",
      schema: placementRecordSchema(image),
      key: "id",
    },
    companies: {
      file: "companies.json",
      schema: listFile("companies", companySchema(image), "name"),
    },
    navCourses: {
      file: "nav-courses.json",
      schema: listFile("courses", navCourseSchema, "slug"),
    },
    popularCourses: {
      file: "popular-courses.json",
      schema: listFile("courses", popularCourseSchema(image), "title"),
    },
    videoTestimonials: {
      file: "video-testimonials.json",
      schema: listFile("videos", videoTestimonialSchema(image), "id"),
    },
    whyChooseUs: {
      file: "why-choose-us.json",
      schema: listFile("cards", featureCardSchema, "id"),
    },
    home: {
      file: "pages/home.json",
      schema: z
        .strictObject({
          hero: heroSchema(image),
          statsBand: list(counterSchema, [1, "must have a counter"]),
          sections: homeSectionsSchema,
        })
        .readonly(),
    },
    about: { file: "pages/about.json", schema: aboutSchema },
    contact: { file: "pages/contact.json", schema: contactSchema },
    learnMore: { file: "pages/learn-more.json", schema: learnMoreSchema },
    footer: {
      file: "pages/footer.json",
      schema: z
        .strictObject({
          courseLists: list(footerCourseListSchema, [1, "must have a list"]),
          quickLinks: list(footerLinkSchema, [1, "must have a link"]),
        })
        .readonly(),
    },
    defaults: {
      file: "defaults.json",
      schema: z
        .strictObject({
          defaultPoster: image("poster"),
          placeholderTestimonial: courseTestimonialSchema(image),
        })
        .readonly(),
    },
  } as const;
}

/**
 * The data files and their schemas, for their shape only (`contentSchemas()`): the editor's
 * configuration and the translation import read them; parsing content goes through the loader.
 */
export const contentFiles = contentSchemas();

type Files = ReturnType<typeof contentSchemas>;
/** What each data file parses to. */
type Parsed<K extends keyof Files> = z.output<Files[K]["schema"]>;

/**
 * All the site's content, checked and ready to render: what the build hands the pages
 * (`virtual:content/<name>`, see app/content/virtual.d.ts) and its own steps.
 */
export type SiteContent = {
  site: SiteConfig;
  courses: readonly CourseDetail[];
  placements: readonly PlacementRecord[];
  companies: Parsed<"companies">["companies"];
  navCourses: Parsed<"navCourses">["courses"];
  popularCourses: Parsed<"popularCourses">["courses"];
  videoTestimonials: Parsed<"videoTestimonials">["videos"];
  whyChooseUs: Parsed<"whyChooseUs">["cards"];
  home: Parsed<"home">;
  about: Parsed<"about">;
  contact: Parsed<"contact">;
  learnMore: Parsed<"learnMore">;
  footer: Parsed<"footer">;
  defaults: Parsed<"defaults">;
};
