// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { contentCollections } from "#app/content/collections.ts";
import type { Course } from "#app/content/schemas/course.ts";
import type { Tutor } from "#app/content/schemas/faculty.ts";
import type { PoliciesContent } from "#app/content/schemas/pages.ts";
import type { PlacementRecord } from "#app/content/schemas/people.ts";
import { readPreviewContent } from "#scripts/build/vite/editor-preview.ts";
import {
  type Checked,
  checkTypedEntry,
  previewImageResolver,
  type ResolvedImages,
} from "#scripts/content/editor/preview/entry.ts";
import type { Entry } from "#scripts/content/check.ts";
import { contentFolders } from "#scripts/content/load.ts";
import { FIXTURE_CONTENT_DIR, FIXTURE_DAY } from "#tests/fixtures/settings.ts";

/*
 * The preview's check of the entry being typed, on the tests' own content: what the editor's
 * form holds goes in, and out comes the content the pages get, or the build's own lines.
 */

const folders = contentFolders(process.cwd(), FIXTURE_CONTENT_DIR);
let parsed: Record<string, Entry>;
let resolved: ResolvedImages;
beforeAll(() => {
  ({ parsed, resolved } = readPreviewContent(folders));
});

/** A file of the tests' content, as the editor's form holds it: `{ en, mr }`. */
const contentFile = <T>(file: string) =>
  JSON.parse(readFileSync(join(folders.contentDir, file), "utf8")) as T;

/** The Java course's file, as the editor's form holds it: `{ en, mr }`. */
const javaFile = () =>
  contentFile<{
    en: Record<string, unknown> & { batches: object[] };
    mr: Record<string, unknown>;
  }>("courses/java.json");

const check = (
  collection: string,
  data: Record<string, unknown>,
  saved?: string,
  editorAsset: (src: string) => string | undefined = () => undefined,
): Checked =>
  checkTypedEntry(
    { collection, saved, data },
    contentCollections({
      resolveImage: previewImageResolver(resolved, editorAsset),
    }),
    parsed,
    (path) => path.startsWith("/videos/"),
    FIXTURE_DAY,
  );

const issuesOf = (checked: Checked) => (checked.ok ? [] : checked.issues);

