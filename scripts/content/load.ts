import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "zod";
import {
  contentFiles,
  contentSchemas,
  type SiteContent,
} from "#app/content/schema.ts";
import { defaultLocale, type Locale, localeCodes } from "#app/i18n/locales.ts";
import { fillPlaceholders } from "#app/lib/placeholders.ts";
import { jsonSchemaOf } from "#scripts/cms/config.ts";
import {
  createImageResolver,
  type UploadJob,
} from "#scripts/content/images.ts";
import { translateEntry } from "#scripts/content/languages.ts";
import { mediaIssues } from "#scripts/content/media.ts";

/*
 * The one way the build reads the content: every data file under app/content is parsed against
 * its schema, its pictures resolved, its placeholders filled and its references checked. Each
 * problem is one line naming the file, the entry and the field, e.g.
 *   courses/java.json > batches[2] > seats: must be 0 or more
 * so that whoever made the edit can find what to fix. Nothing here reaches the browser: pages
 * get the result as plain data (scripts/vite/content.ts).
 */

export type ContentFolders = {
  /** app/content: the data files. */
  contentDir: string;
  /** public/: generated pictures and videos. */
  publicDir: string;
  /** app/content/media: what the staff uploaded. */
  mediaDir: string;
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
  };
}

export type LoadResult =
  | {
      ok: true;
      /** The English content (the default language). */
      content: SiteContent;
      /** The content in each language of the site. */
      localized: Record<Locale, SiteContent>;
      uploads: UploadJob[];
    }
  | { ok: false; issues: string[] };

type Path = readonly PropertyKey[];
type Name = keyof typeof contentFiles;
type Files = typeof contentFiles;
/** What each file parses to; a folder collection is the list of its files. */
type Raw = {
  [K in Name]: Files[K] extends { folder: string }
    ? z.output<Files[K]["schema"]>[]
    : z.output<Files[K]["schema"]>;
};

/** `["batches", 2, "seats"]` → `batches[2] > seats`. */
export function formatPath(path: Path): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === "number") return `${out}[${part}]`;
    return out ? `${out} > ${String(part)}` : String(part);
  }, "");
}

const line = (file: string, path: Path, message: string) =>
  `${file}${path.length ? ` > ${formatPath(path)}` : ""}: ${message}`;

/** Plain words for the cases zod words for programmers. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "is required";
  const expected: Record<string, string> = {
    array: "a list",
    object: "a group of fields",
  };
  return `must be ${expected[issue.expected] ?? `a ${issue.expected}`}`;
};

/** One entry in every language; `undefined` where it has problems. */
type Entry = Partial<Record<Locale, unknown>>;

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", mr: "Marathi" };

/**
 * Parses one data file: its English entry against the schema, and each other language as the
 * English with its translated texts (scripts/content/languages.ts). Problems with the English
 * are named as before ("courses/java.json > batches[2] > seats"); problems with a translation
 * carry the language ("courses/java.json > mr > overview").
 */
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
  const parts = data as Partial<Record<string, unknown>>;
  const unknownParts =
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? Object.keys(data).filter((k) => !localeCodes.includes(k as Locale))
      : [];
  if (parts?.[defaultLocale] === undefined || unknownParts.length) {
    issues.push(
      `${file}: must hold the entry per language: { ${localeCodes.map((l) => `"${l}": { … }`).join(", ")} }${unknownParts.length ? ` (unknown part: ${unknownParts.join(", ")})` : ""}`,
    );
    return {};
  }
  const entry: Entry = {};
  const english = parseData(file, [], parts[defaultLocale], schema, issues);
  if (english === undefined) return entry;
  entry[defaultLocale] = english;
  const jsonSchema = jsonSchemaOf(schema);
  for (const locale of localeCodes) {
    if (locale === defaultLocale) continue;
    const { value, missing } = translateEntry(
      jsonSchema,
      parts[defaultLocale],
      parts[locale],
    );
    for (const path of missing)
      issues.push(
        line(
          file,
          [locale, ...path],
          `has no ${LANGUAGE_NAMES[locale]} (write it in the editor's ${LANGUAGE_NAMES[locale]} column)`,
        ),
      );
    if (missing.length) continue;
    entry[locale] = parseData(file, [locale], value, schema, issues);
  }
  return entry;
}

