import type { JsonSchema } from "#scripts/content/json-schema.ts";

/*
 * How a data file holds its languages. Each file is
 *   { "en": { …the entry… }, "mr": { …its translation… } }
 * (the editor's "single file" layout). A text field whose schema says `translate` (every `text`
 * of app/content/schemas/fields.ts and every picture's alt text) is written in both; every other field
 * (dates, seats, slugs, addresses of pictures and links, company names) lives under "en" only
 * and is shared: a copy under "mr" is ignored. Lists that hold translated texts have the same
 * entries in the same order in both.
 */

export type Path = readonly PropertyKey[];

/** Whether a schema holds a text that is written in every language. */
export function hasTranslatable(
  schema: JsonSchema | undefined | false,
): boolean {
  if (!schema) return false;
  if (schema.translate) return true;
  if (schema.properties)
    return Object.values(schema.properties).some(hasTranslatable);
  return (
    hasTranslatable(schema.items) ||
    (schema.prefixItems ?? []).some(hasTranslatable)
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The entry in another language: the English entry with each translated text taken from
 * `other`. Returns where a translation is missing, so the build can name the field; the
 * English shape itself is checked by the schema, not here.
 */
export function translateEntry(
  schema: JsonSchema,
  english: unknown,
  other: unknown,
): { value: unknown; missing: Path[] } {
  const missing: Path[] = [];
  const walk = (
    s: JsonSchema,
    en: unknown,
    tr: unknown,
    path: Path,
  ): unknown => {
    if (!hasTranslatable(s)) return en;
    if (s.translate) {
      if (typeof tr === "string" && tr.trim()) return tr;
      if (typeof en === "string") missing.push(path);
      return en;
    }
    if (s.properties && isObject(en)) {
      const out: Record<string, unknown> = { ...en };
      for (const [key, property] of Object.entries(s.properties))
        if (key in en)
          out[key] = walk(
            property,
            en[key],
            isObject(tr) ? tr[key] : undefined,
            [...path, key],
          );
      return out;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr) || tr.length !== en.length) {
        missing.push(path);
        return en;
      }
      return en.map((item, i) =>
        walk(s.prefixItems?.[i] ?? (s.items || {}), item, tr[i], [...path, i]),
      );
    }
    return en;
  };
  const value = walk(schema, english, other, []);
  return { value, missing };
}

/**
 * The part of a full translated copy of an entry that a data file keeps under "mr": its
 * translated texts, in the lists and groups that hold them. Used to take in a translation
 * written as a copy of the English file.
 */
export function translatedPart(schema: JsonSchema, copy: unknown): unknown {
  if (!hasTranslatable(schema)) return undefined;
  if (schema.translate) return copy;
  if (schema.properties && isObject(copy)) {
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      const part = translatedPart(property, copy[key]);
      if (part !== undefined) out[key] = part;
    }
    return out;
  }
  if (Array.isArray(copy))
    return copy.map((item, i) =>
      translatedPart(schema.prefixItems?.[i] ?? (schema.items || {}), item),
    );
  return undefined;
}
