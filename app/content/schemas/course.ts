import { z } from "zod";
import {
  durationText,
  enumOf,
  isoDate,
  list,
  longText,
  questionList,
  says,
  slug,
  text,
  uniqueBy,
  wholeCount,
  clockPattern,
} from "#app/content/schemas/fields.ts";
import type { Image } from "#app/content/schemas/image.ts";
import {
  type CourseTestimonial,
  courseTestimonialSchema,
} from "#app/content/schemas/people.ts";
import { shownStory } from "#app/content/schemas/story.ts";
import {
  batchModes,
  FEW_SEATS_MAX,
  courseModes,
  teachingLanguages,
} from "#app/content/vocabulary.ts";

/*
 * A course: one file per course under courses/, named by its slug. Its page shows the texts,
 * the fees, the upcoming batches, the curriculum, its students' words and questions.
 */

/**
 * One intake of a course. `start` is a day in the institute's time zone. Its number is not
 * typed by anyone: the course's batch list numbers its batches (see `numbered`). Older files may
 * still hold one, which is kept.
 */
/** The editor's hint for a batch's seats, from the threshold the site's seat rule reads. */
const seatsHint = `A whole number: 0 shows 'Full', 1 to ${FEW_SEATS_MAX} 'Few Seats', more 'Available'.`;

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
    seats: wholeCount.meta(says("Seats left", seatsHint)),
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

/**
 * A batch as the pages, the lib (app/lib/batches.ts) and structured data see it: always
 * numbered. The one batch type of the code.
 */
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

/** One curriculum tab: a module and its topics. */
export const curriculumModuleSchema = z
  .strictObject({
    id: slug,
    title: text,
    topics: list(text, [1, "must list at least one topic"]),
  })
  .readonly();
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>;

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

export const courseSchema = (image: Image) =>
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
      duration: durationText.meta(
        says("Duration", "Like '2.5 months' or '6 weeks'."),
      ),
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
/** A course as its file holds it, its pictures resolved. */
type CourseEntry = z.infer<ReturnType<typeof courseSchema>>;
/**
 * A course with a page of its own, as the pages and the build's steps get it: its
 * testimonials shown (their duration worked out, their consent dates kept back).
 */
export type Course = Omit<CourseEntry, "testimonials"> & {
  readonly testimonials: readonly CourseTestimonial[];
};

/**
 * The courses in the order of the menu, as the catalogue, sitemap and brochure list them, each
 * testimonial as the pages show it.
 */
export function coursesInMenuOrder(
  courses: readonly CourseEntry[],
  { navCourses }: { navCourses: readonly { slug: string }[] },
): readonly Course[] {
  const menuOrder = navCourses.map((n) => n.slug);
  return courses
    .toSorted((a, b) => menuOrder.indexOf(a.slug) - menuOrder.indexOf(b.slug))
    .map((course) => ({
      ...course,
      testimonials: course.testimonials.map(shownStory),
    }));
}
