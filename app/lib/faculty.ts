import type { Tutor } from "#app/content/schemas/faculty.ts";

/** The tutors who teach a course, in the Tutors page's order. */
export function tutorsOf(tutors: readonly Tutor[], course: string) {
  return tutors.filter((t) => t.courses.some((c) => c.slug === course));
}

/** "#anil-kulkarni": where a tutor's card is on the Tutors page. */
export const tutorAnchor = (tutor: { id: string }) => `#${tutor.id}`;
