import { z } from "zod";
import { policyTopics } from "#app/content/vocabulary.ts";

/*
 * The fields every schema builds on. Messages finish the sentence "<file> > <entry> > <field>: …",
 * which is how the build (scripts/content/load.ts) prints them to the staff member who made the
 * edit; `.meta({ title, description })` is the field's label and hint in the editor (/admin).
 */

/** Words that stay as written in every language: names of brands, companies, map searches. */
export const verbatim = z.string().trim().min(1, "must not be empty");

/**
 * Any visible text: trimmed, never empty, and written in every language of the site (the data
 * files hold it under "en" and again under "mr"; see scripts/content/languages.ts).
 */
export const text = verbatim.meta({ translate: true });

/** A paragraph or more: the editor gives it a multi-line box. */
export const longText = text.meta({ multiline: true });

/** Label and hint of a field in the editor (/admin), where its name alone would not do. */
export const says = (title: string, description?: string) =>
  description ? { title, description } : { title };

/** A readonly list, so `as const` data satisfies the inferred types; optionally with a minimum. */
export function list<T extends z.ZodType>(
  item: T,
  atLeast?: [count: number, message: string],
) {
  const array = z.array(item);
  return (atLeast ? array.min(...atLeast) : array).readonly();
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slug = z
  .string()
  .regex(slugPattern, "must be a lowercase slug like 'data-science'")
  .meta({
    title: "Short name",
    description: "Lowercase letters, digits and dashes, e.g. 'data-science'.",
  });

/**
 * A message for a value that is there but wrong; a value left out keeps the loader's "is
 * required" (zod asks the next error map when this gives none).
 */
const whenGiven = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? undefined : message;

/** A calendar date in the institute's own time zone, e.g. "2027-01-15". */
export const isoDate = z.iso.date({
  error: whenGiven("must be a real date written YYYY-MM-DD, e.g. 2027-01-15"),
});

/** How long a course or a batch runs, as people say it: "2.5 months", "6 weeks". */
export const durationText = z
  .string()
  .regex(
    /^\d+(\.\d+)? (weeks?|months?)$/,
    "must read like '2.5 months' or '6 weeks'",
  );

export const httpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: "must be a full https:// address",
});

export const wholeCount = z
  .number()
  .int("must be a whole number")
  .min(0, "must be 0 or more");

/** A time of day on the 24-hour clock, e.g. "07:30" or "18:00", as a pattern to build on. */
export const clockPattern = "([01]\\d|2[0-3]):[0-5]\\d";
export const clockTime = z
  .string()
  .regex(
    new RegExp(`^${clockPattern}$`),
    "must be a time like 09:30 (24-hour clock)",
  );

/** A phone number as people read it, e.g. "+91 98765 43210". */
export const phoneNumber = z
  .string()
  .regex(/^\+\d[\d ]{7,16}\d$/, "must read like +91 98765 43210");

/** One of a list of app/content/vocabulary.ts, with the list in the message. */
export const enumOf = <const T extends readonly [string, ...string[]]>(
  values: T,
) =>
  z.enum(values, { error: whenGiven(`must be one of: ${values.join(", ")}`) });

/**
 * A list whose entries must not repeat `key`; a repeat is reported on the later entry, naming
 * the earlier one, so the message points at the line to fix.
 */
export function uniqueBy<T>(key: keyof T & string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[key];
      // An optional key left out (a batch without a number) repeats nothing.
      if (value === undefined) return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${String(value)}" is already used by entry [${first}]`,
        });
    });
  };
}

/** One question people ask before they come in, with its answer. */
export const questionSchema = z
  .strictObject({
    question: text.meta(says("Question")),
    answer: longText.meta(says("Answer")),
    policy: enumOf(policyTopics)
      .optional()
      .meta(
        says(
          "Policy",
          "Optional: the part of the Policies page this answer sums up; the answer then ends with a link to it.",
        ),
      ),
  })
  .readonly();
export type Question = z.infer<typeof questionSchema>;

/** Questions and answers (a course's, the contact page's), shown one answer open at a time. */
export const questionList = (description: string) =>
  list(questionSchema).meta(says("Questions and answers", description));
