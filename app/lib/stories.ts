import type { StoryFacts } from "#app/content/schemas/story.ts";
import type { StoryFee } from "#app/content/vocabulary.ts";

/**
 * The facts line of a success story, shown next to the student's photo on every placement,
 * testimonial and video card: "Java · 2.5 months · Paid" (India's 2024 coaching-advertising
 * guidelines: the course, its duration, paid or free). `texts` word the duration and the fee in
 * the page's language.
 */
export function storyFactsLine(
  course: string,
  facts: StoryFacts,
  texts: {
    durationLabel: (duration: string) => string;
    storyFee: (fee: StoryFee) => string;
  },
): string {
  return `${course} · ${texts.durationLabel(facts.duration)} · ${texts.storyFee(facts.fee)}`;
}

/** A menu course's name in the page's language, by its short name ("data-science"). */
export function courseName(
  slug: string,
  navCourses: readonly { slug: string; name: string }[],
): string {
  return navCourses.find((c) => c.slug === slug)?.name ?? slug;
}
