// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { contentCollections } from "#app/content/collections.ts";
import { folder, type PageLoaders } from "#app/content/schemas/collection.ts";
import { slug, text, verbatim } from "#app/content/schemas/fields.ts";
import { type SchemaContext, shapeOnly } from "#app/content/schemas/image.ts";
import { cmsConfig } from "#scripts/content/editor/config.ts";
import { contentFolders, loadContent } from "#scripts/content/load.ts";
import { content } from "#scripts/build/vite/content.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

/*
 * What adding a collection takes: its schema and one declaration beside the others (here, the
 * vendor certifications the courses lead to, as a later issue might add them, over a copy of the fixture content). Nothing else is
 * written, and the loader reads, checks and types it, the pages get it as a module, and the
 * editor edits it.
 */

const certificationSchema = z
  .strictObject({
    id: slug,
    title: text,
    issuedBy: verbatim,
    year: z.number().int("must be a whole number"),
  })
  .readonly();

/** The site's collections and one more: the declaration a new collection needs. */
const withCertifications = (context: SchemaContext) => ({
  ...contentCollections(context),
  certifications: folder({
    folder: "certifications",
    key: "id",
    schema: certificationSchema,
    browser: "page",
    label: "Certifications",
    summary: "{{title}}",
  }),
});

const fixture = contentFolders(process.cwd(), FIXTURE_CONTENT_DIR);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture content with a certifications/ folder holding `files`. */
function contentWith(files: Record<string, object>) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  cpSync(fixture.contentDir, dir, { recursive: true });
  mkdirSync(join(dir, "certifications"));
  for (const [name, data] of Object.entries(files))
    writeFileSync(join(dir, "certifications", name), JSON.stringify(data));
  return { ...fixture, contentDir: dir, mediaDir: join(dir, "media") };
}

const oracle = {
  en: {
    id: "oracle-java",
    title: "Oracle Certified Java Programmer",
    issuedBy: "Oracle",
    year: 2026,
  },
  mr: { title: "ओरॅकल प्रमाणित जावा प्रोग्रामर" },
};

describe("a new collection", () => {
  const folders = contentWith({ "oracle-java.json": oracle });

  it("is read and typed in every language", () => {
    const result = loadContent(folders, withCertifications);
    if (!result.ok) throw new Error(result.issues.join("\n"));
    expectTypeOf(result.content.certifications).toEqualTypeOf<
      readonly Readonly<{
        id: string;
        title: string;
        issuedBy: string;
        year: number;
      }>[]
    >();
    expect(result.content.certifications).toEqual([oracle.en]);
    expect(result.localized.mr.certifications[0]).toEqual({
      ...oracle.en,
      title: "ओरॅकल प्रमाणित जावा प्रोग्रामर",
    });
    // The site's own collections are read as before.
    expect(result.content.courses.length).toBeGreaterThan(0);
  });

  it("is checked, each problem naming the file, the entry and the field", () => {
    const broken = contentWith({
      "oracle-java.json": { ...oracle, en: { ...oracle.en, year: 2026.5 } },
      "aws-cloud.json": {
        en: {
          id: "aws",
          title: "AWS Cloud Practitioner",
          issuedBy: "AWS",
          year: 2025,
        },
        mr: {},
      },
    });
    const result = loadContent(broken, withCertifications);
    expect(result.ok ? [] : result.issues).toEqual([
      "certifications/aws-cloud.json > mr > title: has no Marathi (write it in the editor's Marathi column)",
      'certifications/aws-cloud.json > id: must match the file name ("aws-cloud")',
      "certifications/oracle-java.json > year: must be a whole number",
    ]);
  });

  it("reaches the pages as a module of its own in each language, typed", async () => {
    const plugin = content({
      folders,
      load: (f) => loadContent(f, withCertifications),
      registry: withCertifications(shapeOnly),
    }) as unknown as { load: (id: string) => string };
    expect(plugin.load("\0virtual:content/pages")).toContain(
      '    certifications: () => import("virtual:content/collection/mr/certifications"),',
    );
    expect(
      plugin.load("\0virtual:content/collection/mr/certifications"),
    ).toContain('export const certifications = [{"id":"oracle-java"');
    type Loaders = PageLoaders<ReturnType<typeof withCertifications>>;
    expectTypeOf<
      Awaited<
        ReturnType<Loaders["mr"]["certifications"]>
      >["certifications"][number]["year"]
    >().toEqualTypeOf<number>();
  });

  it("is edited in the editor, one file per certificate", () => {
    const config = cmsConfig(
      {
        repo: "o/r",
        branch: "main",
        siteUrl: "https://www.example.com",
        signInOrigin: "https://www.example.com",
      },
      withCertifications(shapeOnly),
    );
    const certifications = (
      config.collections as Record<string, unknown>[]
    ).find((c) => c.name === "certifications");
    expect(certifications).toMatchObject({
      label: "Certifications",
      folder: "app/content/certifications",
      identifier_field: "id",
      summary: "{{title}}",
      fields: [
        { name: "id", widget: "string" },
        { name: "title", widget: "string", i18n: true },
        { name: "issuedBy", widget: "string" },
        { name: "year", widget: "number", value_type: "int" },
      ],
    });
  });
});
