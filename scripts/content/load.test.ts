// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  contentFolders,
  formatContentReport,
  formatPath,
  loadContent,
} from "#scripts/content/load.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

/*
 * Deliberately broken copies of the fixture data files (tests/fixtures/content, the content
 * the tests run on): each must fail with a line that names the file, the entry and the field.
 * The copies live in a temporary folder; no content folder is touched.
 */

const fixture = contentFolders(process.cwd(), FIXTURE_CONTENT_DIR);
const REMOVE = Symbol("remove");
type Key = string | number;
let copies: string[] = [];

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

/**
 * A copy of app/content, with `edit` applied to the English entry of `file` (or to the entry in
 * `language`).
 */
function copyWith(
  file: string,
  edit: (data: Record<Key, unknown>) => void,
  language = "en",
) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(dir);
  cpSync(fixture.contentDir, dir, { recursive: true });
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, "utf8")) as Record<
    Key,
    Record<Key, unknown>
  >;
  edit(data[language]!);
  writeFileSync(path, JSON.stringify(data, null, 2));
  return { ...fixture, contentDir: dir, mediaDir: join(dir, "media") };
}

function set(data: Record<Key, unknown>, path: readonly Key[], value: unknown) {
  let target = data;
  for (const key of path.slice(0, -1))
    target = target[key] as Record<Key, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
}

function issuesAfter(file: string, path: readonly Key[], value: unknown) {
  const result = loadContent(copyWith(file, (data) => set(data, path, value)));
  return result.ok ? [] : result.issues;
}

