/*
 * The rules of the content that the editor (/admin) does not check the way the build does, each
 * with the reason, in one place. Everything else the schemas (app/content/schemas/) demand is
 * generated into the editor's fields by ./config.ts; scripts/content/editor/rules.test.ts walks the schemas
 * and fails on a rule that has neither an editor counterpart nor an entry here.
 *
 * `file` is the name of a collection (app/content/collections.ts), `path` a field as in
 * "batches[].seats" ("" for the file).
 */

/** A field whose value must name an entry of another file: the editor offers those entries. */
export type Reference = {
  file: string;
  path: string;
  /** The collection and file of the editor that hold the entries, and the field named. */
  collection: string;
  entry: string;
  valueField: string;
  /** The field of those entries the editor shows and searches, when not the value itself. */
  displayField?: string;
  /** Label and hint of the field where the schema's own would mislead. */
  label?: string;
  hint?: string;
};

/** A story's (or a certificate's) course: chosen from the courses menu, shown by its name. */
const storyCourse = {
  collection: "pages",
  entry: "navCourses",
  valueField: "courses.*.slug",
  displayField: "courses.*.name",
} as const;

export const references: readonly Reference[] = [
  {
    file: "placements",
    path: "company",
    collection: "pages",
    entry: "companies",
    valueField: "companies.*.name",
  },
  { file: "placements", path: "course", ...storyCourse },
  // A list of choices: one field offering every course, any number ticked.
  { file: "faculty", path: "courses[]", ...storyCourse },
  { file: "videoTestimonials", path: "videos[].course", ...storyCourse },
  {
    file: "footer",
    path: "courseLists[].branchId",
    collection: "pages",
    entry: "site",
    valueField: "branches.*.id",
    label: "Branch",
    hint: "The short name of a branch in 'Institute details'.",
  },
  {
    file: "courses",
    path: "batches[].branch",
    collection: "pages",
    entry: "site",
    valueField: "branches.*.id",
    label: "Branch",
    hint: "Optional: where the batch meets. Leave it empty for an online batch.",
  },
  {
    file: "certificates",
    path: "course",
    ...storyCourse,
    hint: "The course the certificate is for, from the courses menu.",
  },
];

export type BuildOnlyRule = {
  file: string;
  path: string;
  /**
   * "refine": a check written as code in the schema (zod's refine/superRefine);
   * "picture": the build reads every picture's file (all pictures, any path);
   * "derived": a value the build fills in, which has no field;
   * "content": a check of the loader (scripts/content/load.ts) across fields or files.
   */
  kind: "refine" | "picture" | "derived" | "content";
  rule: string;
  why: string;
};

const NO_UNIQUE =
  "The editor checks each field alone; it cannot compare the entries of a list with each other.";

