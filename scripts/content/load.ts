import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "zod";
import {
  type Collections,
  contentCollections,
  type SiteContent,
} from "#app/content/collections.ts";
import {
  type Collection,
  type ContentOf,
  placeOf,
} from "#app/content/schemas/collection.ts";
import type { SchemaContext } from "#app/content/schemas/image.ts";
import {
  defaultLocale,
  type Locale,
  localeCodes,
} from "#app/content/locales.ts";
import {
  checkContent,
  type Entry,
  line,
  parseEntry,
} from "#scripts/content/check.ts";
import {
  createImageResolver,
  type UploadJob,
} from "#scripts/content/images.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import { mediaIssues } from "#scripts/content/media.ts";

/*
 * The one way the build reads the content: every data file under app/content is parsed against
 * its schema, its texts read for false promises (scripts/content/claims.ts), its pictures resolved, its placeholders filled and its references checked. Each
 * problem is one line naming the file, the entry and the field, e.g.
 *   courses/java.json > batches[2] > seats: must be 0 or more
 * so that whoever made the edit can find what to fix. What it reads, and what each collection
 * becomes, is the collections' declaration (app/content/collections.ts); the checks once the
 * files are read are ./check.ts, which the editor's preview runs too. Nothing here reaches the
 * browser: pages get the result as plain data (scripts/build/vite/content.ts).
 */

export type ContentFolders = {
  /** app/content: the data files. */
  contentDir: string;
  /** public/: generated pictures and videos. */
  publicDir: string;
  /** app/content/media: what the staff uploaded. */
  mediaDir: string;
  /** app/content/media-made: the AVIF and WebP files made from the uploads, kept in git. */
  madeDir: string;
};

/** Where the content is when `CONTENT_DIR` does not say otherwise. */
export const DEFAULT_CONTENT_DIR = "app/content";

/**
 * The folders the build reads. `CONTENT_DIR` (relative to the project, or absolute) picks
 * another content folder, its uploads included: the tests build the site from their own
 * fixture content (tests/fixtures/content) this way. This is the one place that reads it.
 */
export function contentFolders(
  root: string = process.cwd(),
  dir: string = process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR,
): ContentFolders {
  const contentDir = resolve(root, dir);
  return {
    contentDir,
    publicDir: resolve(root, "public"),
    mediaDir: join(contentDir, "media"),
    madeDir: join(contentDir, "media-made"),
  };
}

export type LoadResult<Content = SiteContent> =
  | {
      ok: true;
      /** The English content (the default language). */
      content: Content;
      /** The content in each language of the site. */
      localized: Record<Locale, Content>;
      /**
       * Each collection as parsed, in every language, before it is assembled (a folder's
       * entries as a list, in file-name order): what the editor's preview checks an entry
       * being typed with.
       */
      parsed: Record<string, Entry>;
      uploads: UploadJob[];
    }
  | { ok: false; issues: string[] };

/**
 * The collections to read, with the schemas of one parse: the site's (`contentCollections`), or
 * in a test, the site's and one being tried.
 */
export type Declare<R extends Collections> = (context: SchemaContext) => R;

export { formatPath } from "#scripts/content/check.ts";

/** Parses one data file's text: as JSON, then as ./check.ts's `parseEntry`. */
function parseFile(
  file: string,
  text: string,
  schema: z.ZodType,
  issues: string[],
): Entry {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    issues.push(
      `${file}: is not valid JSON (${(error as Error).message}); undo the last edit or fix the punctuation`,
    );
    return {};
  }
  return parseEntry(file, data, schema, issues);
}

/**
 * Reads one data file, or every file of a folder collection in file-name order, in every
 * language: `{ en: …, mr: … }`, where a folder collection gives the list of its entries.
 */
function readCollection(
  folders: ContentFolders,
  spec: Collection,
  issues: string[],
): Entry {
  if ("file" in spec) {
    const path = join(folders.contentDir, spec.file);
    if (!existsSync(path)) {
      issues.push(`${spec.file}: is missing`);
      return {};
    }
    return parseFile(
      spec.file,
      readFileSync(path, "utf8"),
      spec.schema,
      issues,
    );
  }
  const dir = join(folders.contentDir, spec.folder);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  if (!files.length && !spec.mayBeEmpty)
    issues.push(`${placeOf(spec)}: has no entries`);
  const entries = files.map((f) => {
    const file = `${spec.folder}/${f}`;
    const entry = parseFile(
      file,
      readFileSync(join(dir, f), "utf8"),
      spec.schema,
      issues,
    );
    const english = entry[defaultLocale] as Record<string, unknown> | undefined;
    if (english && english[spec.key] !== f.replace(/\.json$/, ""))
      issues.push(
        line(
          file,
          [spec.key],
          `must match the file name ("${f.replace(/\.json$/, "")}")`,
        ),
      );
    return entry;
  });
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, entries.map((e) => e[locale])]),
  );
}

/**
 * Reads, checks and prepares all content; on any problem, returns every problem instead.
 * `declare` gives the collections to read: the site's, unless a test tries another.
 */
export function loadContent<R extends Collections = Collections>(
  folders: ContentFolders = contentFolders(),
  declare: Declare<R> = contentCollections as unknown as Declare<R>,
  today: string = buildDay(),
): LoadResult<ContentOf<R>> {
  type Content = ContentOf<R>;
  // Every upload is checked, whether a page uses it yet or not: a hostile file waits there.
  const issues: string[] = mediaIssues(folders.mediaDir);
  const images = createImageResolver(folders);
  const registry: Record<string, Collection> = declare({
    resolveImage: images.resolve,
  });
  const names = Object.keys(registry);
  const raw = Object.fromEntries(
    names.map((name) => [
      name,
      readCollection(folders, registry[name]!, issues),
    ]),
  );
  if (issues.length) return { ok: false, issues };
  const checked = checkContent<Content>(
    registry,
    raw,
    (path) => existsSync(join(folders.publicDir, path)),
    today,
  );
  if (!checked.ok) return checked;
  return {
    ok: true,
    content: checked.localized[defaultLocale],
    localized: checked.localized,
    parsed: raw,
    uploads: [...images.uploads.values()],
  };
}

/** The report printed when content is wrong: a heading, then one problem per line. */
export function formatContentReport(issues: readonly string[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return [
    `Content check failed, ${count} in app/content (file > entry > field: what is wrong):`,
    ...issues.map((issue) => `  - ${issue}`),
  ].join("\n");
}

/** The content, or an error carrying the report: for build steps that cannot go on without it. */
export function requireContent(folders?: ContentFolders) {
  const result = loadContent(folders);
  if (!result.ok) throw new Error(formatContentReport(result.issues));
  return result;
}
