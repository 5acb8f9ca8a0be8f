import { z } from "zod";
import {
  clockTime,
  enumOf,
  httpsUrl,
  list,
  longText,
  phoneNumber,
  says,
  slug,
  text,
  verbatim,
} from "#app/content/schemas/fields.ts";
import { socialNames, weekDays } from "#app/content/vocabulary.ts";

/*
 * The institute (site.json): its name, branches, hours and ways to reach it. Every page, the
 * brochure and structured data read it.
 */

/** Days a branch keeps the same hours, e.g. Monday to Saturday, 09:00 to 19:00. */
export const openingHoursSchema = z
  .strictObject({
    days: list(enumOf(weekDays), [1, "must name a day"]),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((h) => h.opens < h.closes, {
    path: ["closes"],
    message: "must be later than the opening time",
  })
  .readonly();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A branch of the institute: the town shows in headings and lists, the rest on cards and maps. */
export const branchSchema = z
  .strictObject({
    /** Stable key used in form values, footer lists and React keys. */
    id: slug,
    town: text,
    address: longText,
    /** What the maps service is asked to show for this branch. */
    mapQuery: verbatim,
    /** The parts of the address, for search engines (`address` is what people read). */
    streetAddress: longText
      .meta(
        says(
          "Street address",
          "Optional: the address without town, state and PIN code, for search engines.",
        ),
      )
      .optional(),
    postalCode: z
      .string()
      .regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code like 416008")
      .meta(says("PIN code", "Optional: six digits, like 416008."))
      .optional(),
    region: text.meta(says("State", "Optional: like Maharashtra.")).optional(),
    /** The branch's own phone; without one, the institute's. */
    phone: phoneNumber
      .meta(
        says(
          "Phone",
          "Optional: the branch's own number, like +91 98765 43210. Without it, the institute's.",
        ),
      )
      .optional(),
    hours: list(openingHoursSchema)
      .meta(says("Opening hours", "Optional: the days and hours it is open."))
      .optional(),
    geo: z
      .strictObject({
        latitude: z
          .number()
          .min(-90, "must be between -90 and 90")
          .max(90, "must be between -90 and 90"),
        longitude: z
          .number()
          .min(-180, "must be between -180 and 180")
          .max(180, "must be between -180 and 180"),
      })
      .readonly()
      .meta(
        says(
          "Map position",
          "Optional: latitude and longitude, like 16.6955 and 74.2405.",
        ),
      )
      .optional(),
  })
  .readonly();
export type Branch = z.infer<typeof branchSchema>;

/** The institute's details (site.json): every page, the brochure and structured data read them. */
export const siteSchema = z
  .strictObject({
    name: verbatim,
    shortName: verbatim,
    /** Second line of the logo, under the short name. */
    logoSubtitle: text,
    /** Public origin of the deployed site, without a trailing slash. */
    url: httpsUrl.regex(/[^/]$/, "must not end with /"),
    description: longText,
    foundedYear: z
      .number()
      .int("must be a whole number")
      .min(1900, "must be a year like 2011")
      .max(2100, "must be a year like 2011"),
    /** Browser UI colour (theme-color, web manifest). */
    themeColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, "must be a colour like #b91c1c"),
    /** Display form of the phone number, e.g. "+91 98765 43210". */
    phone: phoneNumber,
    email: z.email("must be an email address"),
    branches: z.tuple([branchSchema, branchSchema], {
      error: "must list exactly two branches",
    }),
    hrAddress: longText,
    social: list(
      z.strictObject({ name: enumOf(socialNames), href: httpsUrl }).readonly(),
    ),
  })
  .readonly();
export type SiteConfig = z.infer<typeof siteSchema>;
export type SocialLink = SiteConfig["social"][number];
