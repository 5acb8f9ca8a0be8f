// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { collections as declared } from "#app/content/collections.ts";
import { type CmsField, cmsConfig } from "#scripts/content/editor/config.ts";
import { buildOnlyRules, references } from "#scripts/content/editor/rules.ts";

/*
 * Every rule of the schemas, read from zod's own definitions (not from the JSON Schema the
 * generator uses), must show in the editor's field, or be listed in rules.ts with its reason.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  protocol?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
};
const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType) =>
  (schema as unknown as { meta(): Record<string, unknown> | undefined }).meta();

/** One rule of a schema: where, what, and a check that the editor field enforces it. */
type Rule = {
  path: string;
  rule: string;
  kind?: "refine" | "picture" | "derived";
  enforced?: (field: CmsField) => boolean;
};

function rulesOf(schema: z.ZodType, path: string, optional = false): Rule[] {
  const def = defOf(schema);
  const here = (rule: string, enforced: Rule["enforced"]): Rule => ({
    path,
    rule,
    enforced,
  });
  const refines = (def.checks ?? [])
    .filter((c) => c._zod.def.check === "custom")
    .map((): Rule => ({ path, rule: "refine", kind: "refine" }));
  const at = (name: string) => (path ? `${path}.${name}` : name);
  // A value the build derives, or the editor makes when the entry is created: nobody types it.
  if (metaOf(schema)?.derived || metaOf(schema)?.generated)
    return [{ path, rule: "derived", kind: "derived" }];
  switch (def.type) {
    case "readonly":
    case "nonoptional":
      return [...refines, ...rulesOf(def.innerType!, path, optional)];
    case "optional":
      return rulesOf(def.innerType!, path, true);
    case "pipe":
      if (metaOf(schema)?.imageKind)
        return [
          { path, rule: "picture", kind: "picture" },
          ...rulesOf(def.in!, path, optional),
        ];
      return [
        { path, rule: "derived", kind: "derived" },
        ...rulesOf(def.in!, path, optional),
      ];
    case "object":
      return [
        ...refines,
        here(optional ? "optional" : "required", (f) =>
          optional ? f.required === false : f.required !== false,
        ),
        ...Object.entries(def.shape!).flatMap(([name, child]) =>
          rulesOf(child, at(name)),
        ),
      ];
    case "array": {
      const counts = (def.checks ?? []).map((c) => c._zod.def);
      return [
        ...refines,
        ...counts
          .filter((c) => c.check === "min_length")
          .map((c) =>
            here(`at least ${c.minimum} entries`, (f) => f.min === c.minimum),
          ),
        ...counts
          .filter((c) => c.check === "max_length")
          .map((c) =>
            here(`at most ${c.maximum} entries`, (f) => f.max === c.maximum),
          ),
        ...rulesOf(def.element!, `${path}[]`),
      ];
    }
    case "tuple":
      return [
        here(
          `exactly ${def.items!.length} entries`,
          (f) => f.min === def.items!.length && f.max === def.items!.length,
        ),
        ...rulesOf(def.items![0]!, `${path}[]`),
      ];
    case "string": {
      const pattern = (f: CmsField) =>
        String((f.pattern as string[] | undefined)?.[0] ?? "");
      const rules: Rule[] = [
        ...refines,
        here(optional ? "optional" : "required", (f) =>
          optional ? f.required === false : f.required !== false,
        ),
      ];
      for (const { _zod } of def.checks ?? []) {
        const c = _zod.def;
        if (c.check === "min_length")
          rules.push(
            here(`at least ${c.minimum} characters`, (f) =>
              c.minimum === 1
                ? f.required !== false ||
                  f.widget === "relation" ||
                  // Left empty, an optional text is left out of the file, not written as "".
                  (optional && omitsEmptyOptionalFields)
                : f.minlength === c.minimum,
            ),
          );
        else if (c.check === "max_length")
          rules.push(
            here(
              `at most ${c.maximum} characters`,
              (f) => f.maxlength === c.maximum,
            ),
          );
        else if (c.format === "regex")
          rules.push(
            here(
              `matches ${c.pattern}`,
              (f) =>
                // A choice from another file takes that file's checked values.
                f.widget === "relation" ||
                (f.widget === "image"
                  ? f.choose_url === false &&
                    String(f.accept)
                      .split(",")
                      .every((type) => c.pattern!.test(`/images/a${type}`))
                  : pattern(f) ===
                      `/${c.pattern!.source}/${c.pattern!.flags}` ||
                    (pattern(f).includes(`(?:${c.pattern!.source}))`) &&
                      pattern(f).endsWith(`/${c.pattern!.flags}`))),
            ),
          );
      }
      if (def.format === "url")
        rules.push(
          here(
            "an https:// address",
            (f) => f.type === "url" && pattern(f).includes("^(?:https):\\/\\/"),
          ),
        );
      if (def.format === "email")
        rules.push(
          here("an email address", (f) => f.type === "email" && !!pattern(f)),
        );
      if (def.format === "date")
        rules.push(
          here("a date", (f) => f.widget === "datetime" && f.type === "date"),
        );
      return rules;
    }
    case "number": {
      const rules = [...refines];
      for (const { _zod } of def.checks ?? []) {
        const c = _zod.def;
        if (c.check === "number_format")
          rules.push(here("a whole number", (f) => f.value_type === "int"));
        else if (c.check === "greater_than")
          rules.push(
            here(
              `from ${c.value}`,
              (f) => f.min === (c.inclusive ? c.value : c.value! + 1),
            ),
          );
        else if (c.check === "less_than")
          rules.push(here(`up to ${c.value}`, (f) => f.max === c.value));
      }
      return rules;
    }
    case "enum":
      return [
        here(
          "one of the options",
          (f) =>
            JSON.stringify(f.options) ===
            JSON.stringify(Object.values(def.entries!)),
        ),
      ];
    case "literal":
      return [
        here(
          "a fixed value",
          (f) => f.widget === "hidden" && f.default === def.values![0],
        ),
      ];
    default:
      throw new Error(`${path}: no rule reader for a ${def.type}`);
  }
}

