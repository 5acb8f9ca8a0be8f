/*
 * Every text of the site's own interface in English, exactly as SPEC.md words it, grouped by
 * where it shows. Data the staff edit (courses, pages, placements) lives in app/content instead.
 * Each other language (./mr.ts) must give every key: its type is `Messages`.
 */
export const en = {
  language: {
    switchTo: "मराठी",
    switchLabel: "वाचा मराठीत",
  },
};

/** The shape every language's messages must have: the English keys, any wording. */
export type Messages = Widen<typeof en>;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
