import { z } from "zod";
import {
  list,
  says,
  slug,
  text,
  wholeCount,
} from "#app/content/schemas/fields.ts";
import type { Image } from "#app/content/schemas/image.ts";

/*
 * The tutors: one file per tutor under faculty/, named by the tutor's short name. The Ministry
 * of Education's 2024 guidelines for coaching centres ask that a centre's website show its
 * tutors' qualifications; /faculty shows each tutor, and each course page names its tutors and
 * links to them there (the build refuses a course page that no tutor teaches).
 */

export const tutorSchema = (image: Image) =>
  z
    .strictObject({
      id: slug.meta(
        says(
          "Short name",
          "Lowercase letters and dashes, e.g. 'anil-kulkarni'. It names the file and the tutor's place on the Tutors page (/faculty#anil-kulkarni).",
        ),
      ),
      name: text,
      photo: image("portrait").meta(says("Photo")),
      qualifications: list(text, [1, "must list at least one qualification"])
        .superRefine(noRepeats)
        .meta(
          says(
            "Qualifications",
            "Degrees and certifications, one per entry, e.g. 'M.C.A., Shivaji University, Kolhapur'.",
          ),
        ),
      experienceYears: wholeCount.meta(
        says(
          "Years of experience",
          "Teaching and industry together, in whole years.",
        ),
      ),
      courses: list(slug, [1, "must name at least one course"])
        .superRefine(noRepeats)
        .meta(
          says(
            "Teaches",
            "The courses the tutor teaches, chosen from 'Courses menu'. Each course page names its tutors.",
          ),
        ),
    })
    .readonly();

/** A list of texts without a repeat; the repeat is reported on the later entry. */
function noRepeats(items: readonly string[], ctx: z.RefinementCtx) {
  items.forEach((item, i) => {
    const first = items.indexOf(item);
    if (first < i)
      ctx.addIssue({
        code: "custom",
        path: [i],
        message: `"${item}" is already listed as entry [${first}]`,
      });
  });
}

/** A tutor as their file holds it, the photo resolved. */
type TutorEntry = z.infer<ReturnType<typeof tutorSchema>>;

/** A course a tutor teaches, and whether it has a page of its own to link to. */
export type TaughtCourse = { readonly slug: string; readonly page: boolean };

/** A tutor as the pages get them: each course they teach with whether it has a page. */
export type Tutor = Omit<TutorEntry, "courses"> & {
  readonly courses: readonly TaughtCourse[];
};

/**
 * The tutors as the Tutors page lists them: the most experienced first and, with the same
 * years, by name; another language keeps the English order. Each course says whether it has a
 * page (a course with detail data) for the pages to link to.
 */
export function tutorsToShow(
  tutors: readonly TutorEntry[],
  { courses }: { courses: readonly { slug: string }[] },
  english: readonly Tutor[] | undefined,
): readonly Tutor[] {
  const withPages = new Set(courses.map((c) => c.slug));
  const shown = tutors.map((t) => ({
    ...t,
    courses: t.courses.map((slug) => ({ slug, page: withPages.has(slug) })),
  }));
  const englishOrder = english?.map((t) => t.id);
  return englishOrder
    ? shown.toSorted(
        (a, b) => englishOrder.indexOf(a.id) - englishOrder.indexOf(b.id),
      )
    : shown.toSorted(
        (a, b) =>
          b.experienceYears - a.experienceYears || a.name.localeCompare(b.name),
      );
}
