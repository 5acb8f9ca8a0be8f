import { common } from "#app/i18n/messages/en/common.ts";
import { course } from "#app/i18n/messages/en/course.ts";
import { layout } from "#app/i18n/messages/en/layout.ts";
import { routes } from "#app/i18n/messages/en/routes.ts";

/*
 * Every text of the site's own interface in English, exactly as SPEC.md words it, one file per
 * part of the site under ./en. This language pack gathers the parts it imports here; every other
 * part (the enquiries, the placements, the testimonials, a course's fees and batch table, …) is
 * loaded by the code that shows it, in the page's language only (app/i18n/part-texts.ts).
 * Data the staff edit (courses, pages, placements) lives in app/content instead. Each other
 * language (./mr.ts) must give every key: its type is `Messages`.
 */
export const en = {
  language: {
    /** The link to the same page in the other language, written in that language. */
    switchTo: "मराठी",
    switchLabel: "हे पान मराठीत वाचा",
  },
  common,
  layout,
  course,
  routes,
};

/** The shape every language's messages must have: the English keys, any wording. */
export type Messages = Widen<typeof en>;

export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
