// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type PageDeclaration, pageAt, pages } from "#app/config/pages.ts";
import { collections as declared } from "#app/content/collections.ts";
import {
  type CmsField,
  cmsConfig,
  fieldOf,
  labelOf,
} from "#scripts/content/editor/config.ts";
import { pagePreviews } from "#scripts/content/editor/preview/pages.ts";

/*
 * The editor's fields against the schemas the build checks: same names everywhere, and the
 * constraints a staff member meets in the form are the ones the build would enforce.
 */

const config = cmsConfig({
  repo: "nimbus-institute/website",
  branch: "main",
  siteUrl: "https://www.nimbus-institute.example.com",
  signInOrigin: "https://sign-in.nimbus-institute.example.com",
});

type Node = {
  properties?: Record<string, Node>;
  items?: Node | false;
  prefixItems?: Node[];
  imageKind?: string;
  derived?: boolean;
};

/** Every field path a schema has, e.g. "batches[].seats", read from its JSON Schema. */
function schemaPaths(node: Node, prefix = ""): string[] {
  if (node.imageKind) return [`${prefix}.src`, `${prefix}.alt`];
  const item = node.prefixItems?.[0] ?? (node.items || undefined);
  if (item)
    return item.properties || item.imageKind
      ? schemaPaths(item, `${prefix}[]`)
      : [`${prefix}[]`];
  // A value the build derives (a batch's number) is not typed by anyone: no field.
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    if (child.derived) return [];
    const path = prefix ? `${prefix}.${name}` : name;
    const inner = schemaPaths(child, path);
    return inner.length ? inner : [path];
  });
}

/** Every field path the editor offers. */
function editorPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    // A choice of several entries of another file holds a list of their names.
    if (field.widget === "relation" && field.multiple) return [`${path}[]`];
    if (field.widget === "list")
      return field.fields
        ? editorPaths(field.fields as CmsField[], `${path}[]`)
        : (field.field as CmsField).widget === "object"
          ? editorPaths(
              (field.field as CmsField).fields as CmsField[],
              `${path}[]`,
            )
          : [`${path}[]`];
    if (field.widget === "object")
      return editorPaths(field.fields as CmsField[], path);
    return [path];
  });
}

type Collection = {
  name: string;
  fields?: CmsField[];
  files?: { name: string; fields: CmsField[] }[];
};
const collections = config.collections as Collection[];
const editorFieldsOf = (name: string): CmsField[] => {
  const folder = collections.find((c) => c.name === name);
  if (folder?.fields) return folder.fields;
  return collections.flatMap((c) => c.files ?? []).find((f) => f.name === name)!
    .fields;
};