function parseData(
  file: string,
  at: Path,
  data: unknown,
  schema: z.ZodType,
  issues: string[],
): unknown {
  const result = schema.safeParse(data, { error: errorMap });
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    if (issue.code === "unrecognized_keys")
      for (const key of issue.keys)
        issues.push(
          line(
            file,
            [...at, ...issue.path, key],
            "is not a known field (check the spelling)",
          ),
        );
    else issues.push(line(file, [...at, ...issue.path], issue.message));
  return undefined;
}

/**
 * Reads one data file, or every file of a folder collection in file-name order, in every
 * language: `{ en: …, mr: … }`, where a folder collection gives the list of its entries.
 */
function readCollection(
  folders: ContentFolders,
  schemas: Files,
  name: Name,
  issues: string[],
): Entry {
  const spec = schemas[name];
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
  if (!files.length) issues.push(`${spec.folder}/: has no entries`);
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

/** Checks what one file cannot check alone: references between files. */
function referenceIssues(c: SiteContent, folders: ContentFolders): string[] {
  const issues: string[] = [];
  const navSlugs = new Set(c.navCourses.map((n) => n.slug));
  c.navCourses.forEach((nav, i) => {
    if (nav.path !== `/courses/${nav.slug}`)
      issues.push(
        line(
          "nav-courses.json",
          ["courses", i, "path"],
          `must be /courses/${nav.slug}`,
        ),
      );
  });
  const testimonialOwner = new Map<string, string>();
  for (const course of c.courses) {
    const file = `courses/${course.slug}.json`;
    if (!navSlugs.has(course.slug))
      issues.push(
        line(
          file,
          ["slug"],
          "has no entry in nav-courses.json, so no menu links to it",
        ),
      );
    course.testimonials.forEach((t, i) => {
      const owner = testimonialOwner.get(t.id);
      if (owner !== undefined && owner !== course.slug)
        issues.push(
          line(
            file,
            ["testimonials", i, "id"],
            `"${t.id}" is already used in course "${owner}"`,
          ),
        );
      else testimonialOwner.set(t.id, course.slug);
    });
  }
  const companyNames = new Set(c.companies.map((x) => x.name));
  for (const p of c.placements)
    if (!companyNames.has(p.company))
      issues.push(
        line(
          `placements/${p.id}.json`,
          ["company"],
          `"${p.company}" is not a company in companies.json`,
        ),
      );
  const branchIds = c.site.branches.map((b) => b.id);
  for (const course of c.courses)
    course.batches.forEach((batch, i) => {
      if (batch.branch === undefined) return;
      const where = ["batches", i, "branch"];
      if (!branchIds.includes(batch.branch))
        issues.push(
          line(
            `courses/${course.slug}.json`,
            where,
            `must be the id of a branch in site.json: ${branchIds.join(", ")}`,
          ),
        );
      else if (batch.mode === "Online")
        issues.push(
          line(
            `courses/${course.slug}.json`,
            where,
            "must be left empty for an Online batch (it meets online)",
          ),
        );
    });
  c.footer.courseLists.forEach((list, i) => {
    if (!branchIds.includes(list.branchId))
      issues.push(
        line(
          "pages/footer.json",
          ["courseLists", i, "branchId"],
          `must be the id of a branch in site.json: ${branchIds.join(", ")}`,
        ),
      );
  });
  c.videoTestimonials.forEach((v, i) => {
    if (
      v.videoUrl.startsWith("/") &&
      !existsSync(join(folders.publicDir, v.videoUrl))
    )
      issues.push(
        line(
          "video-testimonials.json",
          ["videos", i, "videoUrl"],
          `file not found in public/: ${v.videoUrl}`,
        ),
      );
  });
  return issues;
}

/** How a language joins the two towns: "Kolhapur & Sangli", "कोल्हापूर आणि सांगली". */
const TOWNS_JOINED_BY: Record<Locale, string> = { en: " & ", mr: " आणि " };

/** The placeholders texts may use: {name}, {towns}, {foundedYear}, {branch_a}, {branch_b}. */
function placeholderValues(site: SiteContent["site"], locale: Locale) {
  return {
    name: site.name,
    towns: site.branches.map((b) => b.town).join(TOWNS_JOINED_BY[locale]),
    foundedYear: String(site.foundedYear),
    branch_a: site.branches[0].town,
    branch_b: site.branches[1].town,
  };
}

/** The file and field a path into the content stands for, for messages after parsing. */
function whereIs(
  content: SiteContent,
  path: Path,
): { file: string; path: Path } {
  const [name, ...rest] = path as [Name, ...PropertyKey[]];
  const spec = contentFiles[name];
  if ("file" in spec) {
    const list = {
      companies: "companies",
      navCourses: "courses",
      popularCourses: "courses",
      videoTestimonials: "videos",
      whyChooseUs: "cards",
    } as Partial<Record<Name, string>>;
    return { file: spec.file, path: list[name] ? [list[name], ...rest] : rest };
  }
  const entry = (content[name] as readonly Record<string, unknown>[])[
    rest[0] as number
  ];
  return {
    file: `${spec.folder}/${String(entry?.[spec.key])}.json`,
    path: rest.slice(1),
  };
}

/** Reads, checks and prepares all content; on any problem, returns every problem instead. */
export function loadContent(
  folders: ContentFolders = contentFolders(),
): LoadResult {
  // Every upload is checked, whether a page uses it yet or not: a hostile file waits there.
  const issues: string[] = mediaIssues(folders.mediaDir);
  const images = createImageResolver(folders);
  const schemas = contentSchemas({ resolveImage: images.resolve });
  const raw = Object.fromEntries(
    (Object.keys(schemas) as Name[]).map((name) => [
      name,
      readCollection(folders, schemas, name, issues),
    ]),
  ) as Record<Name, Entry>;
  if (issues.length) return { ok: false, issues };

  const inLanguage = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(raw).map(([name, entry]) => [name, entry[locale]]),
    ) as Raw;
  const english = assemble(inLanguage(defaultLocale));
  const localized = { [defaultLocale]: english } as Record<Locale, SiteContent>;
  for (const locale of localeCodes)
    if (locale !== defaultLocale)
      localized[locale] = assemble(inLanguage(locale), english);

  for (const locale of localeCodes) {
    const { value, unknown } = fillPlaceholders(
      localized[locale],
      placeholderValues(localized[locale].site, locale),
    );
    localized[locale] = value;
    for (const u of unknown) {
      const where = whereIs(value, u.path);
      issues.push(
        line(
          where.file,
          locale === defaultLocale ? where.path : [locale, ...where.path],
          `{${u.name}} is not a known placeholder (use {name}, {towns}, {foundedYear}, {branch_a} or {branch_b})`,
        ),
      );
    }
  }
  const content = localized[defaultLocale];
  issues.push(...referenceIssues(content, folders));
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    content,
    localized,
    uploads: [...images.uploads.values()],
  };
}