describe("loadContent", () => {
  it("finds nothing wrong with the fixture content", () => {
    const result = loadContent(fixture);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each([
    [
      "courses/java.json",
      ["batches", 2, "seats"],
      -1,
      "courses/java.json > batches[2] > seats: must be 0 or more",
    ],
    [
      "courses/java.json",
      ["batches", 1, "seats"],
      2.5,
      "courses/java.json > batches[1] > seats: must be a whole number",
    ],
    [
      "courses/java.json",
      ["batches", 1, "seats"],
      "4",
      "courses/java.json > batches[1] > seats: must be a number",
    ],
    [
      "courses/python.json",
      ["batches", 0, "start"],
      "2027-02-30",
      "courses/python.json > batches[0] > start: must be a real date written YYYY-MM-DD, e.g. 2027-01-15",
    ],
    [
      "courses/python.json",
      ["batches", 0, "mode"],
      "Evening",
      "courses/python.json > batches[0] > mode: must be one of: Online, Classroom, Weekend",
    ],
    [
      "courses/python.json",
      ["title"],
      REMOVE,
      "courses/python.json > title: is required",
    ],
    [
      "courses/data-science.json",
      ["tagline"],
      "   ",
      "courses/data-science.json > tagline: must not be empty",
    ],
    [
      "courses/web-design.json",
      ["duration"],
      "six weeks",
      "courses/web-design.json > duration: must read like '2.5 months' or '6 weeks'",
    ],
    [
      "courses/web-design.json",
      ["image", "alt"],
      "",
      "courses/web-design.json > image > alt: must describe the picture (alt text is required)",
    ],
    [
      "courses/java.json",
      ["testimonials", 0, "insta"],
      "instagram.com/someone",
      "courses/java.json > testimonials[0] > insta: must be a full https:// address",
    ],
    [
      "courses/fullstack-mern.json",
      ["curriculum", 1, "topics"],
      [],
      "courses/fullstack-mern.json > curriculum[1] > topics: must list at least one topic",
    ],
    [
      "courses/java.json",
      ["seo", "description"],
      "Too short.",
      "courses/java.json > seo > description: must be at least 50 characters",
    ],
    [
      "courses/java.json",
      ["batches"],
      "none",
      "courses/java.json > batches: must be a list",
    ],
    [
      "courses/java.json",
      ["batches", 0, "time"],
      "7.30 to 9.30",
      "courses/java.json > batches[0] > time: must read like 07:30-09:30 (24-hour clock, start-end)",
    ],
    [
      "courses/java.json",
      ["batches", 0, "time"],
      "09:30-07:30",
      "courses/java.json > batches[0] > time: must end after it starts, like 07:30-09:30",
    ],
    [
      "courses/java.json",
      ["batches", 0, "language"],
      "Kannada",
      "courses/java.json > batches[0] > language: must be one of: English, Marathi, Hindi, Marathi and English",
    ],
    [
      "courses/java.json",
      ["fees", "total"],
      24000.5,
      "courses/java.json > fees > total: must be whole rupees, like 24000",
    ],
    [
      "courses/java.json",
      ["fees", "total"],
      0,
      "courses/java.json > fees > total: must be more than 0",
    ],
    [
      "courses/java.json",
      ["fees", "total"],
      "₹24,000",
      "courses/java.json > fees > total: must be a number",
    ],
    [
      "courses/java.json",
      ["fees", "instalments", "count"],
      1,
      "courses/java.json > fees > instalments > count: must be 2 to 12 payments",
    ],
    [
      "courses/java.json",
      ["fees", "instalments", "count"],
      13,
      "courses/java.json > fees > instalments > count: must be 2 to 12 payments",
    ],
    [
      "courses/java.json",
      ["fees", "instalments", "amount"],
      -8500,
      "courses/java.json > fees > instalments > amount: must be more than 0",
    ],
    [
      "courses/java.json",
      ["fees", "includes", 1],
      " ",
      "courses/java.json > fees > includes[1]: must not be empty",
    ],
    [
      "courses/java.json",
      ["fees", "discount"],
      10,
      "courses/java.json > fees > discount: is not a known field (check the spelling)",
    ],
    [
      "courses/java.json",
      ["batches", 0, "branch"],
      "Kolhapur",
      "courses/java.json > batches[0] > branch: must be a lowercase slug like 'data-science'",
    ],
    [
      "courses/java.json",
      ["questions", 1, "answer"],
      " ",
      "courses/java.json > questions[1] > answer: must not be empty",
    ],
    [
      "courses/java.json",
      ["questions", 0, "asked"],
      "2026-11-20",
      "courses/java.json > questions[0] > asked: is not a known field (check the spelling)",
    ],
    [
      "pages/contact.json",
      ["questions", 2, "question"],
      "",
      "pages/contact.json > questions[2] > question: must not be empty",
    ],
    [
      "pages/contact.json",
      ["questions"],
      "Ask us anything",
      "pages/contact.json > questions: must be a list",
    ],
    [
      "site.json",
      ["branches", 0, "postalCode"],
      "41600",
      "site.json > branches[0] > postalCode: must be a 6-digit PIN code like 416008",
    ],
    [
      "site.json",
      ["branches", 1, "phone"],
      "98765 43212",
      "site.json > branches[1] > phone: must read like +91 98765 43210",
    ],
    [
      "site.json",
      ["branches", 0, "hours", 0, "opens"],
      "9 am",
      "site.json > branches[0] > hours[0] > opens: must be a time like 09:30 (24-hour clock)",
    ],
    [
      "site.json",
      ["branches", 0, "hours", 1, "closes"],
      "09:00",
      "site.json > branches[0] > hours[1] > closes: must be later than the opening time",
    ],
    [
      "site.json",
      ["branches", 1, "hours", 0, "days"],
      ["Mon"],
      "site.json > branches[1] > hours[0] > days[0]: must be one of: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday",
    ],
    [
      "site.json",
      ["branches", 0, "geo", "latitude"],
      116.7,
      "site.json > branches[0] > geo > latitude: must be between -90 and 90",
    ],
    [
      "site.json",
      ["branches", 0, "region"],
      " ",
      "site.json > branches[0] > region: must not be empty",
    ],
    [
      "courses/java.json",
      ["slug"],
      "kotlin",
      'courses/java.json > slug: must match the file name ("java")',
    ],
    [
      "popular-courses.json",
      ["courses", 0, "tag"],
      "Misc",
      "popular-courses.json > courses[0] > tag: must be one of: Office, Advanced, Accounting, Design, Programming, Web, Database, Short Term, Fullstack, Frontend, Marketing, Enterprise, Training, Analytics, Project",
    ],
    [
      "video-testimonials.json",
      ["videos", 0, "videoUrl"],
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "video-testimonials.json > videos[0] > videoUrl: must be a privacy-enhanced embed address: https://www.youtube-nocookie.com/embed/<11-character id>",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["ctc"],
      "6.5 lakh",
      "placements/sakshi-jagtap.json > ctc: must read like '₹6.5 LPA'",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["placedYear"],
      2026,
      "placements/sakshi-jagtap.json > placedYear: must be a string",
    ],
    [
      "pages/home.json",
      ["hero", "counters", 0, "value"],
      -16,
      "pages/home.json > hero > counters[0] > value: must be 0 or more",
    ],
    [
      "companies.json",
      ["companies"],
      {},
      "companies.json > companies: must be a list",
    ],
    [
      "site.json",
      ["phone"],
      "98765",
      "site.json > phone: must read like +91 98765 43210",
    ],
    [
      "site.json",
      ["branches"],
      [],
      "site.json > branches: must list exactly two branches",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["consentRecorded"],
      REMOVE,
      "placements/sakshi-jagtap.json > consentRecorded: is required",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["consentRecorded"],
      "20/02/2026",
      "placements/sakshi-jagtap.json > consentRecorded: must be a real date written YYYY-MM-DD, e.g. 2027-01-15",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["course"],
      REMOVE,
      "placements/sakshi-jagtap.json > course: is required",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["fee"],
      REMOVE,
      "placements/sakshi-jagtap.json > fee: is required",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["fee"],
      "Discounted",
      "placements/sakshi-jagtap.json > fee: must be one of: Paid, Free, Scholarship",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["batch"],
      REMOVE,
      "placements/sakshi-jagtap.json > duration: is required: give the batch's first and last day, or the duration",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["duration"],
      "2.5 months",
      "placements/sakshi-jagtap.json > duration: must be left empty when the batch's days are given (the site works it out from them)",
    ],
    [
      "placements/sakshi-jagtap.json",
      ["batch", "end"],
      "2025-05-30",
      "placements/sakshi-jagtap.json > batch > end: must be after the first day",
    ],
    [
      "placements/rahul-naik.json",
      ["duration"],
      "ten weeks",
      "placements/rahul-naik.json > duration: must read like '2.5 months' or '6 weeks'",
    ],
    [
      "courses/java.json",
      ["testimonials", 1, "consentRecorded"],
      REMOVE,
      "courses/java.json > testimonials[1] > consentRecorded: is required",
    ],
    [
      "courses/java.json",
      ["testimonials", 2, "duration"],
      REMOVE,
      "courses/java.json > testimonials[2] > duration: is required: give the batch's first and last day, or the duration",
    ],
    [
      "video-testimonials.json",
      ["videos", 2, "fee"],
      REMOVE,
      "video-testimonials.json > videos[2] > fee: is required",
    ],
    [
      "video-testimonials.json",
      ["videos", 0, "consentRecorded"],
      REMOVE,
      "video-testimonials.json > videos[0] > consentRecorded: is required",
    ],
  ] as const)("reports %s %j = %j", (file, path, value, message) => {
    expect(issuesAfter(file, path, value)).toContain(message);
  });

  it("names a misspelt field, and a file that is not JSON", () => {
    expect(issuesAfter("courses/data-science.json", ["seat"], 3)).toContain(
      "courses/data-science.json > seat: is not a known field (check the spelling)",
    );
    const folders = copyWith("courses/java.json", () => {});
    writeFileSync(join(folders.contentDir, "courses/java.json"), '{ "title": ');
    const result = loadContent(folders);
    expect(result.ok ? [] : result.issues[0]).toMatch(
      /^courses\/java\.json: is not valid JSON \(.+\); undo the last edit or fix the punctuation$/,
    );
  });

  it("fails when a text has no Marathi, naming the file, the entry and the field", () => {
    const noOverview = copyWith(
      "courses/java.json",
      (mr) => {
        delete mr.overview;
      },
      "mr",
    );
    const result = loadContent(noOverview);
    expect(result.ok ? [] : result.issues).toEqual([
      "courses/java.json > mr > overview: has no Marathi (write it in the editor's Marathi column)",
    ]);
    const topicsMissing = copyWith(
      "courses/java.json",
      (mr) => {
        const curriculum = mr.curriculum as { topics: string[] }[];
        curriculum[1]!.topics.pop();
      },
      "mr",
    );
    const second = loadContent(topicsMissing);
    expect(second.ok ? [] : second.issues).toEqual([
      "courses/java.json > mr > curriculum[1] > topics: has no Marathi (write it in the editor's Marathi column)",
    ]);
  });

  it("fails when a file does not hold its languages", () => {
    const folders = copyWith("courses/java.json", () => {});
    writeFileSync(
      join(folders.contentDir, "courses/java.json"),
      JSON.stringify({ title: "Java" }),
    );
    const result = loadContent(folders);
    expect(result.ok ? [] : result.issues).toEqual([
      'courses/java.json: must hold the entry per language: { "en": { … }, "mr": { … } } (unknown part: title)',
    ]);
  });

  it("gives the Marathi content its own texts and the English dates, seats and addresses", () => {
    const result = loadContent(
      copyWith(
        "courses/java.json",
        (mr) => {
          mr.tagline = "दहा आठवड्यांत नोकरीसाठी तयार.";
          // A copy of a shared field under "mr" is ignored: batches are English only.
          mr.batches = [];
        },
        "mr",
      ),
    );
    if (!result.ok) throw new Error(result.issues.join("\n"));
    const java = result.localized.mr.courses.find((c) => c.slug === "java")!;
    expect(java.tagline).toBe("दहा आठवड्यांत नोकरीसाठी तयार.");
    expect(java.batches.map((b) => [b.start, b.seats])).toEqual([
      ["2026-12-07", 0],
      ["2026-12-19", 4],
      ["2027-01-11", 18],
      ["2027-02-15", 22],
    ]);
    expect(java.image.src).toBe("/images/courses/java-1200.webp");
    expect(result.content.courses.find((c) => c.slug === "java")!.tagline).toBe(
      "From core Java to Spring Boot REST APIs, job-ready in ten weeks.",
    );
  });

  it("reports repeated ids on the later entry", () => {
    const folders = copyWith("courses/java.json", (data) => {
      // Batch numbers written by hand, as older files have them.
      const batches = data.batches as { id?: number }[];
      batches[0]!.id = 101;
      batches[1]!.id = 101;
    });
    const result = loadContent(folders);
    expect(result.ok ? [] : result.issues).toContain(
      'courses/java.json > batches[1] > id: "101" is already used by entry [0]',
    );
  });

  it("checks that every picture and clip exists", () => {
    expect(
      issuesAfter(
        "courses/java.json",
        ["image", "src"],
        "/images/courses/jav-1200.webp",
      ),
    ).toContain(
      "courses/java.json > image > src: file not found in public/: /images/courses/jav-1200.webp",
    );
    expect(
      issuesAfter(
        "courses/java.json",
        ["image", "src"],
        "/images/uploads/missing.jpg",
      ),
    ).toContain(
      "courses/java.json > image > src: the uploaded file missing.jpg is not in app/content/media (upload it again)",
    );
    expect(
      issuesAfter(
        "video-testimonials.json",
        ["videos", 1, "videoUrl"],
        "/videos/missing.mp4",
      ),
    ).toContain(
      "video-testimonials.json > videos[1] > videoUrl: file not found in public/: /videos/missing.mp4",
    );
  });

  it("reads sizes and widths from the files, not from the data", () => {
    const result = loadContent(fixture);
    if (!result.ok) throw new Error("content must load");
    const java = result.content.courses.find((c) => c.slug === "java")!;
    expect(java.image).toEqual({
      src: "/images/courses/java-1200.webp",
      alt: "Illustration of a laptop showing Java code, with a coffee cup and a class diagram beside it",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    });
    expect(result.content.companies[0]!.logo).toEqual({
      src: "/images/companies/bluequay-data.svg",
      alt: "Bluequay Data logo",
      width: 200,
      height: 60,
    });
  });

  it("resolves an upload: the shape and widths of its kind, never wider than the photo", async () => {
    const folders = copyWith("courses/java.json", (data) => {
      data.image = {
        src: "/images/uploads/Lab Photo.JPG",
        alt: "Our Kolhapur lab",
      };
    });
    const photo = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: "#3366aa" },
    })
      .jpeg()
      .toBuffer();
    cpSync(fixture.mediaDir, folders.mediaDir, { recursive: true });
    writeFileSync(join(folders.mediaDir, "Lab Photo.JPG"), photo);
    const result = loadContent(folders);
    if (!result.ok) throw new Error(result.issues.join("\n"));
    const java = result.content.courses.find((c) => c.slug === "java")!;
    // Course pictures are 16:10 at 480, 800 and 1200; a 1000-wide photo gives 480 and 800.
    expect(java.image).toEqual({
      src: "/images/uploads/lab-photo-jpg-800.webp",
      alt: "Our Kolhapur lab",
      width: 800,
      height: 500,
      widths: [480, 800],
    });
  });

  it("refuses a scripted SVG, uploaded or in public/, naming the file, the entry and the field", () => {
    const folders = copyWith("courses/java.json", (data) => {
      data.image = { src: "/images/uploads/evil.svg", alt: "A logo" };
    });
    const planted = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" onload="alert(1)"><script>alert(2)</script></svg>`;
    writeFileSync(join(folders.mediaDir, "evil.svg"), planted);
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    copies.push(publicDir);
    cpSync("public", publicDir, { recursive: true });
    writeFileSync(
      join(publicDir, "images/companies/bluequay-data.svg"),
      planted,
    );
    const result = loadContent({ ...folders, publicDir });
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        "media/evil.svg > <svg> (line 1) > onload: is an event handler, which runs script",
        "media/evil.svg > <script> (line 1): runs script: a picture may not hold one",
        "courses/java.json > image > src: the uploaded picture evil.svg is refused (see media/evil.svg)",
        "companies.json > companies[0] > logo > src: /images/companies/bluequay-data.svg is refused: <svg> (line 1) > onload: is an event handler, which runs script (and 1 more)",
      ]),
    );
  });

  it("resolves every reference between files", () => {
    expect(
      issuesAfter("placements/sakshi-jagtap.json", ["company"], "Acme Corp"),
    ).toContain(
      'placements/sakshi-jagtap.json > company: "Acme Corp" is not a company in companies.json',
    );
    expect(
      issuesAfter("pages/footer.json", ["courseLists", 1, "branchId"], "pune"),
    ).toContain(
      "pages/footer.json > courseLists[1] > branchId: must be the id of a branch in site.json: kolhapur, sangli",
    );
    expect(
      issuesAfter("courses/java.json", ["batches", 0, "branch"], "pune"),
    ).toContain(
      "courses/java.json > batches[0] > branch: must be the id of a branch in site.json: kolhapur, sangli",
    );
    expect(
      issuesAfter("courses/java.json", ["batches", 2, "branch"], "sangli"),
    ).toContain(
      "courses/java.json > batches[2] > branch: must be left empty for an Online batch (it meets online)",
    );
    expect(
      issuesAfter("nav-courses.json", ["courses", 0, "path"], "/courses/jav"),
    ).toContain("nav-courses.json > courses[0] > path: must be /courses/java");
    expect(
      issuesAfter(
        "courses/python.json",
        ["testimonials", 0, "id"],
        "java-sneha-kulkarni",
      ),
    ).toContain(
      'courses/python.json > testimonials[0] > id: "java-sneha-kulkarni" is already used in course "java"',
    );
  });

  it.each([
    [
      "courses/java.json",
      ["overview"],
      "Learn Java with a 100% job guarantee.",
      "en",
      'courses/java.json > overview: "100% job guarantee" claims 100 % placement or selection, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ],
    [
      "courses/python.json",
      ["highlights", 1],
      "Guaranteed job in an IT company",
      "en",
      'courses/python.json > highlights[1]: "Guaranteed job" promises a guaranteed or assured job, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ],
    [
      "courses/java.json",
      ["overview"],
      "हा कोर्स १००% नोकरी मिळवून देतो.",
      "mr",
      'courses/java.json > mr > overview: "१००% नोकरी" claims 100 % placement or selection, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ],
    [
      "pages/contact.json",
      ["intro"],
      "कोर्सनंतर खात्रीशीर नोकरी.",
      "mr",
      'pages/contact.json > mr > intro: "खात्रीशीर नोकरी" promises a guaranteed or assured job, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ],
    [
      "placements/sakshi-jagtap.json",
      ["note"],
      "Joined through our job guarantee programme.",
      "en",
      'placements/sakshi-jagtap.json > note: "job guarantee" promises a guaranteed or assured job, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    ],
  ] as const)(
    "refuses a false promise: %s %j = %j (%s)",
    (file, path, value, language, message) => {
      const result = loadContent(
        copyWith(file, (data) => set(data, path, value), language),
      );
      expect(result.ok ? [] : result.issues).toEqual([message]);
    },
  );

  it("lets an honest denial and a question pass", () => {
    const result = loadContent(
      copyWith("courses/java.json", (data) => {
        data.overview = "We do not promise a job, and nobody honestly can.";
        data.questions = [
          {
            question: "Do you guarantee a job?",
            answer: "No. We do not guarantee a job; we help you prepare.",
          },
        ];
      }),
    );
    // The Marathi questions no longer line up with the English ones; nothing else is wrong.
    expect(result.ok ? [] : result.issues).toEqual([
      "courses/java.json > mr > questions: has no Marathi (write it in the editor's Marathi column)",
    ]);
  });

  it("refuses a story whose course is not one of the menu's", () => {
    expect(
      issuesAfter("placements/sakshi-jagtap.json", ["course"], "kotlin"),
    ).toContain(
      'placements/sakshi-jagtap.json > course: "kotlin" is not a course of nav-courses.json',
    );
    expect(
      issuesAfter("video-testimonials.json", ["videos", 3, "course"], "mern"),
    ).toContain(
      'video-testimonials.json > videos[3] > course: "mern" is not a course of nav-courses.json',
    );
  });

  it("refuses a tutor who teaches a course not in the menu, and a course page no tutor teaches", () => {
    expect(
      issuesAfter("faculty/rohan-patil.json", ["courses", 1], "kubernetes"),
    ).toEqual([
      'faculty/rohan-patil.json > courses[1]: "kubernetes" is not a course of nav-courses.json',
      'courses/devops.json > slug: is taught by no tutor: add "devops" to a tutor\'s courses in faculty/ (its page names its tutors)',
    ]);
  });

  it.each([
    [
      ["qualifications"],
      [],
      "faculty/sneha-joshi.json > qualifications: must list at least one qualification",
    ],
    [
      ["qualifications", 1],
      "B.Sc. Computer Science, Shivaji University, Kolhapur",
      'faculty/sneha-joshi.json > qualifications[1]: "B.Sc. Computer Science, Shivaji University, Kolhapur" is already listed as entry [0]',
    ],
    [
      ["courses", 1],
      "web-design",
      'faculty/sneha-joshi.json > courses[1]: "web-design" is already listed as entry [0]',
    ],
    [
      ["experienceYears"],
      4.5,
      "faculty/sneha-joshi.json > experienceYears: must be a whole number",
    ],
  ] as const)("refuses a tutor's %j = %j", (path, value, message) => {
    expect(issuesAfter("faculty/sneha-joshi.json", path, value)).toContain(
      message,
    );
  });

  it("refuses a question's policy that is not a part of the Policies page", () => {
    expect(
      issuesAfter(
        "pages/contact.json",
        ["questions", 0, "policy"],
        "javascript:alert(1)",
      ),
    ).toEqual([
      "pages/contact.json > questions[0] > policy: must be one of: fees, instalments, refunds, certificates, device, recognition",
    ]);
  });

  it("refuses a tutor's short name that is not a slug", () => {
    expect(
      issuesAfter("faculty/sneha-joshi.json", ["id"], '"><img src=x>'),
    ).toEqual([
      "faculty/sneha-joshi.json > id: must be a lowercase slug like 'data-science'",
    ]);
  });

  it("lists the tutors most experienced first, in both languages, each course saying whether it has a page", () => {
    const result = loadContent(fixture);
    if (!result.ok) throw new Error(result.issues.join("\n"));
    const ids = [
      "anil-kulkarni",
      "priya-deshpande",
      "rohan-patil",
      "sneha-joshi",
    ];
    expect(result.content.faculty.map((t) => t.id)).toEqual(ids);
    expect(result.localized.mr.faculty.map((t) => t.id)).toEqual(ids);
    expect(result.content.faculty[2]!.courses).toEqual([
      { slug: "aws", page: true },
      { slug: "devops", page: true },
    ]);
  });

  it("refuses a story whose consent is dated after the build day", () => {
    const folders = copyWith("placements/sakshi-jagtap.json", (data) => {
      data.consentRecorded = "2026-11-21";
    });
    const result = loadContent(folders, undefined, "2026-11-20");
    expect(result.ok ? [] : result.issues).toEqual([
      "placements/sakshi-jagtap.json > consentRecorded: must not be later than today (2026-11-20): publish a story only once the student's signed consent is filed",
    ]);
    const testimonial = copyWith("courses/python.json", (data) => {
      const testimonials = data.testimonials as Record<string, unknown>[];
      testimonials[2]!.consentRecorded = "2027-01-01";
    });
    const second = loadContent(testimonial, undefined, "2026-11-20");
    expect(second.ok ? [] : second.issues).toEqual([
      "courses/python.json > testimonials[2] > consentRecorded: must not be later than today (2026-11-20): publish a story only once the student's signed consent is filed",
    ]);
    expect(loadContent(fixture, undefined, "2026-11-20").ok).toBe(true);
  });

  it("gives the pages each story's duration, and never its consent date or batch days", () => {
    const result = loadContent(fixture);
    if (!result.ok) throw new Error(result.issues.join("\n"));
    const sakshi = result.content.placements.find(
      (p) => p.id === "sakshi-jagtap",
    )!;
    // Its batch ran from 2 June to 16 August 2025: 76 days.
    expect([sakshi.course, sakshi.duration, sakshi.fee]).toEqual([
      "java",
      "2.5 months",
      "Paid",
    ]);
    const java = result.content.courses.find((c) => c.slug === "java")!;
    expect(java.testimonials.map((t) => [t.id, t.duration, t.fee])).toEqual([
      ["java-sneha-kulkarni", "2.5 months", "Paid"],
      ["java-omkar-patil", "2.5 months", "Paid"],
      ["java-rutuja-jadhav", "2.5 months", "Scholarship"],
      ["java-aniket-deshmukh", "2.5 months", "Paid"],
    ]);
    expect(
      result.content.videoTestimonials.map((v) => [
        v.course,
        v.duration,
        v.fee,
      ]),
    ).toEqual([
      ["java", "2.5 months", "Paid"],
      ["data-science", "3 months", "Scholarship"],
      ["aws", "2 months", "Paid"],
      ["fullstack-mern", "4 months", "Paid"],
      ["web-design", "1.5 months", "Free"],
      ["python", "2 months", "Paid"],
    ]);
    for (const language of Object.values(result.localized)) {
      const pages = JSON.stringify(language);
      expect(pages).not.toContain("consentRecorded");
      expect(pages).not.toContain('"batch":{');
    }
  });

  it("fills placeholders from site.json and names an unknown one", () => {
    const result = loadContent(fixture);
    if (!result.ok) throw new Error("content must load");
    expect(result.content.contact.intro).toMatch(
      /^Visit one of our centres in Kolhapur & Sangli, /,
    );
    expect(
      issuesAfter("pages/contact.json", ["intro"], "Visit us in {town}."),
    ).toContain(
      "pages/contact.json > intro: {town} is not a known placeholder (use {name}, {towns}, {foundedYear}, {branch_a} or {branch_b})",
    );
    expect(
      issuesAfter("courses/java.json", ["tagline"], "In {city}"),
    ).toContain(
      "courses/java.json > tagline: {city} is not a known placeholder (use {name}, {towns}, {foundedYear}, {branch_a} or {branch_b})",
    );
  });
});

describe("formatting", () => {
  it("writes paths the way data files read", () => {
    expect(formatPath(["batches", 2, "seats"])).toBe("batches[2] > seats");
    expect(formatPath(["seo", "title"])).toBe("seo > title");
    expect(formatPath([])).toBe("");
  });

  it("prints a report with a count and one problem per line", () => {
    expect(formatContentReport(["a.json > y: z"])).toBe(
      "Content check failed, 1 problem in app/content (file > entry > field: what is wrong):\n  - a.json > y: z",
    );
    expect(formatContentReport(["one", "two"]).split("\n")).toHaveLength(3);
  });
});
