import { z } from "zod";
import { isoDate, says, slug, text } from "#app/content/schemas/fields.ts";
import {
  certificateNumberPattern,
  NEW_NUMBER_TEMPLATE,
} from "#app/content/certificate-number.ts";

/*
 * One certificate the institute issued: app/content/certificates/<number>.json. The build signs
 * its facts (scripts/build/certificates.ts) and publishes them only behind the number
 * (app/lib/certificates/lookup.ts); the pages never get this collection.
 */

/** A value printed on one line: the signed form keeps one value per line. */
const oneLine = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters (it is printed ${what})`)
    .regex(/^[^\r\n\t]*$/, "must be on one line");

export const certificateSchema = z
  .strictObject({
    number: z
      .string()
      .regex(
        certificateNumberPattern,
        "must be a number the editor made, like NCI-2026-7A3F09BC-1D2E88F0 (never typed)",
      )
      .meta({
        ...says(
          "Certificate number",
          "Made by the editor when the certificate is created; printed under its QR code.",
        ),
        generated: NEW_NUMBER_TEMPLATE,
      }),
    name: oneLine(60, "in large letters").meta(
      says(
        "Student's name",
        "As printed on the certificate, in English letters.",
      ),
    ),
    nameMarathi: oneLine(60, "in large letters")
      .regex(
        /^[\u0900-\u097F .]+$/,
        "must be written in Marathi (Devanagari) letters",
      )
      .optional()
      .meta(
        says(
          "Student's name in Marathi",
          "Optional. Given, the certificate is also printed in Marathi.",
        ),
      ),
    course: slug.meta(says("Course")),
    start: isoDate.meta(says("Batch started")),
    end: isoDate.meta(says("Batch ended")),
    issued: isoDate.meta(says("Issued on")),
    grade: oneLine(12, "beside the course")
      .optional()
      .meta(says("Grade", "Optional, e.g. A+ or Distinction.")),
    revoked: z
      .strictObject({
        on: isoDate.meta(says("Revoked on")),
        reason: text.meta(
          says(
            "Reason",
            "Shown to whoever checks the certificate, e.g. 'Issued in error'.",
          ),
        ),
      })
      .readonly()
      .optional()
      .meta(
        says(
          "Revoked",
          "Only to withdraw the certificate: the site then shows it as revoked, with the reason.",
        ),
      ),
  })
  .superRefine((c, ctx) => {
    if (c.end < c.start)
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "must not be before the batch started",
      });
    if (c.issued < c.start)
      ctx.addIssue({
        code: "custom",
        path: ["issued"],
        message: "must not be before the batch started",
      });
    if (c.revoked && c.revoked.on < c.issued)
      ctx.addIssue({
        code: "custom",
        path: ["revoked", "on"],
        message: "must not be before the certificate was issued",
      });
  })
  .readonly();
export type Certificate = z.infer<typeof certificateSchema>;