export const buildOnlyRules: readonly BuildOnlyRule[] = [
  {
    file: "courses",
    path: "batches",
    kind: "refine",
    rule: "no two batches share a number",
    why: "Only batches of older files carry a number; new ones are numbered by the build, so they cannot clash.",
  },
  {
    file: "courses",
    path: "batches",
    kind: "derived",
    rule: "every batch has a number",
    why: "The build numbers the batches of each course (batchListSchema in app/content/schemas/course.ts).",
  },
  {
    file: "courses",
    path: "batches[].id",
    kind: "derived",
    rule: "a batch's number has no field",
    why: "Nobody types it: the build fills it in. An older file's number is kept as it is.",
  },
  ...(
    [
      ["courses", "testimonials", "no two testimonials share a short name"],
      ["courses", "curriculum", "no two modules share a short name"],
      ["learnMore", "sections", "no two sections share a short name"],
      ["contact", "courseOptions", "no course is listed twice"],
      ["companies", "companies", "no two companies share a name"],
      ["navCourses", "courses", "no two menu entries share a short name"],
      ["popularCourses", "courses", "no two cards share a title"],
      ["videoTestimonials", "videos", "no two videos share a short name"],
      ["whyChooseUs", "cards", "no two cards share a short name"],
      ["faculty", "qualifications", "no qualification is listed twice"],
    ] as const
  ).map(([file, path, rule]) => ({
    file,
    path,
    kind: "refine" as const,
    rule,
    why: NO_UNIQUE,
  })),
  {
    file: "certificates",
    path: "number",
    kind: "derived",
    rule: "a certificate's number has the institute's form and names its file",
    why: "Nobody types it: the editor makes it when the certificate is created (a hidden field, app/content/certificate-number.ts) and names the file after it; the build checks both.",
  },
  {
    file: "certificates",
    path: "",
    kind: "refine",
    rule: "a batch ends after it starts, a certificate is issued after its batch started and revoked after it was issued",
    why: "It compares dates of different fields; the editor checks each field alone.",
  },
  {
    file: "certificates",
    path: "course",
    kind: "content",
    rule: "a certificate's course is one of the courses menu",
    why: "It compares two files; the editor offers the menu's courses, so only a renamed course slips through.",
  },
  {
    file: "courses",
    path: "batches[].time",
    kind: "refine",
    rule: "a batch's class hours end after they start",
    why: "It compares the two times inside one value; the editor's pattern checks each time's form, not their order.",
  },
  ...(
    [
      ["placements", ""],
      ["courses", "testimonials[]"],
      ["videoTestimonials", "videos[]"],
    ] as const
  ).map(([file, path]) => ({
    file,
    path,
    kind: "refine" as const,
    rule: "a story gives its batch's first and last day or its duration, not both, and the last day comes after the first",
    why: "It compares fields of one entry; the editor checks each field alone, and cannot make one of two fields required.",
  })),
  {
    file: "faculty",
    path: "courses",
    kind: "refine",
    rule: "no course is listed twice",
    why: "The editor's choice of courses ticks each course once; the build checks a file written by hand.",
  },
  {
    file: "courses",
    path: "slug",
    kind: "content",
    rule: "every course with a page is taught by at least one tutor",
    why: "It compares two collections: the tutors' courses and the courses.",
  },
  {
    file: "*",
    path: "*",
    kind: "content",
    rule: "a story's written consent is dated no later than the day of the build",
    why: "Only the build knows the day it runs; the editor's date picker accepts any real date.",
  },
  {
    file: "site",
    path: "branches[].hours[]",
    kind: "refine",
    rule: "a branch closes after it opens",
    why: "It compares two fields; the editor checks each field alone.",
  },
  {
    file: "courses",
    path: "batches[].branch",
    kind: "content",
    rule: "an Online batch names no branch",
    why: "It compares two fields of one list entry; the editor's fields cannot depend on a sibling's value.",
  },
  {
    file: "videoTestimonials",
    path: "videos[]",
    kind: "refine",
    rule: "a YouTube video's address is a youtube-nocookie.com embed; an mp4's is a file under /videos/",
    why: "Which pattern applies depends on another field (the video type); the editor's patterns are fixed per field.",
  },
  {
    file: "*",
    path: "*",
    kind: "picture",
    rule: "every picture exists, and a raster picture can be cut to its shape and sizes",
    why: "Only the build reads the files. The editor uploads into the repository and accepts only the file types the site takes.",
  },
  {
    file: "courses",
    path: "testimonials[].id",
    kind: "content",
    rule: "a testimonial's short name is not used by another course",
    why: "It compares entries of different files.",
  },
  {
    file: "courses",
    path: "slug",
    kind: "content",
    rule: "every course has an entry in the courses menu, and its file is named after its web address",
    why: "It compares two files. The editor names a new course's file after its web address; renaming an existing one is not checked.",
  },
  {
    file: "navCourses",
    path: "courses[].path",
    kind: "content",
    rule: "a menu entry's path is /courses/ followed by its short name",
    why: "It compares two fields of one list entry; the editor's computed fields read fixed places of the file, not a sibling in the same list entry.",
  },
  {
    file: "videoTestimonials",
    path: "videos[].videoUrl",
    kind: "content",
    rule: "an mp4 video exists under public/videos/",
    why: "Only the build reads the files.",
  },
  {
    file: "*",
    path: "*",
    kind: "content",
    rule: "a translated list has as many entries in Marathi as in English",
    why: "The editor counts each language's list against the schema's limits, not against the other language.",
  },
  {
    file: "*",
    path: "*",
    kind: "content",
    rule: "a value with a pattern and no trimming (duration, pay, year, addresses) has no spaces around it",
    why: "The editor trims a value before matching its pattern; the build matches such values as written.",
  },
  {
    file: "*",
    path: "*",
    kind: "content",
    rule: "lengths count UTF-16 units (an emoji counts 2)",
    why: "The editor counts characters; the two differ only outside the Basic Multilingual Plane (emoji), never for English or Marathi letters.",
  },
  {
    file: "*",
    path: "*",
    kind: "content",
    rule: "texts use only the placeholders {name}, {towns}, {foundedYear}, {branch_a} and {branch_b}",
    why: "A text field cannot tell a placeholder from a word in braces.",
  },
];