/**
 * The content of one language as the pages get it. Another language keeps the English order
 * of courses and placements, so both show the same list.
 */
function assemble(r: Raw, english?: SiteContent): SiteContent {
  const logoOf = new Map(r.companies.companies.map((x) => [x.name, x.logo]));
  const withLogos = r.placements.map((p) => ({
    ...p,
    companyLogo: logoOf.get(p.company)!,
  }));
  const placementOrder = english?.placements.map((p) => p.id);
  const placements = placementOrder
    ? [...withLogos].sort(
        (a, b) => placementOrder.indexOf(a.id) - placementOrder.indexOf(b.id),
      )
    : // Newest first; within a year, by name, so a new file needs no ordering field.
      [...withLogos].sort(
        (a, b) =>
          b.placedYear.localeCompare(a.placedYear) ||
          a.studentName.localeCompare(b.studentName),
      );
  const menuOrder = r.navCourses.courses.map((n) => n.slug);
  return {
    site: r.site,
    // In menu order, as the catalogue, sitemap and brochure list them.
    courses: [...r.courses].sort(
      (a, b) => menuOrder.indexOf(a.slug) - menuOrder.indexOf(b.slug),
    ),
    placements,
    companies: r.companies.companies,
    navCourses: r.navCourses.courses,
    popularCourses: r.popularCourses.courses,
    videoTestimonials: r.videoTestimonials.videos,
    whyChooseUs: r.whyChooseUs.cards,
    home: r.home,
    about: r.about,
    contact: r.contact,
    learnMore: r.learnMore,
    footer: r.footer,
    defaults: r.defaults,
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
