import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type ContentInput,
  formatContentReport,
  formatPath,
  siteContent,
  validateContent,
} from "./validate";

/*
 * Deliberately broken copies of the real content: each must fail with a line that names the
 * file, the entry and the field. The real content is never touched.
 */

const options = {
  publicDir: resolve(dirname(fileURLToPath(import.meta.url)), "../../public"),
  branchIds: ["kolhapur", "sangli"],
};

const REMOVE = Symbol("remove");
type Key = string | number;

/** The issues of a copy of the content with the value at `path` replaced (or removed). */
function issuesAfter(path: readonly Key[], value: unknown): string[] {
  const content = structuredClone(siteContent) as unknown as Record<
    Key,
    unknown
  >;
  let target = content;
  for (const key of path.slice(0, -1))
    target = target[key] as Record<Key, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return validateContent(content as ContentInput, options);
}

describe("validateContent", () => {
  it("finds nothing wrong with the real content", () => {
    expect(validateContent(siteContent, options)).toEqual([]);
  });

  it.each([
    [
      ["courses", 0, "batches", 2, "seats"],
      -1,
      'courses: "java" > batches[2] > seats: must be 0 or more',
    ],
    [
      ["courses", 0, "batches", 1, "seats"],
      2.5,
      'courses: "java" > batches[1] > seats: must be a whole number',
    ],
    [
      ["courses", 0, "batches", 1, "seats"],
      "4",
      'courses: "java" > batches[1] > seats: must be a number',
    ],
    [
      ["courses", 1, "batches", 0, "start"],
      "2027-02-30",
      'courses: "python" > batches[0] > start: must be a real date written YYYY-MM-DD, e.g. 2027-01-15',
    ],
    [
      ["courses", 1, "batches", 0, "mode"],
      "Evening",
      'courses: "python" > batches[0] > mode: must be one of: Online, Classroom, Weekend',
    ],
    [["courses", 1, "title"], REMOVE, 'courses: "python" > title: is required'],
    [
      ["courses", 2, "tagline"],
      "   ",
      'courses: "data-science" > tagline: must not be empty',
    ],
    [
      ["courses", 3, "duration"],
      "six weeks",
      `courses: "web-design" > duration: must read like '2.5 months' or '6 weeks'`,
    ],
    [
      ["courses", 3, "image", "alt"],
      "",
      'courses: "web-design" > image > alt: must describe the picture (alt text is required)',
    ],
    [
      ["courses", 0, "testimonials", 0, "insta"],
      "instagram.com/someone",
      'courses: "java" > testimonials[0] > insta: must be a full https:// address',
    ],
    [
      ["courses", 6, "curriculum", 1, "topics"],
      [],
      'courses: "fullstack-mern" > curriculum[1] > topics: must list at least one topic',
    ],
    [
      ["courses", 0, "seo", "description"],
      "Too short.",
      'courses: "java" > seo > description: must be at least 50 characters',
    ],
    [
      ["popularCourses", 0, "tag"],
      "Misc",
      'popular-courses: "DCA" > tag: must be one of: Office, Advanced, Accounting, Design, Programming, Web, Database, Short Term, Fullstack, Frontend, Marketing, Enterprise, Training, Analytics, Project',
    ],
    [
      ["videoTestimonials", 0, "videoUrl"],
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      'video-testimonials: "mrunal-patwardhan" > videoUrl: must be a privacy-enhanced embed address: https://www.youtube-nocookie.com/embed/<11-character id>',
    ],
    [
      ["placements", 0, "ctc"],
      "6.5 lakh",
      `placements: "sakshi-jagtap" > ctc: must read like '₹6.5 LPA'`,
    ],
    [
      ["placements", 0, "placedYear"],
      2026,
      'placements: "sakshi-jagtap" > placedYear: must be a string',
    ],
    [
      ["hero", "counters", 0, "value"],
      -16,
      'home: "hero" > counters[0] > value: must be 0 or more',
    ],
    [
      ["courses", 0, "batches"],
      "none",
      'courses: "java" > batches: must be a list',
    ],
    [["companies"], {}, "companies: companies: must be a list"],
  ] as const)("reports %j = %j as: %s", (path, value, message) => {
    expect(issuesAfter(path, value)).toContain(message);
  });

  it("names a misspelt field", () => {
    const content = structuredClone(siteContent) as unknown as {
      courses: Record<string, unknown>[];
    };
    content.courses[2]!.seat = 3;
    expect(
      validateContent(content as unknown as ContentInput, options),
    ).toContain(
      'courses: "data-science" > seat: is not a known field (check the spelling)',
    );
  });

  it("reports repeated ids and slugs on the later entry", () => {
    const content = structuredClone(siteContent) as unknown as {
      courses: { slug: string; batches: { id: number }[] }[];
    };
    content.courses[0]!.batches[1]!.id = content.courses[0]!.batches[0]!.id;
    content.courses[1]!.slug = "java";
    const issues = validateContent(content as unknown as ContentInput, options);
    expect(issues).toContain(
      'courses: "java" > batches[1] > id: "101" is already used by entry [0]',
    );
    expect(issues).toContain(
      'courses: "java" > slug: is used by more than one entry',
    );
  });

  it("checks that every picture and clip exists under public/, at the size written down", () => {
    expect(
      issuesAfter(
        ["courses", 0, "image", "src"],
        "/images/courses/jav-1200.webp",
      ),
    ).toContain(
      'courses: "java" > image > src: file not found in public/: /images/courses/jav-480.avif, /images/courses/jav-480.webp, /images/courses/jav-800.avif, /images/courses/jav-800.webp, /images/courses/jav-1200.avif, /images/courses/jav-1200.webp',
    );
    expect(issuesAfter(["courses", 0, "image", "height"], 700)).toContain(
      'courses: "java" > image: says 1200×700 but /images/courses/java-1200.webp is 1200×750',
    );
    expect(issuesAfter(["companies", 0, "logo", "width"], 210)).toContain(
      'companies: "Bluequay Data" > logo: says 210×60 but /images/companies/bluequay-data.svg is 200×60',
    );
    expect(
      issuesAfter(["videoTestimonials", 1, "videoUrl"], "/videos/missing.mp4"),
    ).toContain(
      'video-testimonials: "aditya-kumbhojkar" > videoUrl: file not found in public/: /videos/missing.mp4',
    );
  });

  it("checks that a raster picture lists its widths and names the widest file", () => {
    expect(
      issuesAfter(["courses", 0, "image", "widths"], [480, 800]),
    ).toContain(
      'courses: "java" > image > src: must name the widest file, ending in -800.webp',
    );
    expect(issuesAfter(["courses", 0, "image", "widths"], REMOVE)).toContain(
      'courses: "java" > image > widths: is required for .webp pictures (the widths the AVIF/WebP files exist at)',
    );
  });

  it("resolves every reference between records", () => {
    expect(issuesAfter(["placements", 0, "company"], "Acme Corp")).toContain(
      'placements: "sakshi-jagtap" > company: "Acme Corp" is not a name in companies.ts',
    );
    expect(
      issuesAfter(
        ["placements", 0, "companyLogo", "src"],
        "/images/companies/ambertrail.svg",
      ),
    ).toContain(
      'placements: "sakshi-jagtap" > companyLogo > src: must be /images/companies/bluequay-data.svg, the logo of "Bluequay Data" in companies.ts',
    );
    expect(issuesAfter(["footerCourseLists", 1, "branchId"], "pune")).toContain(
      'footer: "pune" > branchId: must be the id of a branch in app/config/site.ts: kolhapur, sangli',
    );
    expect(issuesAfter(["navCourses", 0, "path"], "/courses/jav")).toContain(
      'nav-courses: "java" > path: must be /courses/java',
    );
    expect(issuesAfter(["courses", 0, "slug"], "kotlin")).toContain(
      'courses: "kotlin" > slug: has no entry in nav-courses.ts, so no menu links to it',
    );
  });

  it("reports a testimonial id used by two courses", () => {
    const content = structuredClone(siteContent) as unknown as {
      courses: { testimonials: { id: string }[] }[];
    };
    content.courses[1]!.testimonials[0]!.id = "java-sneha-kulkarni";
    expect(
      validateContent(content as unknown as ContentInput, options),
    ).toContain(
      'courses: "python" > testimonials[0] > id: "java-sneha-kulkarni" is already used in course "java"',
    );
  });
});

describe("formatting", () => {
  it("writes paths the way content files read", () => {
    expect(formatPath(["batches", 2, "seats"])).toBe("batches[2] > seats");
    expect(formatPath(["seo", "title"])).toBe("seo > title");
    expect(formatPath([])).toBe("");
  });

  it("prints a report with a count and one problem per line", () => {
    expect(formatContentReport(['a: "x" > y: z'])).toBe(
      'Content check failed, 1 problem in app/content (file: "entry" > field: what is wrong):\n  - a: "x" > y: z',
    );
    expect(formatContentReport(["one", "two"]).split("\n")).toHaveLength(3);
  });
});