describe("the editor's configuration", () => {
  it.each(Object.keys(declared))(
    "has exactly the fields of the %s schema",
    (name) => {
      const schema = declared[name as keyof typeof declared].schema;
      const fromSchema = schemaPaths(
        z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node,
      );
      expect(fromSchema.length).toBeGreaterThan(0);
      expect(editorPaths(editorFieldsOf(name)).sort()).toEqual(
        fromSchema.sort(),
      );
    },
  );

  it("edits each folder collection one file per entry, and every other collection as a file of Pages", () => {
    const declaredFolders = Object.entries(declared).flatMap(([name, spec]) =>
      "folder" in spec ? [name] : [],
    );
    const declaredFiles = Object.entries(declared).flatMap(([name, spec]) =>
      "folder" in spec ? [] : [name],
    );
    expect(collections.map((c) => c.name)).toEqual([
      ...declaredFolders,
      "pages",
    ]);
    expect(collections.at(-1)!.files!.map((f) => f.name)).toEqual(
      declaredFiles,
    );
    // What an entry of the first three is called, which names its file.
    expect(collections[0]).toMatchObject({
      folder: "app/content/courses",
      format: "json",
      identifier_field: "slug",
    });
    expect(collections[1]).toMatchObject({
      folder: "app/content/faculty",
      format: "json",
      identifier_field: "id",
    });
    expect(collections[2]).toMatchObject({
      folder: "app/content/placements",
      format: "json",
      identifier_field: "id",
    });
  });

  it("makes a certificate's number when the entry is created, names the file after it as written, and offers the menu's courses", () => {
    const certificates = collections.find((c) => c.name === "certificates")!;
    const fields = certificates.fields as CmsField[];
    expect(certificates).toMatchObject({
      folder: "app/content/certificates",
      identifier_field: "number",
      slug: "{{fields.number}}",
      summary: "{{number}} · {{name}}",
    });
    // Hidden, so never typed: Sveltia fills the template once, when the certificate is created.
    expect(fields.find((f) => f.name === "number")).toMatchObject({
      widget: "hidden",
      default:
        "NCI-{{datetime | date('YYYY')}}-{{uuid_shorter | upper}}-{{uuid_shorter | upper}}",
    });
    expect(config.slug).toEqual({ lowercase: false });
    expect(fields.find((f) => f.name === "course")).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: "navCourses",
      value_field: "courses.*.slug",
      display_fields: ["courses.*.name"],
      search_fields: ["courses.*.name"],
    });
    expect(fields.find((f) => f.name === "nameMarathi")).toMatchObject({
      required: false,
    });
    // The reason is shown in both languages; the dates are shared.
    expect(fields.find((f) => f.name === "revoked")).toMatchObject({
      widget: "object",
      required: false,
      i18n: true,
      fields: [
        { name: "on", widget: "datetime", i18n: "duplicate" },
        { name: "reason", widget: "string", i18n: true },
      ],
    });
  });

  it("signs in with GitHub through the deploy's sign-in origin, links to the site, and keeps uploads in the repository", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "nimbus-institute/website",
      branch: "main",
      base_url: "https://sign-in.nimbus-institute.example.com",
    });
    expect(config.site_url).toBe("https://www.nimbus-institute.example.com");
    expect(config.display_url).toBe("https://www.nimbus-institute.example.com");
    expect(config.media_folder).toBe("app/content/media");
    expect(config.public_folder).toBe("/images/uploads");
  });

  it("publishes each save at once unless deploy configuration asks for draft, review, live", () => {
    expect(config).not.toHaveProperty("publish_mode");
    const reviewed = cmsConfig({
      repo: "nimbus-institute/website",
      branch: "main",
      siteUrl: "https://www.nimbus-institute.example.com",
      signInOrigin: "https://sign-in.nimbus-institute.example.com",
      editorialWorkflow: true,
    });
    expect(reviewed.publish_mode).toBe("editorial_workflow");
    // The preview address the workflow posts as this status is the one the editor shows.
    expect(reviewed.backend).toEqual({
      ...config.backend,
      preview_context: "Site preview",
    });
  });

  it("links each entry to its page, in its language, on the live site and at a draft's preview address", () => {
    const previewPaths = Object.fromEntries(
      [...collections, ...collections.at(-1)!.files!].flatMap(
        (c: { name: string; preview_path?: string }) =>
          c.preview_path ? [[c.name, c.preview_path]] : [],
      ),
    );
    // Each entry's link leads to the page its preview pane draws (a course's to its own page),
    // with the language first; none where an entry makes several pages (each branch's).
    const expected = Object.entries(pagePreviews).flatMap(([name, preview]) => {
      const page: PageDeclaration = pages[preview.page];
      return page.each === "branch" ? [] : [name];
    });
    expect(Object.keys(previewPaths).sort()).toEqual(expected.sort());
    for (const name of expected) {
      const preview = pagePreviews[name as keyof typeof pagePreviews];
      const english = previewPaths[name]!.replace(/^\/\{\{locale\}\}/, "");
      expect(pageAt(english.replace("{{slug}}", "java") || "/"), name).toBe(
        pages[preview.page],
      );
    }
    expect(previewPaths.courses).toBe("/{{locale}}/courses/{{slug}}");
    expect(previewPaths.home).toBe("/{{locale}}/");
    expect(previewPaths.about).toBe("/{{locale}}/about");
    // English pages have no language in their address: /courses/java, /mr/courses/java.
    expect(config.i18n).toMatchObject({
      default_locale: "en",
      omit_default_locale_from_preview_path: true,
    });
  });

  it("gives a batch the form a staff member needs: a date, one of three modes, whole seats from 0, where, when and in which language, and no number to type", () => {
    const batches = editorFieldsOf("courses").find(
      (f) => f.name === "batches",
    )!;
    expect(batches.widget).toBe("list");
    expect(batches.fields).toEqual([
      expect.objectContaining({
        name: "start",
        label: "Start date",
        widget: "datetime",
        type: "date",
        format: "YYYY-MM-DD",
      }),
      expect.objectContaining({
        name: "mode",
        widget: "select",
        options: ["Online", "Classroom", "Weekend"],
      }),
      expect.objectContaining({
        name: "seats",
        label: "Seats left",
        // SPEC's rule, as the site shows it: 0 Full, 1 to 5 Few Seats, more Available.
        hint: "A whole number: 0 shows 'Full', 1 to 5 'Few Seats', more 'Available'.",
        widget: "number",
        value_type: "int",
        min: 0,
      }),
      expect.objectContaining({
        name: "branch",
        widget: "relation",
        required: false,
        collection: "pages",
        file: "site",
        value_field: "branches.*.id",
      }),
      expect.objectContaining({
        name: "time",
        label: "Class hours",
        widget: "string",
        required: false,
        pattern: [
          "/^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$/",
          "Optional: like 07:30-09:30 (24-hour clock, start-end).",
        ],
      }),
      expect.objectContaining({
        name: "language",
        label: "Taught in",
        widget: "select",
        required: false,
        options: ["English", "Marathi", "Hindi", "Marathi and English"],
      }),
    ]);
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
  });

  it("keeps each file's languages side by side: texts in both, dates and seats in English only", () => {
    expect(config.i18n).toEqual({
      structure: "single_file",
      locales: ["en", "mr"],
      default_locale: "en",
      omit_default_locale_from_preview_path: true,
    });
    const fields = editorFieldsOf("courses");
    const field = (name: string) => fields.find((f) => f.name === name)!;
    expect(field("overview").i18n).toBe(true);
    expect(field("batches").i18n).toBeUndefined();
    expect(field("slug").i18n).toBeUndefined();
    expect(field("image").i18n).toBe(true);
    expect(field("image").fields).toEqual([
      expect.objectContaining({ name: "src", i18n: "duplicate" }),
      expect.objectContaining({ name: "alt", i18n: true }),
    ]);
    expect(field("curriculum").i18n).toBe(true);
    expect(field("curriculum").fields).toEqual([
      expect.objectContaining({ name: "id", i18n: "duplicate" }),
      expect.objectContaining({ name: "title", i18n: true }),
      expect.objectContaining({ name: "topics", i18n: true }),
    ]);
    const companies = editorFieldsOf("companies")[0]!;
    expect(companies.fields).toEqual([
      expect.objectContaining({ name: "name", i18n: "duplicate" }),
      expect.objectContaining({ name: "logo", i18n: true }),
    ]);
  });

  it("requires alt text with every picture and an https address where one is asked", () => {
    const testimonial = editorFieldsOf("courses").find(
      (f) => f.name === "testimonials",
    )!.fields as CmsField[];
    const photo = testimonial.find((f) => f.name === "img")!;
    expect(photo.fields).toEqual([
      expect.objectContaining({ name: "src", widget: "image" }),
      expect.objectContaining({ name: "alt", widget: "string" }),
    ]);
    expect(photo.fields as CmsField[]).not.toContainEqual(
      expect.objectContaining({ required: false }),
    );
    expect(testimonial.find((f) => f.name === "insta")).toMatchObject({
      type: "url",
      pattern: [
        expect.stringMatching(/^\/\^\(\?:https\):/),
        "The full address, starting with https://",
      ],
    });
    const placement = editorFieldsOf("placements");
    expect(placement.find((f) => f.name === "ctc")).toMatchObject({
      required: false,
      pattern: ["/^₹\\d+(\\.\\d+)? LPA$/", expect.stringContaining("₹6.5 LPA")],
    });
  });

  it("keeps each pattern's flags and joins a field's several patterns into one", () => {
    const site = editorFieldsOf("site");
    expect(site.find((f) => f.name === "themeColor")!.pattern).toEqual([
      "/^#[0-9a-f]{6}$/i",
      "Must be a colour like #b91c1c.",
    ]);
    const [url, message] = site.find((f) => f.name === "url")!
      .pattern as string[];
    // What the editor does with the text (Sveltia's getRegex): /source/flags.
    const [, source, flags] = /^\/(.+)\/([a-z]*)$/.exec(url!)!;
    const regex = new RegExp(source!, flags);
    expect(regex.test("https://www.example.com")).toBe(true);
    expect(regex.test("https://www.example.com/")).toBe(false);
    expect(regex.test("http://www.example.com")).toBe(false);
    expect(regex.test("https://localhost")).toBe(false);
    expect(message).toBe(
      "Must be a full https:// address. Must not end with /.",
    );
  });

  it("counts characters where the build does, in both languages", () => {
    const seo = editorFieldsOf("courses").find((f) => f.name === "seo")!;
    expect(seo.fields).toEqual([
      expect.objectContaining({ name: "title", maxlength: 60, i18n: true }),
      expect.objectContaining({
        name: "description",
        minlength: 50,
        maxlength: 160,
        i18n: true,
      }),
    ]);
    const highlights = editorFieldsOf("courses").find(
      (f) => f.name === "highlights",
    )!;
    expect(highlights).toMatchObject({ widget: "list", min: 1, i18n: true });
  });

  it("takes pictures only as files of the types the site uses, and tells the staff an SVG with script is refused", () => {
    const image = editorFieldsOf("courses").find((f) => f.name === "image")!;
    expect((image.fields as CmsField[])[0]).toMatchObject({
      widget: "image",
      accept: ".webp,.svg,.jpg,.jpeg,.png",
      choose_url: false,
      hint:
        "A JPEG, PNG, WebP or SVG. A photo can be any size: the site cuts it to shape and makes it small. " +
        "An SVG (a logo) is used as it is, so the site refuses one that holds script, event handlers " +
        "(onload, onclick…) or links to other files, and its check names what to take out.",
    });
  });

  it("fails loudly on a schema it cannot edit instead of leaving a field out", () => {
    expect(() => fieldOf("when", { type: "null" }, true)).toThrow(
      /when: no editor field/,
    );
  });

  it("labels fields in words", () => {
    expect(labelOf("studentName")).toBe("Student name");
    expect(labelOf("hrCardTitle")).toBe("Hr card title");
  });
});
