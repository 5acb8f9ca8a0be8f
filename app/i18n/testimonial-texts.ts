import type { TestimonialTexts } from "#app/i18n/messages/en/testimonials.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The testimonials' texts: the carousel, the cards, the dialog (part-texts.ts). */
export const [testimonialTexts, useTestimonialTexts] =
  await partTexts<TestimonialTexts>(
    import.meta.glob("./messages/*/testimonials.ts", {
      import: "testimonials",
    }),
  );
