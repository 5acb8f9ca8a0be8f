import type { TestimonialTexts } from "#app/i18n/messages/en/testimonials.ts";

/* The testimonials' texts in Marathi (glossary: docs/marathi.md). */
export const testimonials: TestimonialTexts = {
  play: (name) => `${name} यांचा अनुभव पाहा`,
  previous: "मागील अनुभव",
  next: "पुढील अनुभव",
  viewProfile: (name) => `${name} यांचे प्रोफाइल पाहा`,
};
