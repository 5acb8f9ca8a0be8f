import { ExternalLinkIcon, Quote } from "lucide-react";
import {
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import type {
  CourseTestimonial,
  PlaceholderTestimonial,
} from "#app/content/schemas/people.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { useTestimonialTexts } from "#app/i18n/testimonial-texts.ts";

/**
 * What a course testimonial's play button opens. Course testimonials have no video
 * (SPEC.md §3), so the dialog shows the student instead of a broken player: photo, words and
 * profile (PRODUCT.md §7), and the facts of the story.
 */
export function TestimonialDialog({
  testimonial,
  course,
}: {
  testimonial: CourseTestimonial | PlaceholderTestimonial;
  /** The course's name, as its page gives it. */
  course: string;
}) {
  const { common } = useMessages();
  const m = useTestimonialTexts();
  return (
    <DialogContent>
      <div className="flex items-center gap-4">
        <Picture
          image={testimonial.img}
          sizes="80px"
          loading="eager"
          className="size-20 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <div>
          <DialogTitle>{testimonial.name}</DialogTitle>
          <DialogDescription>{testimonial.role}</DialogDescription>
        </div>
      </div>
      <blockquote className="mt-5 text-base leading-relaxed text-ink">
        <Quote aria-hidden="true" className="mb-2 size-6 text-brand-700" />
        <p>{testimonial.text}</p>
      </blockquote>
      {/* In the words' size. */}
      {"fee" in testimonial ? (
        <StoryFacts
          story={testimonial}
          course={course}
          className="mt-2 text-base text-muted"
        />
      ) : null}
      <ExternalLink
        href={testimonial.insta}
        note={common.newTab}
        className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
      >
        {m.viewProfile(testimonial.name)}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
      </ExternalLink>
    </DialogContent>
  );
}
