import { collections } from "#app/content/collections.ts";
import type { Registry } from "#app/content/schemas/collection.ts";
import { pictureExtensions } from "#app/content/vocabulary.ts";
import { defaultLocale, localeCodes } from "#app/content/locales.ts";
import { pages } from "#app/config/pages.ts";
import { pagePreviews } from "#scripts/content/editor/preview/pages.ts";
import { type Reference, references } from "#scripts/content/editor/rules.ts";
import { type JsonSchema, jsonSchemaOf } from "#scripts/content/json-schema.ts";
import { hasTranslatable } from "#scripts/content/languages.ts";

/*
 * The editor's configuration (Sveltia CMS at /admin), generated from the zod schemas that the
 * build checks the data files against, so the two cannot drift: every schema field becomes an
 * editor field with the same name, required-ness, patterns (with their flags), lengths, ranges,
 * list counts and options, and a field naming an entry of another file offers that file's
 * entries. Labels and hints come from the schemas' `.meta({ title, description })`, else from
 * the field's name; each collection's place, name and description from its declaration
 * (app/content/collections.ts). What the editor cannot check is listed in ./rules.ts.
 */

export type CmsField = { name: string; label: string; widget: string } & Record<
  string,
  unknown
>;

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

/** Where a field sits: its collection (a key of `collections`) and its path, e.g. "batches[].seats". */
export type FieldAt = { file: string; path: string };

const inside = (at: FieldAt, name: string): FieldAt => ({
  file: at.file,
  path: at.path ? `${at.path}.${name}` : name,
});

/**
 * The file types a picture may be, as the schemas' picture pattern allows them: the upload
 * dialog offers and takes only these (Sveltia's `accept`, an HTML accept list).
 */
export const PICTURE_TYPES = pictureExtensions.map((e) => `.${e}`).join(",");

/** What the staff read under a picture field: which files it takes, and which SVGs it refuses. */
export const PICTURE_HINT =
  "A JPEG, PNG, WebP or SVG. A photo can be any size: the site cuts it to shape and makes it small. " +
  "An SVG (a logo) is used as it is, so the site refuses one that holds script, event handlers " +
  "(onload, onclick…) or links to other files, and its check names what to take out.";

