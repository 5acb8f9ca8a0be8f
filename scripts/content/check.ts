import type { z } from "zod";
import type { SiteContent } from "#app/content/collections.ts";
import { type Collection, placeOf } from "#app/content/schemas/collection.ts";
import {
  defaultLocale,
  type Locale,
  localeCodes,
} from "#app/content/locales.ts";
import { fillPlaceholders } from "#app/lib/placeholders.ts";
import {
  falsePromiseMessage,
  falsePromisesInEntry,
} from "#scripts/content/claims.ts";
import { jsonSchemaOf } from "#scripts/content/json-schema.ts";
import { translateEntry } from "#scripts/content/languages.ts";

/*
 * The content check, on data already read: each entry parsed against its schema in every
 * language, the collections assembled as the pages get them, their placeholders filled and
 * their references checked, each problem one line naming the file, the entry and the field:
 *   courses/java.json > batches[2] > seats: must be 0 or more
 * The build runs it on the files (./load.ts); the editor's preview (./editor/preview/) runs it
 * in the browser on the entry being typed, with the rest of the content as the build read it,
 * so a value the build would refuse is named there with the same words. It reads no file:
 * nothing here needs Node.
 */

export type Path = readonly PropertyKey[];

/** `["batches", 2, "seats"]` → `batches[2] > seats`. */
export function formatPath(path: Path): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === "number") return `${out}[${part}]`;
    return out ? `${out} > ${String(part)}` : String(part);
  }, "");
}

export const line = (file: string, path: Path, message: string) =>
  `${file}${path.length ? ` > ${formatPath(path)}` : ""}: ${message}`;

/** Plain words for the cases zod words for programmers. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined) return "is required";
  if (issue.code !== "invalid_type") return undefined;
  const expected: Record<string, string> = {
    array: "a list",
    object: "a group of fields",
  };
  return `must be ${expected[issue.expected] ?? `a ${issue.expected}`}`;
};

/** One entry in every language; `undefined` where it has problems. */
export type Entry = Partial<Record<Locale, unknown>>;

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", mr: "Marathi" };

/**
 * Parses one data file's value, `{ "en": …, "mr": … }`: its English entry against the schema,
 * and each other language as the English with its translated texts (./languages.ts). Problems
 * with the English are named as before ("courses/java.json > batches[2] > seats"); problems
 * with a translation carry the language ("courses/java.json > mr > overview").
 */
