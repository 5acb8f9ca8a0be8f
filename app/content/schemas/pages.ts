import { z } from "zod";
import {
  enumOf,
  list,
  longText,
  questionList,
  says,
  slug,
  text,
  uniqueBy,
} from "#app/content/schemas/fields.ts";
import type { Image } from "#app/content/schemas/image.ts";
import { placeholderTestimonialSchema } from "#app/content/schemas/people.ts";
import {
  courseGroups,
  type PolicyTopic,
  popularCourseTags,
} from "#app/content/vocabulary.ts";

/*
 * The texts of the pages (pages/*.json), the menus and footer, and the lists the home page
 * shows (popular courses, why choose us).
 */

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

export const footerSchema = z
  .strictObject({
    courseLists: list(footerCourseListSchema, [1, "must have a list"]),
    quickLinks: list(footerLinkSchema, [1, "must have a link"]),
  })
  .readonly();

// ---------------------------------------------------------------- the home page

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

/** A 'Why Choose Us?' card; components pick its icon by `id`. */
export const featureCardSchema = z
  .strictObject({ id: slug, title: text, text: longText })
  .readonly();
export type FeatureCard = z.infer<typeof featureCardSchema>;

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

export const homeSchema = (image: Image) =>
  z
    .strictObject({
      hero: heroSchema(image),
      statsBand: list(counterSchema, [1, "must have a counter"]),
      sections: homeSectionsSchema,
    })
    .readonly();

// ---------------------------------------------------------------- the other pages

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

/** One part of the Policies page: its heading and its paragraphs. */
const policySchema = (title: string, description: string) =>
  z
    .strictObject({
      title: text.meta(says("Heading")),
      paragraphs: list(longText, [1, "must have a paragraph"]).meta(
        says("Paragraphs"),
      ),
    })
    .readonly()
    .meta(says(title, description));

/**
 * The Policies page (/policies): fees, instalments, refunds, certificates, what the site keeps
 * on the visitor's device and recognition, each at its own address (/policies#refunds). The
 * Ministry of Education's 2024 guidelines for coaching centres ask that the website show the
 * fees and the refund policy; every course's fee box, the contact page and the enquiry dialog
 * link here.
 */
export const policiesSchema = z
  .strictObject({
    title: text.meta(says("Page title")),
    intro: longText.meta(says("Introduction")),
    ...({
      fees: policySchema(
        "What a fee includes",
        "What the fee on a course page pays for, and what it does not.",
      ),
      instalments: policySchema(
        "Instalments",
        "How a fee can be paid in parts, and that a batch's fee never rises once joined.",
      ),
      refunds: policySchema(
        "Refunds and leaving a course",
        "When a fee comes back, how much, and how to leave or move to a later batch. The FAQ's refund answer links here.",
      ),
      certificates: policySchema(
        "Certificates",
        "Who receives a certificate and how an employer checks one.",
      ),
      device: policySchema(
        "What this site keeps on your device",
        "The enquiries kept in the visitor's browser, and that nothing is sent.",
      ),
      recognition: policySchema(
        "Recognition",
        "Whether any authority or university recognises the courses. Say plainly if none does.",
      ),
    } satisfies Record<PolicyTopic, unknown>),
  })
  .readonly();
export type PoliciesContent = z.infer<typeof policiesSchema>;

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

/** What a page shows where the content leaves a picture or a testimonial out. */
export const defaultsSchema = (image: Image) =>
  z
    .strictObject({
      defaultPoster: image("poster"),
      placeholderTestimonial: placeholderTestimonialSchema(image),
    })
    .readonly();

// Enquiries are not content: app/lib/enquiry-storage.ts owns their shape and checks stored
// data by hand, since zod must not reach the browser bundle.