/** One editor field for one schema property. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  inTranslated = false,
  at: FieldAt = { file: "", path: name },
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
  const reference = referenceAt(at);
  if (reference) return relationField(base, reference);
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
          // The schemas take only these types, and only files in the repository: no address.
          accept: PICTURE_TYPES,
          choose_url: false,
          hint: PICTURE_HINT,
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
  // Made once, when the entry is created (Sveltia fills a hidden field's template), and never
  // typed: a certificate's number.
  if (schema.generated)
    return { ...base, widget: "hidden", default: schema.generated };
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
        fields: fieldsOf(schema, translated, at),
      };
    case "array":
      return listField(base, schema, translated, at);
    default:
      throw new Error(
        `${name}: no editor field for ${JSON.stringify(schema).slice(0, 120)}`,
      );
  }
}

const referenceAt = (at: FieldAt) =>
  references.find((r) => r.file === at.file && r.path === at.path);

/** A choice of the entries of another file (`reference`), any number of them with `multiple`. */
function relationField(
  base: CmsField,
  reference: Reference,
  multiple?: Record<string, unknown>,
): CmsField {
  return {
    ...base,
    ...(reference.label ? { label: reference.label } : {}),
    ...(reference.hint ? { hint: reference.hint } : {}),
    widget: "relation",
    collection: reference.collection,
    file: reference.entry,
    value_field: reference.valueField,
    search_fields: [reference.displayField ?? reference.valueField],
    display_fields: [reference.displayField ?? reference.valueField],
    ...(multiple ? { multiple: true, ...multiple } : {}),
  };
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

/**
 * One expression for all of a field's expressions (the editor takes one): each is a look-ahead
 * from the start, so each may match where it would alone. They must share their flags.
 */
export function joinRegexes(regexes: readonly string[]): string | undefined {
  if (regexes.length <= 1) return regexes[0];
  const parts = regexes.map((r) => {
    const match = /^\/([\s\S]*)\/([a-z]*)$/.exec(r);
    if (!match) throw new Error(`not a /source/flags expression: ${r}`);
    return { source: match[1]!, flags: match[2]! };
  });
  const flags = new Set(parts.map((p) => p.flags));
  if (flags.size > 1)
    throw new Error(
      `cannot join expressions with other flags: ${regexes.join(" ")}`,
    );
  const lookaheads = parts.map((p) => `(?=[\\s\\S]*?(?:${p.source}))`);
  return `/^${lookaheads.join("")}/${[...flags][0]}`;
}

/** "must read like '₹6.5 LPA'" → "Must read like '₹6.5 LPA'." */
const sentence = (message: string) =>
  message.charAt(0).toUpperCase() + message.slice(1).replace(/\.?$/, ".");

function stringField(base: CmsField, schema: JsonSchema): CmsField {
  if (schema.format === "date")
    // A date picker: it cannot hold a day that does not exist, and stores YYYY-MM-DD.
    return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  const pattern = joinRegexes(schema.regexes ?? []);
  const messages = (schema.regexMessages ?? []).filter(Boolean);
  return {
    ...base,
    widget: schema.multiline ? "text" : "string",
    ...(schema.format === "email" ? { type: "email" } : {}),
    ...(schema.format === "uri" ? { type: "url" } : {}),
    ...(pattern
      ? {
          pattern: [
            pattern,
            base.hint
              ? String(base.hint)
              : messages.length
                ? messages.map(sentence).join(" ")
                : "Check the format of this field.",
          ],
        }
      : {}),
    // A required field is refused when empty (after trimming, like the schema); a longer
    // minimum needs its count.
    ...(schema.minLength !== undefined && schema.minLength > 1
      ? { minlength: schema.minLength }
      : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
  };
}

function listField(
  base: CmsField,
  schema: JsonSchema,
  translated: boolean,
  at: FieldAt,
): CmsField {
  const item = schema.prefixItems?.[0] ?? schema.items;
  if (!item) throw new Error(`${base.name}: a list needs an item schema`);
  // Counted in every language the list is written in: the editor checks a translated list's
  // count in Marathi too.
  const count = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems ? { max: schema.maxItems } : {}),
    ...(schema.prefixItems
      ? { min: schema.prefixItems.length, max: schema.prefixItems.length }
      : {}),
  };
  const itemAt = { file: at.file, path: `${at.path}[]` };
  // A list of names of another file's entries: one choice with any number ticked.
  const reference = referenceAt(itemAt);
  if (reference) return relationField(base, reference, count);
  if (item.type === "object" && !item.imageKind)
    return {
      ...base,
      widget: "list",
      ...count,
      fields: fieldsOf(item, translated, itemAt),
    };
  return {
    ...base,
    widget: "list",
    ...count,
    field: fieldOf("item", item, true, translated, itemAt),
  };
}

/**
 * The editor fields of an object schema, in the schema's order. A value the build derives
 * (a batch's number) has no field: nobody types it.
 */
export function fieldsOf(
  schema: JsonSchema,
  inTranslated = false,
  at: FieldAt = { file: "", path: "" },
): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => !property.derived)
    .map(([name, property]) =>
      fieldOf(
        name,
        property,
        required.has(name),
        inTranslated,
        inside(at, name),
      ),
    );
}

export type CmsOptions = {
  /** "owner/name" of the GitHub repository the staff edit. */
  repo: string;
  branch: string;
  /** The public site (site.json's url): only the editor's links to it. */
  siteUrl: string;
  /**
   * The origin "Sign In with GitHub" goes through: the site's address, SITE_URL of deploy
   * configuration (wrangler.jsonc, host/deploy-config.ts), never from content the staff can edit
   * in the editor itself.
   */
  signInOrigin: string;
  /** What the staff should update, shown above the list of courses. */
  coursesReminder?: string;
  /**
   * Draft → review → live (deploy configuration's EDITORIAL_WORKFLOW): a save opens a pull
   * request instead of publishing, and publishing is merging it.
   */
  editorialWorkflow?: boolean;
};

/**
 * The commit status the publishing workflow sets on a pull request's last commit, whose link is
 * the pull request's preview address (scripts/publish/pull-request.ts writes it): the editor
 * shows that link beside the draft. Named here so that the editor takes no other status or
 * check for it.
 */