const config = cmsConfig({
  repo: "nimbus-institute/website",
  branch: "main",
  siteUrl: "https://www.nimbus-institute.example.com",
  signInOrigin: "https://sign-in.nimbus-institute.example.com",
});
const omitsEmptyOptionalFields =
  config.output.omit_empty_optional_fields === true;
type Collection = {
  name: string;
  fields?: CmsField[];
  files?: { name: string; fields: CmsField[] }[];
};
const collections = config.collections as Collection[];
const topFields = (name: string) =>
  collections.find((c) => c.name === name)?.fields ??
  collections.flatMap((c) => c.files ?? []).find((f) => f.name === name)!
    .fields;

/** The editor field at a path such as "batches[].seats" ("" is the file). */
function fieldAt(file: string, path: string): CmsField | undefined {
  let field: CmsField = {
    name: "",
    label: "",
    widget: "object",
    fields: topFields(file),
  };
  for (const part of path.split(/\.|(?=\[\])/).filter(Boolean)) {
    if (part === "[]") {
      // A choice of several entries of another file: each entry is one of them.
      if (field.widget === "relation" && field.multiple) continue;
      if (field.widget !== "list") return undefined;
      // A list's entry is there whenever the list is, optional or not.
      field = (field.field as CmsField | undefined) ?? {
        ...field,
        required: true,
        widget: "object",
      };
      continue;
    }
    const child = (field.fields as CmsField[] | undefined)?.find(
      (f) => f.name === part,
    );
    if (!child) return undefined;
    field = child;
  }
  return field;
}

const listed = (file: string, rule: Rule) =>
  buildOnlyRules.some(
    (r) =>
      r.kind === rule.kind &&
      ((r.file === file && r.path === rule.path) ||
        (r.file === "*" && r.path === "*")),
  );

describe("the editor refuses what the build refuses", () => {
  it.each(Object.keys(declared))(
    "every rule of the %s schema is in the editor or listed with its reason",
    (file) => {
      const schema = declared[file as keyof typeof declared].schema;
      const missing = rulesOf(schema as z.ZodType, "")
        .filter((rule) => rule.path !== "" || rule.rule !== "required")
        .filter((rule) => {
          if (rule.kind) return !listed(file, rule);
          const field = fieldAt(file, rule.path);
          return !field || !rule.enforced!(field);
        })
        .map((rule) => `${file} > ${rule.path}: ${rule.rule}`);
      expect(missing).toEqual([]);
    },
  );

  it("catches a rule the editor lacks (a check of this test)", () => {
    const field = fieldAt("courses", "seo.title")!;
    const rule = rulesOf(declared.courses.schema as z.ZodType, "").find(
      (r) => r.path === "seo.title" && r.rule === "at most 60 characters",
    )!;
    expect(rule.enforced!(field)).toBe(true);
    expect(rule.enforced!({ ...field, maxlength: undefined })).toBe(false);
  });

  it("lists each rule once, for a file that exists, with its reason", () => {
    const files = new Set([...Object.keys(declared), "*"]);
    for (const r of buildOnlyRules) {
      expect(files).toContain(r.file);
      expect(r.why.length).toBeGreaterThan(20);
    }
    const keys = buildOnlyRules.map((r) => `${r.file} ${r.path} ${r.rule}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("offers the entries of the other file where a value must name one", () => {
    expect(fieldAt("placements", "company")).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: "companies",
      value_field: "companies.*.name",
    });
    expect(fieldAt("footer", "courseLists[].branchId")).toMatchObject({
      widget: "relation",
      file: "site",
      value_field: "branches.*.id",
    });
    // A story's course: chosen from the menu's courses, shown and searched by name.
    for (const [file, path] of [
      ["placements", "course"],
      ["videoTestimonials", "videos[].course"],
    ] as const)
      expect(fieldAt(file, path)).toMatchObject({
        widget: "relation",
        collection: "pages",
        file: "navCourses",
        value_field: "courses.*.slug",
        display_fields: ["courses.*.name"],
        search_fields: ["courses.*.name"],
      });
    // A tutor's courses: any number of the menu's courses, at least one.
    expect(fieldAt("faculty", "courses")).toMatchObject({
      widget: "relation",
      multiple: true,
      min: 1,
      file: "navCourses",
      value_field: "courses.*.slug",
      display_fields: ["courses.*.name"],
    });
    for (const r of references) expect(fieldAt(r.file, r.path)).toBeDefined();
  });
});