export function parseEntry(
  file: string,
  data: unknown,
  schema: z.ZodType,
  issues: string[],
): Entry {
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
  // Every text in every language, whatever its field: no false promise (app/content/claims.ts).
  for (const locale of localeCodes) {
    const own = locale === defaultLocale;
    for (const { path, found } of falsePromisesInEntry(
      parts[locale],
      own ? undefined : parts[defaultLocale],
    ))
      issues.push(
        line(file, own ? path : [locale, ...path], falsePromiseMessage(found)),
      );
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
 * The file and field a path into the content stands for, for messages after parsing:
 * `["courses", 3, "batches", 0]` → `courses/java.json`, `batches[0]`.
 */
function whereIs(
  registry: Record<string, Collection>,
  content: Record<string, unknown>,
  path: Path,
): { file: string; path: Path } {
  const [name, ...rest] = path as [string, ...PropertyKey[]];
  const spec = registry[name]!;
  if ("file" in spec)
    return { file: spec.file, path: spec.list ? [spec.list, ...rest] : rest };
  const entry = (content[name] as readonly Record<string, unknown>[])[
    rest[0] as number
  ];
  return {
    file: `${spec.folder}/${String(entry?.[spec.key])}.json`,
    path: rest.slice(1),
  };
}

/** A problem at a path into the content, as the line that names its file, entry and field. */
type At = (path: Path, message: string) => string;

/**
 * Whether a file the content names is among the site's files (public/), e.g. "/videos/a.mp4":
 * the build looks on disk, the editor's preview in the list the build made.
 */
export type FileExists = (publicPath: string) => boolean;

/**
 * Checks what one file cannot check alone: references between files. `at` turns a path into
 * the content (`["placements", 4, "company"]`) into the line naming its file.
 */
function referenceIssues(
  c: SiteContent,
  at: At,
  fileOf: (name: keyof SiteContent) => string,
  fileExists: FileExists,
): string[] {
  const issues: string[] = [];
  const navSlugs = new Set(c.navCourses.map((n) => n.slug));
  c.navCourses.forEach((nav, i) => {
    if (nav.path !== `/courses/${nav.slug}`)
      issues.push(
        at(["navCourses", i, "path"], `must be /courses/${nav.slug}`),
      );
  });
  const testimonialOwner = new Map<string, string>();
  c.courses.forEach((course, n) => {
    if (!navSlugs.has(course.slug))
      issues.push(
        at(
          ["courses", n, "slug"],
          `has no entry in ${fileOf("navCourses")}, so no menu links to it`,
        ),
      );
    course.testimonials.forEach((t, i) => {
      const owner = testimonialOwner.get(t.id);
      if (owner !== undefined && owner !== course.slug)
        issues.push(
          at(
            ["courses", n, "testimonials", i, "id"],
            `"${t.id}" is already used in course "${owner}"`,
          ),
        );
      else testimonialOwner.set(t.id, course.slug);
    });
  });
  const notACourse = (slug: string) =>
    `"${slug}" is not a course of ${fileOf("navCourses")}`;
  const taught = new Set<string>();
  c.faculty.forEach((tutor, i) =>
    tutor.courses.forEach(({ slug }, j) => {
      taught.add(slug);
      if (!navSlugs.has(slug))
        issues.push(at(["faculty", i, "courses", j], notACourse(slug)));
    }),
  );
  c.courses.forEach((course, n) => {
    if (!taught.has(course.slug))
      issues.push(
        at(
          ["courses", n, "slug"],
          `is taught by no tutor: add "${course.slug}" to a tutor's courses in ${fileOf("faculty")} (its page names its tutors)`,
        ),
      );
  });
  c.placements.forEach((p, i) => {
    if (!navSlugs.has(p.course))
      issues.push(at(["placements", i, "course"], notACourse(p.course)));
  });
  c.videoTestimonials.forEach((v, i) => {
    if (!navSlugs.has(v.course))
      issues.push(at(["videoTestimonials", i, "course"], notACourse(v.course)));
  });
  c.certificates.forEach((certificate, i) => {
    if (!navSlugs.has(certificate.course))
      issues.push(
        at(["certificates", i, "course"], notACourse(certificate.course)),
      );
  });
  const companyNames = new Set(c.companies.map((x) => x.name));
  c.placements.forEach((p, i) => {
    if (!companyNames.has(p.company))
      issues.push(
        at(
          ["placements", i, "company"],
          `"${p.company}" is not a company in ${fileOf("companies")}`,
        ),
      );
  });
  const branchIds = c.site.branches.map((b) => b.id);
  const notABranch = `must be the id of a branch in ${fileOf("site")}: ${branchIds.join(", ")}`;
  c.courses.forEach((course, n) =>
    course.batches.forEach((batch, i) => {
      if (batch.branch === undefined) return;
      const where = ["courses", n, "batches", i, "branch"];
      if (!branchIds.includes(batch.branch)) issues.push(at(where, notABranch));
      else if (batch.mode === "Online")
        issues.push(
          at(where, "must be left empty for an Online batch (it meets online)"),
        );
    }),
  );
  c.footer.courseLists.forEach((list, i) => {
    if (!branchIds.includes(list.branchId))
      issues.push(at(["footer", "courseLists", i, "branchId"], notABranch));
  });
  c.videoTestimonials.forEach((v, i) => {
    if (v.videoUrl.startsWith("/") && !fileExists(v.videoUrl))
      issues.push(
        at(
          ["videoTestimonials", i, "videoUrl"],
          `file not found in public/: ${v.videoUrl}`,
        ),
      );
  });
  return issues;
}

/**
 * A story's written consent is recorded before it is published: a consent date after `today`
 * (a form not signed yet, or a typo) stops the build, wherever a story is (schemas/story.ts).
 * Read from the English as parsed: the pages never get the date.
 */
function consentIssues(
  parsed: Record<string, unknown>,
  at: At,
  today: string,
): string[] {
  const issues: string[] = [];
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value))
      value.forEach((item, i) => walk(item, [...path, i]));
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) {
        if (
          key === "consentRecorded" &&
          typeof item === "string" &&
          item > today
        )
          issues.push(
            at(
              [...path, key],
              `must not be later than today (${today}): publish a story only once the student's signed consent is filed`,
            ),
          );
        else walk(item, [...path, key]);
      }
  };
  for (const [name, value] of Object.entries(parsed)) walk(value, [name]);
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