export const PREVIEW_STATUS_CONTEXT = "Site preview";

/**
 * What draft → review → live (deploy configuration's EDITORIAL_WORKFLOW) adds to the editor's
 * configuration: its backend reads the preview address from that status, and each save is a
 * pull request. Also laid over the built configuration for the guide's pictures of the path
 * (scripts/tools/editor-screenshots.ts).
 */
export const EDITORIAL_WORKFLOW = {
  backend: { preview_context: PREVIEW_STATUS_CONTEXT },
  publish_mode: "editorial_workflow",
} as const;

/**
 * Where an entry of a collection is on the site, as the editor's `preview_path`: the page its
 * preview pane draws (preview/pages.ts), in the entry's language (`{{locale}}`, left out for
 * English by `omit_default_locale_from_preview_path`), a course's page by its file's name. The
 * editor then links each entry to its page on the live site and, in draft → review → live, to
 * the same page at the pull request's preview address. None where an entry makes several pages
 * (the institute's details make each branch's) or none (the menus, the footer).
 */
export function previewPathOf(collection: string): string | undefined {
  if (!(collection in pagePreviews)) return undefined;
  const preview = pagePreviews[collection as keyof typeof pagePreviews];
  const page: { path: string; each?: string } = pages[preview.page];
  if (page.each && page.each !== "course") return undefined;
  const path = page.path.replace(/:\w+$/, "{{slug}}");
  return path === "/" ? "/{{locale}}/" : `/{{locale}}${path}`;
}

const withPreviewPath = (collection: string) => {
  const path = previewPathOf(collection);
  return path ? { preview_path: path } : {};
};

/** The whole configuration of the editor; `registry` is the site's collections but in a test. */
export function cmsConfig(
  options: CmsOptions,
  registry: Registry = collections,
) {
  const folders: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  for (const [name, spec] of Object.entries(registry)) {
    const fields = fieldsOf(jsonSchemaOf(spec.schema), false, {
      file: name,
      path: "",
    });
    const { label } = spec;
    const description =
      name === "courses" && options.coursesReminder
        ? `${spec.description} ${options.coursesReminder}`
        : spec.description;
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
        ...(spec.summary ? { summary: spec.summary } : {}),
        ...withPreviewPath(name),
        fields,
      });
    else
      files.push({
        name,
        label,
        file: `app/content/${spec.file}`,
        format: "json",
        i18n: true,
        ...withPreviewPath(name),
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
      // "Sign In with GitHub" opens <origin>/auth, answered by the site's own Worker (the
      // sveltia-cms-auth handshake). It must be a whole origin: the editor reads the origin of
      // the sign-in address to trust the popup's answer, and without one it asks Netlify.
      // Deploy configuration, not site.json: a staff member (or a stolen editor token) who
      // could point it elsewhere would send everyone's next sign-in there.
      base_url: options.signInOrigin,
      ...(options.editorialWorkflow ? EDITORIAL_WORKFLOW.backend : {}),
    },
    // Each save a pull request (a branch cms/<collection>/<entry>): the workflow builds and
    // checks it and puts it at a preview address; "Publish" in the editor merges it.
    ...(options.editorialWorkflow
      ? { publish_mode: EDITORIAL_WORKFLOW.publish_mode }
      : {}),
    site_url: options.siteUrl,
    logo_url: "/favicon.svg",
    display_url: options.siteUrl,
    // An optional field left empty is left out of the file, as the schemas expect, instead of
    // being written as "" (which an optional text, pattern or address would refuse).
    output: { omit_empty_optional_fields: true },
    // A file is named exactly after its entry's key: a certificate's number keeps its capitals
    // (the other keys are lowercase slugs, which the schemas demand anyway).
    slug: { lowercase: false },
    media_folder: "app/content/media",
    public_folder: "/images/uploads",
    // Each data file holds every language: { "en": {…}, "mr": {…} } (scripts/content/languages.ts).
    i18n: {
      structure: "single_file",
      locales: localeCodes,
      default_locale: defaultLocale,
      omit_default_locale_from_preview_path: true,
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
