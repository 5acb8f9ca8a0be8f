import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
// Relative imports: the Vite plugin loads this file without the `~/` alias.
import { siteConfig } from "../config/site";
import { about } from "./about";
import { companies } from "./companies";
import { contact } from "./contact";
import { courses } from "./courses";
import { defaultPoster, placeholderTestimonial } from "./defaults";
import { footerCourseLists, footerQuickLinks } from "./footer";
import { hero, homeSections, statsBand } from "./home";
import { imageFilePaths } from "./image-files";
import { readImageSize } from "./image-size";
import { learnMore } from "./learn-more";
import { navCourses } from "./nav-courses";
import { placements } from "./placements";
import { popularCourses } from "./popular-courses";
import {
  aboutSchema,
  companySchema,
  contactSchema,
  counterSchema,
  courseDetailSchema,
  courseTestimonialSchema,
  featureCardSchema,
  footerCourseListSchema,
  footerLinkSchema,
  heroSchema,
  homeSectionsSchema,
  imageSchema,
  learnMoreSchema,
  navCourseSchema,
  placementRecordSchema,
  popularCourseSchema,
  videoTestimonialSchema,
} from "./schema";
import { videoTestimonials } from "./video-testimonials";
import { whyChooseUs } from "./why-choose-us";

/*
 * Build-time check of every content file. Each problem is one line that names the file, the
 * entry and the field, e.g.  courses: "java" > batches[2] > seats: must be 0 or more
 * so that whoever edited the data can find the line to fix. The Vite plugin in
 * plugins/content-validation.ts runs this on `npm run build` and `npm run dev`.
 */

/**
 * How each export is checked. `key` marks a list whose entries are named by that field;
 * without it the export is one object, named by its export name.
 */
const collections = {
  navCourses: { file: "nav-courses", schema: navCourseSchema, key: "slug" },
  footerCourseLists: {
    file: "footer",
    schema: footerCourseListSchema,
    key: "branchId",
  },
  footerQuickLinks: { file: "footer", schema: footerLinkSchema, key: "label" },
  courses: { file: "courses", schema: courseDetailSchema, key: "slug" },
  popularCourses: {
    file: "popular-courses",
    schema: popularCourseSchema,
    key: "title",
  },
  videoTestimonials: {
    file: "video-testimonials",
    schema: videoTestimonialSchema,
    key: "id",
  },
  placements: { file: "placements", schema: placementRecordSchema, key: "id" },
  companies: { file: "companies", schema: companySchema, key: "name" },
  hero: { file: "home", schema: heroSchema },
  statsBand: { file: "home", schema: counterSchema, key: "label" },
  homeSections: { file: "home", schema: homeSectionsSchema },
  whyChooseUs: { file: "why-choose-us", schema: featureCardSchema, key: "id" },
  about: { file: "about", schema: aboutSchema },
  contact: { file: "contact", schema: contactSchema },
  learnMore: { file: "learn-more", schema: learnMoreSchema },
  defaultPoster: { file: "defaults", schema: imageSchema },
  placeholderTestimonial: { file: "defaults", schema: courseTestimonialSchema },
} as const satisfies Record<
  string,
  { file: string; schema: z.ZodType; key?: string }
>;

type CollectionName = keyof typeof collections;

/** Everything validated, as the content files export it (a test may pass broken copies). */
export type ContentInput = Record<CollectionName, unknown>;

/** The site's real content. */
export const siteContent = {
  navCourses,
  footerCourseLists,
  footerQuickLinks,
  courses,
  popularCourses,
  videoTestimonials,
  placements,
  companies,
  hero,
  statsBand,
  homeSections,
  whyChooseUs,
  about,
  contact,
  learnMore,
  defaultPoster,
  placeholderTestimonial,
} satisfies ContentInput;

export type ValidateOptions = {
  /** The folder that `/images/…` and `/videos/…` paths are relative to. */
  publicDir: string;
  /** The ids of the branches in siteConfig, which footer lists refer to. */
  branchIds: readonly string[];
};

