import { z } from "zod";
import { list, uniqueBy } from "#app/content/schemas/fields.ts";
import type { Locale } from "#app/content/locales.ts";

/*
 * What a collection is, as app/content/collections.ts declares each one: where its data lives
 * (one file, one file holding a list, or a folder with one file per entry), the schema of that
 * file, how the editor names it and whether the browser gets it. The loader
 * (scripts/content/load.ts), the Vite plugin that hands content to the pages
 * (scripts/build/vite/content.ts), the types of `virtual:content/*` (app/content/virtual.d.ts) and the
 * editor's configuration (scripts/content/editor/config.ts) all read the declaration and nothing else.
 */

/**
 * How the browser gets a collection:
 * - "page": a module of its own per language, loaded by the routes that show it (their loaders
 *   call `pageContent`, app/i18n/content-loader.ts);
 * - "shell": inside each language's pack, which every page loads before the app starts (the
 *   header, the footer, the institute's details);
 * - left out: never; only the build reads it (the brochure, the sitemap, …).
 */
export type Delivery = "page" | "shell";

/** What every declaration says besides where its data is. */
type About<B extends Delivery | undefined> = {
  /** The collection's name in the editor's menu, and an optional sentence under it. */
  label: string;
  description?: string;
  /** How the browser gets it; left out, it stays in the build. */
  browser?: B;
};

/**
 * Makes the value the pages get out of the parsed one: `others` are the other collections,
 * parsed, in the same language (the annotation of the parameter says which it reads), and
 * `english` is this collection's English value when another language is being made.
 */
type Prepare<Raw, V, Others> = (
  value: Raw,
  others: Others,
  english: V | undefined,
) => V;

/** A declared collection, as the loader, the plugin and the editor read it. */
export type Collection = {
  label: string;
  description?: string;
  browser: Delivery | undefined;
  /** The schema of one data file. */
  schema: z.ZodType;
  /** The collection's value, from what its file parses to (a folder's files, as a list). */
  unwrap: (parsed: never) => unknown;
  prepare: (value: never, others: never, english: never) => unknown;
} & (
  | {
      /** The data file, under app/content. */
      file: string;
      /** The field of the file that holds its list, for a file holding one list. */
      list?: string;
    }
  | {
      /** The folder under app/content: one JSON file per entry, named by its `key` field. */
      folder: string;
      key: string;
      /** How the editor lists an entry, e.g. "{{title}}". */
      summary?: string;
      /** Whether the folder may hold no entry (else the check asks for one). */
      mayBeEmpty?: boolean;
    }
);

const same = <T>(value: T) => value;

/** One file holding one entry, e.g. site.json or pages/home.json. */
export function entryFile<
  S extends z.ZodType,
  const B extends Delivery | undefined = undefined,
  V = z.output<S>,
  Others = unknown,
>(
  spec: About<B> & {
    file: string;
    schema: S;
    prepare?: Prepare<z.output<S>, V, Others>;
  },
) {
  return {
    ...spec,
    browser: spec.browser as B,
    unwrap: same<z.output<S>>,
    prepare: spec.prepare ?? (same as Prepare<z.output<S>, V, Others>),
  };
}

/**
 * One file holding one list, e.g. companies.json: `{ "companies": [ … ] }`, at least one entry,
 * and, with `unique`, no two entries sharing that field.
 */
export function listFile<
  const K extends string,
  I extends z.ZodType,
  const B extends Delivery | undefined = undefined,
  V = readonly z.output<I>[],
  Others = unknown,
>(
  spec: About<B> & {
    file: string;
    list: K;
    item: I;
    unique?: keyof z.output<I> & string;
    prepare?: Prepare<readonly z.output<I>[], V, Others>;
  },
) {
  const { item, unique, ...rest } = spec;
  const entries = list(item, [1, "must have an entry"]);
  const schema = z
    .strictObject({
      [spec.list]: unique
        ? entries.superRefine(uniqueBy<z.output<I>>(unique))
        : entries,
    } as { [P in K]: typeof entries })
    .readonly();
  return {
    ...rest,
    browser: spec.browser as B,
    schema,
    unwrap: (parsed: { readonly [P in K]: readonly z.output<I>[] }) =>
      parsed[spec.list],
    prepare:
      spec.prepare ?? (same as Prepare<readonly z.output<I>[], V, Others>),
  };
}

/** A folder with one file per entry, e.g. courses/java.json, named by the entry's `key`. */
export function folder<
  S extends z.ZodType,
  const B extends Delivery | undefined = undefined,
  V = readonly z.output<S>[],
  Others = unknown,
>(
  spec: About<B> & {
    folder: string;
    key: keyof z.output<S> & string;
    schema: S;
    summary?: string;
    mayBeEmpty?: boolean;
    prepare?: Prepare<readonly z.output<S>[], V, Others>;
  },
) {
  return {
    ...spec,
    browser: spec.browser as B,
    unwrap: same<readonly z.output<S>[]>,
    prepare:
      spec.prepare ?? (same as Prepare<readonly z.output<S>[], V, Others>),
  };
}

/** Collections by name, as a registry declares them. */
export type Registry = Record<string, Collection>;

/** What each collection of a registry parses to, before `prepare`. */
export type ParsedOf<R extends Registry> = {
  [K in keyof R]: R[K] extends { unwrap: (parsed: never) => infer P }
    ? P
    : never;
};

/**
 * A registry, as declared. The type checker makes sure that what each `prepare` reads of the
 * other collections is there, in the shape they parse to.
 */
export function defineCollections<R extends Registry>(
  registry: R & {
    [K in keyof R]: {
      prepare: (value: never, others: ParsedOf<R>, english: never) => unknown;
    };
  },
): R {
  return registry;
}

/** What the pages get of one collection. */
export type ValueOf<C> = C extends { prepare: (...args: never[]) => infer V }
  ? V
  : never;

/** A registry's content, checked and ready to render: each collection by name. */
export type ContentOf<R extends Registry> = { [K in keyof R]: ValueOf<R[K]> };

/** The names of a registry's collections the browser gets in the way `D` says. */
export type DeliveredAs<R extends Registry, D extends Delivery> = {
  [K in keyof R]: R[K] extends { browser: D } ? K : never;
}[keyof R] &
  string;

/**
 * For each language, a loader per page collection: what `virtual:content/pages` exports (see
 * scripts/build/vite/content.ts), each loader a module of its own.
 */
export type PageLoaders<R extends Registry> = Record<
  Locale,
  {
    [N in DeliveredAs<R, "page">]: () => Promise<Pick<ContentOf<R>, N>>;
  }
>;

/** Where a collection's data is, for messages: "courses/" or "companies.json". */
export const placeOf = (collection: Collection) =>
  "folder" in collection ? `${collection.folder}/` : collection.file;
