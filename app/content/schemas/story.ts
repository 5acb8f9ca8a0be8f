import { z } from "zod";
import {
  durationText,
  enumOf,
  isoDate,
  says,
  slug,
} from "#app/content/schemas/fields.ts";
import { type StoryFee, storyFees } from "#app/content/vocabulary.ts";

/*
 * What every success story says besides the student's own words: a placement, a course
 * testimonial, a video review. India's Guidelines for Prevention of Misleading Advertisement in
 * Coaching Sector (2024) ask that a successful student's photo come with the course they took,
 * its duration, whether it was paid or free, and the result; and that their written consent be
 * had before their name, photo or words are used. The schemas refuse a story without them, the
 * cards show them next to the photo, and the consent date stays in the data files: the build
 * drops it (with the batch's days) from what the pages get (`shownStory`).
 */

/** The course of a story told outside its course's page: a course of the menu, by its short name. */
export const storyCourse = slug.meta(
  says(
    "Course",
    "The course the student took, chosen from 'Courses menu'. The card shows its name.",
  ),
);

/** The fields of a story's facts, for the schemas of placements, testimonials and videos. */
export const storyFactsShape = {
  batch: z
    .strictObject({
      start: isoDate.meta(says("First day")),
      end: isoDate.meta(says("Last day")),
    })
    .readonly()
    .meta(
      says(
        "Batch",
        "Optional: the first and last day of the student's batch; the card shows how long it ran. Or give the duration instead.",
      ),
    )
    .optional(),
  duration: durationText
    .meta(
      says(
        "Duration",
        "Optional when the batch's days are given: how long the student's course ran, like '4 months' or '6 weeks'.",
      ),
    )
    .optional(),
  fee: enumOf(storyFees).meta(
    says(
      "Fee",
      "What the student paid: Paid (the course fee), Free, or Scholarship. The card shows it.",
    ),
  ),
  consentRecorded: isoDate.meta(
    says(
      "Written consent recorded on",
      "The day the student's signed consent to show their name, photo and words was filed. Required before anything is published; never shown on the site.",
    ),
  ),
};

type FactsEntry = {
  readonly batch?: { readonly start: string; readonly end: string };
  readonly duration?: string;
  readonly fee: StoryFee;
  readonly consentRecorded: string;
};

/** A story's duration comes from its batch's days or is written out, never both, never neither. */
export function checkStoryFacts(story: FactsEntry, ctx: z.RefinementCtx) {
  if (!story.batch && !story.duration)
    ctx.addIssue({
      code: "custom",
      path: ["duration"],
      message:
        "is required: give the batch's first and last day, or the duration",
    });
  if (story.batch && story.duration)
    ctx.addIssue({
      code: "custom",
      path: ["duration"],
      message:
        "must be left empty when the batch's days are given (the site works it out from them)",
    });
  if (story.batch && story.batch.end <= story.batch.start)
    ctx.addIssue({
      code: "custom",
      path: ["batch", "end"],
      message: "must be after the first day",
    });
}

const DAY_MS = 86_400_000;
const MONTH_DAYS = 365.25 / 12;

/**
 * How long a batch ran, as a card says it: "6 weeks" under two months, else months to the
 * nearest half ("2.5 months"). Both days count.
 */
export function durationOf(batch: { start: string; end: string }): string {
  const days =
    (Date.parse(`${batch.end}T00:00:00Z`) -
      Date.parse(`${batch.start}T00:00:00Z`)) /
      DAY_MS +
    1;
  if (days < 8 * 7) {
    const weeks = Math.max(1, Math.round(days / 7));
    return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
  }
  const months = Math.round((days / MONTH_DAYS) * 2) / 2;
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/** The field of a story that never leaves the content (the build checker looks for it). */
export const CONSENT_FIELD = "consentRecorded";

/** What the pages get of a story: its duration, and neither its batch's days nor its consent. */
export type Shown<T> = Omit<T, "batch" | "duration" | "consentRecorded"> & {
  readonly duration: string;
};

/** A story as the pages get it (see `Shown`). */
export function shownStory<T extends FactsEntry>(story: T): Shown<T> {
  const kept = Object.entries(story).filter(
    ([key]) => key !== "batch" && key !== CONSENT_FIELD,
  );
  return {
    ...Object.fromEntries(kept),
    duration: story.duration ?? durationOf(story.batch!),
  } as Shown<T>;
}

/** The facts line of a story: what the cards show next to the photo. */
export type StoryFacts = { readonly duration: string; readonly fee: StoryFee };
