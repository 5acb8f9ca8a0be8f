import { z } from "zod";
import { contentFiles } from "#app/content/schema.ts";
import { defaultLocale, localeCodes } from "#app/i18n/locales.ts";
import { hasTranslatable } from "../content/languages.ts";

/*
 * The editor's configuration (Sveltia CMS at /admin), generated from the zod schemas that the
 * build checks the data files against, so the two cannot drift: every schema field becomes an
 * editor field with the same name, required-ness, pattern, range and options. Labels and hints
 * come from the schemas' `.meta({ title, description })`, else from the field's name.
 */

/** The parts of a JSON Schema (draft 2020-12, as zod writes it) the editor needs. */
export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: string[];
  const?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  imageKind?: string;
  multiline?: boolean;
  /** A text written in every language of the site. */
  translate?: boolean;
};

export type CmsField = { name: string; label: string; widget: string } & Record<
  string,
  unknown
>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
}

/** `studentName` → `Student name`. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Integers up to this are whole-number fields; zod writes MAX_SAFE_INTEGER when there is no limit.
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * How a field is edited per language: a text written in every language, and every group or
 * list holding one, is translated (`true`); inside those, the other fields are copied from the
 * English ("duplicate"), so the translation keeps their shape; anything else is English only.
 */
function i18nOf(schema: JsonSchema, inTranslated: boolean) {
  if (hasTranslatable(schema)) return { i18n: true };
  return inTranslated ? { i18n: "duplicate" } : {};
}

/** One editor field for one schema property. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  inTranslated = false,
): CmsField {
  const translated = hasTranslatable(schema);
  const base: CmsField = {
    name,
    label: schema.title ?? labelOf(name),
    widget: "string",
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
    ...i18nOf(schema, inTranslated),
  };
  if (schema.imageKind)
    return {
      ...base,
      widget: "object",
      fields: [
        {
          name: "src",
          label: "Picture",
          widget: "image",
          i18n: "duplicate",
          hint: "A JPEG, PNG or WebP from your phone or computer, any size: the site cuts it to shape and makes it small.",
        },
        {
          name: "alt",
          label: "What the picture shows",
          widget: "string",
          i18n: true,
          hint: "Read aloud to blind visitors and shown if the picture cannot load, e.g. 'Students at work in the Kolhapur lab'.",
        },
      ],
    };
  if (schema.const !== undefined)
    return { ...base, widget: "hidden", default: schema.const };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  switch (schema.type) {
    case "string":
      return stringField(base, schema);
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...minMax(schema),
      };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "object":
      return {
        ...base,
        widget: "object",
        fields: fieldsOf(schema, translated),
      };
    case "array":
      return listField(base, schema, translated);
    default:
      throw new Error(
        `${name}: no editor field for ${JSON.stringify(schema).slice(0, 120)}`,
      );
  }
}

function minMax(schema: JsonSchema) {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : undefined);
  const max =
    schema.maximum !== undefined && schema.maximum < NO_LIMIT
      ? schema.maximum
      : undefined;
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

function stringField(base: CmsField, schema: JsonSchema): CmsField {
  if (schema.format === "date")
    return {
      ...base,
      widget: "datetime",
      time_format: false,
      date_format: "YYYY-MM-DD",
      format: "YYYY-MM-DD",
    };
  const hint = String(base.hint ?? "");
  return {
    ...base,
    widget: schema.multiline ? "text" : "string",
    ...(schema.format === "email" ? { type: "email" } : {}),
    ...(schema.format === "uri" ? { type: "url" } : {}),
    ...(schema.pattern && schema.format !== "email"
      ? { pattern: [schema.pattern, hint || "Check the format of this field."] }
      : {}),
    // The schemas accept only https addresses; JSON Schema's "uri" does not say so.
    ...(schema.format === "uri"
      ? {
          pattern: [
            "^https://",
            hint || "Must be a full address starting with https://",
          ],
        }
      : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
  };
}

function listField(
  base: CmsField,
  schema: JsonSchema,
  translated: boolean,
): CmsField {
  const item = schema.prefixItems?.[0] ?? schema.items;
  if (!item) throw new Error(`${base.name}: a list needs an item schema`);
  const count = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems ? { max: schema.maxItems } : {}),
    ...(schema.prefixItems
      ? { min: schema.prefixItems.length, max: schema.prefixItems.length }
      : {}),
  };
  if (item.type === "object" && !item.imageKind)
    return {
      ...base,
      widget: "list",
      ...count,
      fields: fieldsOf(item, translated),
    };
  return {
    ...base,
    widget: "list",
    ...count,
    field: fieldOf("item", item, true, translated),
  };
}

/** The editor fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, inTranslated = false): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), inTranslated),
  );
}

/** How each data file appears in the editor's menu. */
const COLLECTIONS: Record<
  keyof typeof contentFiles,
  { label: string; description?: string; summary?: string }
