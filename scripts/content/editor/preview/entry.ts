import type { Registry } from "#app/content/schemas/collection.ts";
import type {
  ImageAsset,
  ImageInput,
  ImageKind,
  ImageResolver,
} from "#app/content/schemas/image.ts";
import { imageKinds } from "#app/content/schemas/image.ts";
import { defaultLocale, type Locale } from "#app/content/locales.ts";
import {
  checkContent,
  type Entry,
  type FileExists,
  line,
  parseEntry,
} from "#scripts/content/check.ts";
import { type JsonSchema, jsonSchemaOf } from "#scripts/content/json-schema.ts";

/*
 * The entry being typed in the editor, checked as the build would check it once saved: read as
 * the editor will write it (empty optional fields left out), parsed against its schema in every
 * language, put in place of its saved self among the content the build read, and the whole
 * assembled, its placeholders filled and its references checked (scripts/content/check.ts).
 * The result is either the content the pages get, in each language, or the build's own lines
 * naming the file, the entry and the field.
 */

/** Each collection as the build parsed it (scripts/content/load.ts's `parsed`). */
export type ParsedContent = Record<string, Entry>;

export type Checked =
  | { ok: true; localized: Record<Locale, Record<string, unknown>> }
  | { ok: false; issues: string[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === "" ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

/** The editor's own bookkeeping in a form's values (a list item's id), never saved. */
const EDITOR_KEY = /^__sc_/;

/**
 * The value as the editor saves it: without the editor's bookkeeping, and with an optional
 * field left empty left out (`omit_empty_optional_fields`), however deep, where the form keeps
 * it as "" or null while it is being filled in.
 */
export function asSaved(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const item = schema.items || undefined;
    return value.map((v, i) =>
      asSaved(schema.prefixItems?.[i] ?? item ?? {}, v),
    );
  }
  if (!isObject(value)) return value;
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (EDITOR_KEY.test(key)) continue;
    const inner = asSaved(schema.properties?.[key] ?? {}, v);
    if (!required.has(key) && isEmpty(inner)) continue;
    out[key] = inner;
  }
  return out;
}

/** What the editor says about an entry: the collection, and the entry's values per language. */
export type TypedEntry = {
  /** Its collection's name (app/content/collections.ts). */
  collection: string;
  /** A folder entry's name as saved (its file, `java` for courses/java.json); none when new. */
  saved?: string;
  /** Each language's values as the form holds them: `{ en: {…}, mr: {…} }`. */
  data: Partial<Record<Locale, unknown>>;
};

/**
 * Checks the typed entry among the rest of the content, as the build would once it is saved:
 * the registry's schemas (with the preview's picture resolver), the content the build parsed,
 * and the site's files the content may name.
 */
export function checkTypedEntry(
  typed: TypedEntry,
  registry: Registry,
  parsed: ParsedContent,
  fileExists: FileExists,
  /** The editor's today (the institute's day): no story's consent may be later. */
  today: string,
): Checked {
  const spec = registry[typed.collection];
  if (!spec) throw new Error(`${typed.collection}: no such collection`);
  const schema = jsonSchemaOf(spec.schema);
  const data = Object.fromEntries(
    Object.entries(typed.data).map(([locale, value]) => [
      locale,
      asSaved(schema, value),
    ]),
  );
  const english = data[defaultLocale];
  const key =
    "folder" in spec &&
    isObject(english) &&
    typeof english[spec.key] === "string"
      ? (english[spec.key] as string)
      : undefined;
  const file =
    "folder" in spec
      ? `${spec.folder}/${typed.saved || key || "new"}.json`
      : spec.file;
  const issues: string[] = [];
  const entry = parseEntry(file, data, spec.schema, issues);
  // A saved entry keeps its file's name: the build refuses a key that no longer matches it.
  if (
    "folder" in spec &&
    typed.saved &&
    key !== undefined &&
    key !== typed.saved
  )
    issues.push(
      line(file, [spec.key], `must match the file name ("${typed.saved}")`),
    );
  if (issues.length) return { ok: false, issues };

  const raw: ParsedContent = { ...parsed };
  if ("folder" in spec) {
    const name = typed.saved || key!;
    const list = (parsed[typed.collection]?.[defaultLocale] ?? []) as Record<
      string,
      unknown
    >[];
    const at = list.findIndex((e) => e[spec.key] === name);
    // Where its file sorts among the others: the build reads a folder in file-name order.
    const index =
      at >= 0
        ? at
        : list.filter((e) => String(e[spec.key]) < String(name)).length;
    raw[typed.collection] = Object.fromEntries(
      Object.entries(entry).map(([locale, value]) => {
        const entries = [
          ...((parsed[typed.collection]?.[locale as Locale] ??
            []) as unknown[]),
        ];
        entries.splice(index, at >= 0 ? 1 : 0, value);
        return [locale, entries];
      }),
    );
  } else raw[typed.collection] = entry;
  return checkContent(registry, raw, fileExists, today);
}

/** How the build resolved each picture of the content it read, by `src` and kind. */
export type ResolvedImages = Record<string, ReturnType<ImageResolver>>;

export const resolvedKey = (src: string, kind: ImageKind) => `${kind} ${src}`;

/**
 * The pictures of the typed entry: as the build resolved them when it read them, else one the
 * editor holds (just uploaded, at the address the editor gives it), else missing, in the
 * build's words.
 */
export function previewImageResolver(
  resolved: ResolvedImages,
  editorAsset: (src: string) => string | undefined,
): ImageResolver {
  return (image: ImageInput, kind: ImageKind) => {
    const known = resolved[resolvedKey(image.src, kind)];
    if (known) return "error" in known ? known : { ...known, alt: image.alt };
    const url = editorAsset(image.src);
    if (url) {
      const { widths, aspect } = imageKinds[kind];
      const width = widths[widths.length - 1]!;
      return {
        src: url,
        alt: image.alt,
        width,
        height: Math.round((width * aspect[1]) / aspect[0]),
      } satisfies ImageAsset;
    }
    const file = image.src.replace(/^\/images\/uploads\//, "");
    return {
      field: "src",
      error:
        file !== image.src
          ? `the uploaded file ${file} is not in app/content/media (upload it again)`
          : `file not found in public/: ${image.src}`,
    };
  };
}
