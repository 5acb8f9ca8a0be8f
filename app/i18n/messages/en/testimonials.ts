/*
 * The texts of a course's testimonials (a collection of each course's file): the carousel, the
 * cards and the dialog that plays one.
 */
export const testimonials = {
  play: (name: string) => `Play ${name}'s testimonial`,
  previous: "Previous testimonial",
  next: "Next testimonial",
  viewProfile: (name: string) => `View ${name}\u2019s profile`,
};

export type TestimonialTexts = typeof testimonials;