/**
 * The content of one language as the pages get it: each collection's parsed value unwrapped
 * (a list file's list) and prepared, as its declaration says.
 */
function assemble(
  registry: Record<string, Collection>,
  parsed: Record<string, unknown>,
  english: Record<string, unknown> | undefined,
): Record<string, unknown> {
  type Step = (...args: unknown[]) => unknown;
  const values = Object.fromEntries(
    Object.entries(registry).map(([name, spec]) => [
      name,
      (spec.unwrap as Step)(parsed[name]),
    ]),
  );
  return Object.fromEntries(
    Object.entries(registry).map(([name, spec]) => [
      name,
      (spec.prepare as Step)(values[name], values, english?.[name]),
    ]),
  );
}

/**
 * Every collection, parsed in every language (`parseEntry`; a folder's entries as a list), made
 * into the content the pages get: assembled, placeholders filled, references checked. Returns
 * the content in each language, or every problem.
 */
export function checkContent<Content>(
  registry: Record<string, Collection>,
  raw: Record<string, Entry>,
  fileExists: FileExists,
  /** The day a story's consent may not be after: the build day, or the editor's today. */
  today: string,
):
  | { ok: true; localized: Record<Locale, Content> }
  | { ok: false; issues: string[] } {
  const names = Object.keys(registry);
  const issues: string[] = [];
  const parsedEnglish = Object.fromEntries(
    names.map((name) => [
      name,
      (registry[name]!.unwrap as (parsed: unknown) => unknown)(
        raw[name]![defaultLocale],
      ),
    ]),
  );
  issues.push(
    ...consentIssues(
      parsedEnglish,
      (path, message) => {
        const where = whereIs(registry, parsedEnglish, path);
        return line(where.file, where.path, message);
      },
      today,
    ),
  );
  if (issues.length) return { ok: false, issues };
  const localized = {} as Record<Locale, Content>;
  // English first: another language keeps its order of entries (see `prepare`).
  for (const locale of [
    defaultLocale,
    ...localeCodes.filter((l) => l !== defaultLocale),
  ])
    localized[locale] = assemble(
      registry,
      Object.fromEntries(names.map((name) => [name, raw[name]?.[locale]])),
      locale === defaultLocale
        ? undefined
        : (localized[defaultLocale] as Record<string, unknown>),
    ) as Content;

  for (const locale of localeCodes) {
    const { value, unknown } = fillPlaceholders(
      localized[locale],
      placeholderValues((localized[locale] as SiteContent).site, locale),
    );
    localized[locale] = value;
    for (const u of unknown) {
      const where = whereIs(registry, value as Record<string, unknown>, u.path);
      issues.push(
        line(
          where.file,
          locale === defaultLocale ? where.path : [locale, ...where.path],
          `{${u.name}} is not a known placeholder (use {name}, {towns}, {foundedYear}, {branch_a} or {branch_b})`,
        ),
      );
    }
  }
  const content = localized[defaultLocale] as Record<string, unknown>;
  const at: At = (path, message) => {
    const where = whereIs(registry, content, path);
    return line(where.file, where.path, message);
  };
  issues.push(
    ...referenceIssues(
      content as unknown as SiteContent,
      at,
      (name) => placeOf(registry[name]!),
      fileExists,
    ),
  );
  return issues.length ? { ok: false, issues } : { ok: true, localized };
}