type Path = readonly PropertyKey[];
type Entry = { name: CollectionName; label: string; value: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `["batches", 2, "seats"]` → `batches[2] > seats`. */
export function formatPath(path: Path): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === "number") return `${out}[${part}]`;
    return out ? `${out} > ${String(part)}` : String(part);
  }, "");
}

function line(
  file: string,
  label: string,
  path: Path,
  message: string,
): string {
  const where = path.length ? ` > ${formatPath(path)}` : "";
  return `${file}: ${label}${where}: ${message}`;
}

/** Plain-words messages for the cases zod words for programmers. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "is required";
  const expected: Record<string, string> = {
    array: "a list",
    object: "a group of fields",
  };
  return `must be ${expected[issue.expected] ?? `a ${issue.expected}`}`;
};

/** Splits every export into named entries: one per list item, or the export itself. */
function entriesOf(input: ContentInput, issues: string[]): Entry[] {
  const entries: Entry[] = [];
  for (const [name, spec] of Object.entries(collections) as [
    CollectionName,
    (typeof collections)[CollectionName],
  ][]) {
    const value = input[name];
    if (!("key" in spec)) {
      entries.push({ name, label: `"${name}"`, value });
      continue;
    }
    if (!Array.isArray(value)) {
      issues.push(`${spec.file}: ${name}: must be a list`);
      continue;
    }
    value.forEach((item, index) => {
      const key = isRecord(item) ? item[spec.key] : undefined;
      const named = typeof key === "string" || typeof key === "number";
      entries.push({
        name,
        label: named ? `"${key}"` : `[${index}]`,
        value: item,
      });
    });
  }
  return entries;
}

function schemaIssues(entry: Entry): string[] {
  const { file, schema } = collections[entry.name];
  const result = schema.safeParse(entry.value, { error: errorMap });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) =>
          line(
            file,
            entry.label,
            [...issue.path, key],
            "is not a known field (check the spelling)",
          ),
        )
      : [line(file, entry.label, issue.path, issue.message)],
  );
}

/** Calls `visit` for every picture (an object with a string `src` and `alt`) inside `value`. */
function forEachImage(
  value: unknown,
  path: Path,
  visit: (image: Record<string, unknown>, path: Path) => void,
) {
  if (Array.isArray(value))
    value.forEach((item, i) => forEachImage(item, [...path, i], visit));
  else if (isRecord(value)) {
    if (typeof value.src === "string" && "alt" in value) visit(value, path);
    else
      for (const [key, item] of Object.entries(value))
        forEachImage(item, [...path, key], visit);
  }
}

/** Every file a picture or video names must exist under public/, at the size the data says. */
function fileIssues(entry: Entry, publicDir: string): string[] {
  const { file } = collections[entry.name];
  const issues: string[] = [];
  forEachImage(entry.value, [], (image, path) => {
    const widths = Array.isArray(image.widths)
      ? image.widths.filter((w) => typeof w === "number")
      : undefined;
    const files = imageFilePaths({ src: String(image.src), widths });
    const missing = files.filter((f) => !existsSync(join(publicDir, f)));
    if (missing.length) {
      issues.push(
        line(
          file,
          entry.label,
          [...path, "src"],
          `file not found in public/: ${missing.join(", ")}`,
        ),
      );
      return;
    }
    const size = readImageSize(join(publicDir, String(image.src)));
    if (size && (size.width !== image.width || size.height !== image.height))
      issues.push(
        line(
          file,
          entry.label,
          path,
          `says ${String(image.width)}×${String(image.height)} but ${String(image.src)} is ${size.width}×${size.height}`,
        ),
      );
  });
  if (
    isRecord(entry.value) &&
    typeof entry.value.videoUrl === "string" &&
    entry.value.videoUrl.startsWith("/")
  ) {
    if (!existsSync(join(publicDir, entry.value.videoUrl)))
      issues.push(
        line(
          file,
          entry.label,
          ["videoUrl"],
          `file not found in public/: ${entry.value.videoUrl}`,
        ),
      );
  }
  return issues;
}

