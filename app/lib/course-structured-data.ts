import { SITE_TIME_ZONE } from "#app/config/constants.ts";
import { paths, pathsIn } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import type { Batch } from "#app/content/schemas/course.ts";
import type { BatchMode, TeachingLanguage } from "#app/content/vocabulary.ts";
import type { Locale } from "#app/content/locales.ts";
import {
  type Branch,
  branchPlaceLd,
  type JsonLd,
  ORGANIZATION_ID,
} from "#app/lib/structured-data.ts";

/*
 * A course page's schema.org data. A module of its own, apart from structured-data.ts: only
 * course pages use it, so it stays out of the scripts every page (the home page) loads.
 */

const COURSE_MODE = {
  Online: "Online",
  Classroom: "Onsite",
  Weekend: "Blended",
} as const satisfies Record<BatchMode, string>;

/** The teaching languages of the content as language tags (BCP 47). */
const LANGUAGE_TAGS = {
  English: "en",
  Marathi: "mr",
  Hindi: "hi",
  "Marathi and English": ["mr", "en"],
} as const satisfies Record<TeachingLanguage, string | readonly string[]>;

const WEEKEND = ["https://schema.org/Saturday", "https://schema.org/Sunday"];

/** What structured data reads of a batch: neither its number nor its seats. */
type BatchForLd = Pick<
  Batch,
  "start" | "mode" | "branch" | "time" | "language"
>;

/**
 * One batch as a course instance: where it meets (its branch's place, or online at the course's
 * page), when its classes are (daily, or Saturdays and Sundays for a weekend batch) and in
 * which language, each where the content gives it.
 */
function courseInstanceLd(
  batch: BatchForLd,
  courseUrl: string,
  branches: readonly Branch[],
  instructors: readonly JsonLd[],
): JsonLd {
  const branch = branches.find((b) => b.id === batch.branch);
  const [startTime, endTime] = batch.time?.split("-") ?? [];
  return {
    "@type": "CourseInstance",
    courseMode: COURSE_MODE[batch.mode],
    startDate: batch.start,
    ...(batch.mode === "Online"
      ? { location: { "@type": "VirtualLocation", url: courseUrl } }
      : branch
        ? { location: branchPlaceLd(branch) }
        : {}),
    ...(startTime && endTime
      ? {
          courseSchedule: {
            "@type": "Schedule",
            startDate: batch.start,
            startTime,
            endTime,
            scheduleTimezone: SITE_TIME_ZONE,
            ...(batch.mode === "Weekend"
              ? { repeatFrequency: "P1W", byDay: WEEKEND }
              : { repeatFrequency: "P1D" }),
          },
        }
      : {}),
    ...(batch.language ? { inLanguage: LANGUAGE_TAGS[batch.language] } : {}),
    ...(instructors.length > 0 ? { instructor: instructors } : {}),
  };
}

/** What structured data reads of a tutor. */
export type TutorForLd = {
  id: string;
  name: string;
  qualifications: readonly string[];
};

/**
 * A tutor as schema.org's `instructor` of a course instance: a person, at their card on the
 * Tutors page in `locale`, with each qualification as a credential.
 */
function instructorLd(tutor: TutorForLd, locale: Locale): JsonLd {
  return {
    "@type": "Person",
    name: tutor.name,
    url: paths.absolute(`${pathsIn(locale).faculty}#${tutor.id}`),
    hasCredential: tutor.qualifications.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      name,
    })),
  };
}

/**
 * A course with its upcoming batches as course instances (each taught by the course's tutors),
 * at its address in `locale`, and its fee as an offer in rupees where the content gives one. `branches` are the institute's branches
 * in the page's language.
 */
export function courseLd(
  course: {
    slug: string;
    title: string;
    description: string;
    fees?: { total: number };
    batches: readonly BatchForLd[];
    /** Who teaches it: each batch's instructors (schema.org has `instructor` on an instance). */
    tutors?: readonly TutorForLd[];
  },
  locale: Locale = "en",
  branches: readonly Branch[] = siteConfig.branches,
): JsonLd {
  const url = paths.absolute(pathsIn(locale).course(course.slug));
  const instructors = (course.tutors ?? []).map((t) => instructorLd(t, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    provider: {
      "@type": "EducationalOrganization",
      "@id": ORGANIZATION_ID,
      name: siteConfig.name,
    },
    ...(course.fees
      ? {
          offers: {
            "@type": "Offer",
            price: course.fees.total,
            priceCurrency: "INR",
            category: "Paid",
            url,
          },
        }
      : {}),
    hasCourseInstance: course.batches.map((batch) =>
      courseInstanceLd(batch, url, branches, instructors),
    ),
  };
}
