import { Play } from "lucide-react";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import type {
  CourseTestimonial,
  PlaceholderTestimonial,
} from "#app/content/schemas/people.ts";
import { useTestimonialTexts } from "#app/i18n/testimonial-texts.ts";
import { TestimonialDialog } from "#app/components/testimonials/testimonial-dialog.tsx";

/**
 * A student's words with their photo; the play button opens the student dialog. Under the
 * words, in their size, the facts of the story (course, duration, paid or free): the words are
 * the claim (`story-claim`). The placeholder card of a course without testimonials tells no
 * story, and has no facts.
 */
export function TestimonialCard({
  testimonial,
  course,
}: {
  testimonial: CourseTestimonial | PlaceholderTestimonial;
  /** The course's name, as its page gives it: every story on the page is of that course. */
  course: string;
}) {
  const m = useTestimonialTexts();
  return (
    <figure className="flex h-full flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
      <div className="relative size-28 shrink-0">
        <Picture
          image={testimonial.img}
          sizes="112px"
          className="size-28 rounded-full bg-slate-100 object-cover"
        />
        <Dialog>
          <DialogTrigger
            aria-label={m.play(testimonial.name)}
            className="absolute right-0 bottom-0 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-white hover:bg-brand-800"
          >
            <Play aria-hidden="true" className="size-5 fill-current" />
          </DialogTrigger>
          <TestimonialDialog testimonial={testimonial} course={course} />
        </Dialog>
      </div>
      <div>
        <blockquote
          data-slot="story-claim"
          className="text-base leading-relaxed text-ink sm:text-lg"
        >
          <p>&ldquo;{testimonial.text}&rdquo;</p>
        </blockquote>
        {"fee" in testimonial ? (
          <StoryFacts
            story={testimonial}
            course={course}
            className="mt-2 text-base text-muted sm:text-lg"
          />
        ) : null}
        <div className="mt-4">
          <span className="block font-semibold text-ink">
            {testimonial.name}
          </span>
          <span className="block text-sm text-muted">{testimonial.role}</span>
        </div>
      </div>
    </figure>
  );
}