/** A key used by two entries of one list is reported on the later one. */
function duplicateIssues(entries: Entry[]): string[] {
  const issues: string[] = [];
  const seen = new Map<string, number>();
  entries.forEach((entry) => {
    const spec = collections[entry.name];
    if (!("key" in spec) || !entry.label.startsWith('"')) return;
    const id = `${entry.name}\u0000${entry.label}`;
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    if (count === 2)
      issues.push(
        line(
          spec.file,
          entry.label,
          [spec.key],
          "is used by more than one entry",
        ),
      );
  });
  return issues;
}

/** Records that refer to other records: each reference must resolve. */
function referenceIssues(
  input: ContentInput,
  options: ValidateOptions,
): string[] {
  const issues: string[] = [];
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter(isRecord) : [];
  const navBySlug = new Map(list(input.navCourses).map((n) => [n.slug, n]));
  const companyByName = new Map(list(input.companies).map((c) => [c.name, c]));

  for (const nav of navBySlug.values())
    if (typeof nav.slug === "string" && nav.path !== `/courses/${nav.slug}`)
      issues.push(
        line(
          "nav-courses",
          `"${nav.slug}"`,
          ["path"],
          `must be /courses/${nav.slug}`,
        ),
      );

  const testimonialOwner = new Map<unknown, unknown>();
  for (const course of list(input.courses)) {
    const label = `"${String(course.slug)}"`;
    if (!navBySlug.has(course.slug))
      issues.push(
        line(
          "courses",
          label,
          ["slug"],
          "has no entry in nav-courses.ts, so no menu links to it",
        ),
      );
    list(course.testimonials).forEach((t, i) => {
      const owner = testimonialOwner.get(t.id);
      if (owner !== undefined && owner !== course.slug)
        issues.push(
          line(
            "courses",
            label,
            ["testimonials", i, "id"],
            `"${String(t.id)}" is already used in course "${String(owner)}"`,
          ),
        );
      else testimonialOwner.set(t.id, course.slug);
    });
  }

  for (const record of list(input.placements)) {
    const label = `"${String(record.id)}"`;
    const company = companyByName.get(record.company);
    if (!company) {
      issues.push(
        line(
          "placements",
          label,
          ["company"],
          `"${String(record.company)}" is not a name in companies.ts`,
        ),
      );
      continue;
    }
    const logo = isRecord(company.logo) ? company.logo.src : undefined;
    if (isRecord(record.companyLogo) && record.companyLogo.src !== logo)
      issues.push(
        line(
          "placements",
          label,
          ["companyLogo", "src"],
          `must be ${String(logo)}, the logo of "${String(record.company)}" in companies.ts`,
        ),
      );
  }

  for (const footerList of list(input.footerCourseLists))
    if (!options.branchIds.includes(String(footerList.branchId)))
      issues.push(
        line(
          "footer",
          `"${String(footerList.branchId)}"`,
          ["branchId"],
          `must be the id of a branch in app/config/site.ts: ${options.branchIds.join(", ")}`,
        ),
      );
  return issues;
}

/** Every problem in `input`, one line each, in file order; an empty list means all is well. */
export function validateContent(
  input: ContentInput,
  options: ValidateOptions,
): string[] {
  const issues: string[] = [];
  const entries = entriesOf(input, issues);
  for (const entry of entries)
    issues.push(
      ...schemaIssues(entry),
      ...fileIssues(entry, options.publicDir),
    );
  issues.push(...duplicateIssues(entries), ...referenceIssues(input, options));
  return issues;
}

// A string, not `new URL(…)`: under jsdom the global URL is not the one node:url expects.
const defaultPublicDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../public",
);

/** Checks the site's real content against the files in `publicDir`. */
export function validateSiteContent(
  publicDir: string = defaultPublicDir,
): string[] {
  return validateContent(siteContent, {
    publicDir,
    branchIds: siteConfig.branches.map((b) => b.id),
  });
}

/** The report printed when content is wrong: a heading, then one problem per line. */
export function formatContentReport(issues: readonly string[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return [
    `Content check failed, ${count} in app/content (file: "entry" > field: what is wrong):`,
    ...issues.map((issue) => `  - ${issue}`),
  ].join("\n");
}