describe("the preview's check of the entry being typed", () => {
  it("puts the entry as typed in place of its saved self, in every language, as the pages get it", () => {
    const java = javaFile();
    java.en.batches.push({
      start: "2031-03-08",
      mode: "Weekend",
      seats: 3,
      // What the form holds while it is filled in, and never saves.
      __sc_item_id: "e3b0c442",
      time: "",
      branch: null,
    });
    java.mr.title = "चाचणीचा अभ्यासक्रम";
    const checked = check("courses", java, "java");
    expect(issuesOf(checked)).toEqual([]);
    if (!checked.ok) return;
    const courses = (locale: "en" | "mr") =>
      checked.localized[locale].courses as Course[];
    const english = courses("en").find((c) => c.slug === "java")!;
    expect(english.batches.at(-1)).toEqual({
      id: 105,
      start: "2031-03-08",
      mode: "Weekend",
      seats: 3,
    });
    const marathi = courses("mr").find((c) => c.slug === "java")!;
    expect(marathi.title).toBe("चाचणीचा अभ्यासक्रम");
    expect(marathi.batches.at(-1)!.seats).toBe(3);
    // The other courses are as the build read them, in the same order.
    expect(courses("en").map((c) => c.slug)).toEqual([
      "java",
      "python",
      "data-science",
      "web-design",
      "aws",
      "devops",
      "fullstack-mern",
    ]);
  });

  it("names what the build would refuse with the build's own lines: a schema's rule, a missing translation, a reference", () => {
    const java = javaFile();
    java.en.batches.push({ start: "2031-03-08", mode: "Online", seats: -1 });
    expect(issuesOf(check("courses", java, "java"))).toEqual([
      "courses/java.json > batches[4] > seats: must be 0 or more",
    ]);

    const untranslated = javaFile();
    untranslated.mr.title = "";
    expect(issuesOf(check("courses", untranslated, "java"))).toEqual([
      "courses/java.json > mr > title: has no Marathi (write it in the editor's Marathi column)",
    ]);

    const elsewhere = javaFile();
    (elsewhere.en.batches[0] as { branch: string }).branch = "pune";
    expect(issuesOf(check("courses", elsewhere, "java"))).toEqual([
      "courses/java.json > batches[0] > branch: must be the id of a branch in site.json: kolhapur, sangli",
    ]);
  });

  it("keeps a saved entry's key to its file's name, as the build does", () => {
    const java = javaFile();
    java.en.slug = "java-course";
    expect(issuesOf(check("courses", java, "java"))).toEqual([
      'courses/java.json > slug: must match the file name ("java")',
    ]);
  });

  it("puts a new entry where its file would sort, and checks it against the other files", () => {
    const placement = {
      en: {
        id: "aaron-dsouza",
        studentName: "Aaron D'Souza",
        role: "Java Developer",
        company: "Nowhere Ltd",
        placedYear: "2026",
        note: "Java Full Stack, weekend batch.",
        img: { src: "/images/uploads/aaron.jpg", alt: "Aaron D'Souza" },
        course: "java",
        batch: { start: "2025-07-01", end: "2025-09-14" },
        fee: "Paid",
        consentRecorded: "2026-03-18",
      },
      mr: {
        studentName: "ॲरन डिसूझा",
        role: "जावा डेव्हलपर",
        note: "Java फुल स्टॅक, वीकेंड बॅच.",
        img: { alt: "ॲरन डिसूझा" },
      },
    };
    // Just uploaded in the editor: the picture is the editor's own copy of it.
    const editorAsset = (src: string) =>
      src === "/images/uploads/aaron.jpg" ? "blob:admin/aaron" : undefined;
    expect(
      issuesOf(check("placements", placement, undefined, editorAsset)),
    ).toEqual([
      'placements/aaron-dsouza.json > company: "Nowhere Ltd" is not a company in companies.json',
    ]);
    // Neither in the repository's media nor in the editor: the build's words.
    expect(issuesOf(check("placements", placement))).toEqual([
      "placements/aaron-dsouza.json > img > src: the uploaded file aaron.jpg is not in app/content/media (upload it again)",
    ]);

    placement.en.company = "Ambertrail IT Services";
    const checked = check("placements", placement, undefined, editorAsset);
    expect(issuesOf(checked)).toEqual([]);
    if (!checked.ok) return;
    const shown = checked.localized.en.placements as PlacementRecord[];
    const aaron = shown.find((p) => p.id === "aaron-dsouza")!;
    expect(aaron.img).toEqual({
      src: "blob:admin/aaron",
      alt: "Aaron D'Souza",
      width: 256,
      height: 256,
    });
    expect(aaron.companyLogo.src).toMatch(/^\/images\/companies\//);

    // A consent not signed yet (the day is the fixtures', 2026-11-20): the build's words.
    placement.en.consentRecorded = "2026-11-21";
    expect(
      issuesOf(check("placements", placement, undefined, editorAsset)),
    ).toEqual([
      "placements/aaron-dsouza.json > consentRecorded: must not be later than today (2026-11-20): publish a story only once the student's signed consent is filed",
    ]);
  });

  it("puts a tutor as typed among the tutors the Tutors page lists, and names a course page the edit leaves without a tutor", () => {
    type TutorFile = {
      en: Record<string, unknown> & { courses: string[] };
      mr: Record<string, unknown>;
    };
    const rohan = contentFile<TutorFile>("faculty/rohan-patil.json");
    rohan.en.name = "Rohan S. Patil";
    rohan.en.experienceYears = 30;
    rohan.mr.name = "रोहन सु. पाटील";
    const checked = check("faculty", rohan, "rohan-patil");
    expect(issuesOf(checked)).toEqual([]);
    if (!checked.ok) return;
    const tutors = (locale: "en" | "mr") =>
      checked.localized[locale].faculty as Tutor[];
    // The most experienced first, as the page lists them.
    expect(tutors("en").map((t) => t.name)).toEqual([
      "Rohan S. Patil",
      "Anil Kulkarni",
      "Priya Deshpande",
      "Sneha Joshi",
    ]);
    expect(tutors("mr")[0]!.name).toBe("रोहन सु. पाटील");
    expect(tutors("en")[0]!.courses).toEqual([
      { slug: "aws", page: true },
      { slug: "devops", page: true },
    ]);

    const withoutDevops = contentFile<TutorFile>("faculty/rohan-patil.json");
    withoutDevops.en.courses = ["aws"];
    expect(issuesOf(check("faculty", withoutDevops, "rohan-patil"))).toEqual([
      'courses/devops.json > slug: is taught by no tutor: add "devops" to a tutor\'s courses in faculty/ (its page names its tutors)',
    ]);
  });

  it("gives the Policies page the policies as typed, and names a false promise in them", () => {
    type PoliciesFile = Record<"en" | "mr", PoliciesContent>;
    const policies = contentFile<PoliciesFile>("pages/policies.json");
    policies.en = { ...policies.en, title: "Fees and refunds" };
    const checked = check("policies", policies);
    expect(issuesOf(checked)).toEqual([]);
    if (!checked.ok) return;
    expect((checked.localized.en.policies as PoliciesContent).title).toBe(
      "Fees and refunds",
    );
    expect((checked.localized.mr.policies as PoliciesContent).title).toBe(
      "फी, परतावा आणि धोरणे",
    );

    const promise = contentFile<PoliciesFile>("pages/policies.json");
    promise.en = {
      ...promise.en,
      intro: "Join today: 100% job guarantee for every student.",
    };
    expect(issuesOf(check("policies", promise))).toEqual([
      'pages/policies.json > intro: "100% job guarantee" claims 100 % placement or selection, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ]);
  });
});