> = {
  courses: {
    label: "Courses",
    description:
      "The courses with a page of their own: batches and seats, curriculum, testimonials.",
    summary: "{{title}}",
  },
  placements: {
    label: "Placements",
    description: "Students placed in jobs, newest year first on the site.",
    summary: "{{studentName}} — {{company}} ({{placedYear}})",
  },
  site: { label: "Institute details" },
  home: { label: "Home page" },
  about: { label: "About page" },
  learnMore: { label: "Learn-more page" },
  contact: { label: "Contact page" },
  footer: { label: "Footer" },
  companies: { label: "Companies (logo strip)" },
  navCourses: { label: "Courses menu" },
  popularCourses: { label: "Popular courses (home page)" },
  videoTestimonials: { label: "Video reviews (home page)" },
  whyChooseUs: { label: "Why choose us (home page)" },
  defaults: { label: "Defaults" },
};

export type CmsOptions = {
  /** "owner/name" of the GitHub repository the staff edit. */
  repo: string;
  branch: string;
  siteUrl: string;
  /** What the staff should update, shown above the list of courses. */
  coursesReminder?: string;
};

/** The whole configuration of the editor. */
export function cmsConfig(options: CmsOptions) {
  const folders: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  for (const [name, spec] of Object.entries(contentFiles) as [
    keyof typeof contentFiles,
    (typeof contentFiles)[keyof typeof contentFiles],
  ][]) {
    const fields = fieldsOf(jsonSchemaOf(spec.schema));
    const { label, summary } = COLLECTIONS[name];
    const description =
      name === "courses" && options.coursesReminder
        ? `${COLLECTIONS[name].description} ${options.coursesReminder}`
        : COLLECTIONS[name].description;
    if ("folder" in spec)
      folders.push({
        name,
        label,
        ...(description ? { description } : {}),
        folder: `app/content/${spec.folder}`,
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: spec.key,
        i18n: true,
        slug: `{{fields.${spec.key}}}`,
        ...(summary ? { summary } : {}),
        fields,
      });
    else
      files.push({
        name,
        label,
        file: `app/content/${spec.file}`,
        format: "json",
        i18n: true,
        fields,
      });
  }
  return {
    // Only a reference for tooling (the editor compares it): nothing is loaded from it.
    $schema: "https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json",
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      // No server of ours: staff sign in with a personal access token.
      auth_methods: ["token"],
    },
    site_url: options.siteUrl,
    logo_url: "/favicon.svg",
    display_url: options.siteUrl,
    media_folder: "app/content/media",
    public_folder: "/images/uploads",
    // Each data file holds every language: { "en": {…}, "mr": {…} } (scripts/content/languages.ts).
    i18n: {
      structure: "single_file",
      locales: localeCodes,
      default_locale: defaultLocale,
    },
    collections: [
      ...folders,
      {
        name: "pages",
        i18n: true,
        label: "Pages and lists",
        description:
          "Texts of the pages, the menus and the lists on the home page.",
        files,
      },
    ],
  };
}
