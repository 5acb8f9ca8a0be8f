import { z } from "zod";
import {
  enumOf,
  httpsUrl,
  longText,
  says,
  slug,
  text,
  verbatim,
} from "#app/content/schemas/fields.ts";
import type { Image, ImageAsset } from "#app/content/schemas/image.ts";
import {
  checkStoryFacts,
  type Shown,
  shownStory,
  storyCourse,
  storyFactsShape,
} from "#app/content/schemas/story.ts";
import { videoTypes } from "#app/content/vocabulary.ts";

/*
 * People the site shows: students' words (on a course page, in a video), students placed in
 * jobs and the companies that took them on. Every student's story carries its facts and the
 * date of their written consent (schemas/story.ts).
 */

/** A student's words on a course page, as the placeholder card has them: no video (SPEC.md §3). */
const testimonialShape = (image: Image) => ({
  id: slug,
  name: text,
  role: text,
  text: longText,
  img: image("portrait").meta(says("Photo")),
  insta: httpsUrl.meta(
    says("Instagram profile", "The full address, starting with https://"),
  ),
});

/** The card a course without testimonials shows instead (defaults.json): no story, no facts. */
export const placeholderTestimonialSchema = (image: Image) =>
  z.strictObject(testimonialShape(image)).readonly();
export type PlaceholderTestimonial = z.infer<
  ReturnType<typeof placeholderTestimonialSchema>
>;

/**
 * A student's words on a course page, with the facts of their story (schemas/story.ts); the
 * course is the page's own.
 */
export const courseTestimonialSchema = (image: Image) =>
  z
    .strictObject({ ...testimonialShape(image), ...storyFactsShape })
    .superRefine(checkStoryFacts)
    .readonly();
/** A course testimonial as the pages get it (no consent date). */
export type CourseTestimonial = Shown<
  z.infer<ReturnType<typeof courseTestimonialSchema>>
>;

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
      course: storyCourse,
      ...storyFactsShape,
    })
    .superRefine(checkStoryFacts)
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
/** A video review as the pages get it (no consent date). */
export type VideoTestimonial = Shown<
  z.infer<ReturnType<typeof videoTestimonialSchema>>
>;

/** The video reviews as the pages get them: each story's facts shown, its consent kept back. */
export const videosToShow = (
  videos: readonly z.infer<ReturnType<typeof videoTestimonialSchema>>[],
): readonly VideoTestimonial[] => videos.map(shownStory);

/**
 * A student placed in a job, with the facts of their story (schemas/story.ts). `company` must
 * match a name in `companies.json`, `course` a course of the menu.
 */
export const placementSchema = (image: Image) =>
  z
    .strictObject({
      id: slug,
      studentName: text,
      img: image("portrait").meta(says("Photo")),
      course: storyCourse,
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
      ...storyFactsShape,
    })
    .superRefine(checkStoryFacts)
    .readonly();
/** A placement as its file holds it. */
type PlacementEntry = z.infer<ReturnType<typeof placementSchema>>;
/**
 * A placement as the site shows it: the record with its company's logo, its story's duration,
 * and no consent date.
 */
export type PlacementRecord = Shown<PlacementEntry> & {
  readonly companyLogo: ImageAsset;
};

/** An employer of former students, for the logo strip. */
export const companySchema = (image: Image) =>
  z.strictObject({ name: verbatim, logo: image("logo") }).readonly();
export type Company = z.infer<ReturnType<typeof companySchema>>;

/**
 * The placements as the pages list them, each with its company's logo: newest year first and,
 * within a year, by name, so a new file needs no ordering field; another language keeps the
 * English order, so both list the same students in the same places.
 */
export function placementsToShow(
  placements: readonly PlacementEntry[],
  { companies }: { companies: readonly Company[] },
  english: readonly PlacementRecord[] | undefined,
): readonly PlacementRecord[] {
  const logoOf = new Map(companies.map((x) => [x.name, x.logo]));
  const withLogos = placements.map((p) => ({
    ...shownStory(p),
    // A company missing from companies.json fails the build's reference check (scripts/content/load.ts).
    companyLogo: logoOf.get(p.company)!,
  }));
  const englishOrder = english?.map((p) => p.id);
  return englishOrder
    ? withLogos.toSorted(
        (a, b) => englishOrder.indexOf(a.id) - englishOrder.indexOf(b.id),
      )
    : withLogos.toSorted(
        (a, b) =>
          b.placedYear.localeCompare(a.placedYear) ||
          a.studentName.localeCompare(b.studentName),
      );
}
