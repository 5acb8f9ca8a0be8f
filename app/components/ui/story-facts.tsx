import type { StoryFacts as Facts } from "#app/content/schemas/story.ts";
import { useMessages, useShell } from "#app/i18n/use-i18n.ts";
import { courseName, storyFactsLine } from "#app/lib/stories.ts";

type Told =
  /** A story that names its course (a placement, a video review): by its short name in the menu. */
  | { story: Facts & { readonly course: string }; course?: undefined }
  /** A story told on its course's page (a testimonial): the course as the page names it. */
  | { story: Facts; course: string };

/**
 * The facts line of a success story beside the student's photo, on every placement,
 * testimonial and video card: "Java · 2.5 months · Paid" in the page's language (India's 2024
 * coaching-advertising guidelines: the course, its duration, paid or free, in the same type
 * size as the claim). It has no size of its own: each card gives it its claim's (`className`),
 * the role and result on a placement or video card, the words on a testimonial.
 */
export function StoryFacts(props: Told & { className?: string }) {
  const messages = useMessages();
  const { navCourses } = useShell();
  // Read through `props`, which the check narrows to one of the two ways a story is told.
  const course =
    props.course === undefined
      ? courseName(props.story.course, navCourses)
      : props.course;
  return (
    <p data-slot="story-facts" className={props.className}>
      {storyFactsLine(course, props.story, messages.course)}
    </p>
  );
}
