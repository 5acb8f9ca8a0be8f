import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { popularCourseTags } from "#app/content/vocabulary.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import {
  contentFolders,
  DEFAULT_CONTENT_DIR,
  loadContent,
} from "#scripts/content/load.ts";

/*
 * The site's real content (app/content), which the staff edit every week, is checked only for
 * what SPEC.md itself fixes: the counts, names, headings and numbers it states. Seats, batches,
 * placements and wording change by routine and are never pinned here; schema, file and
 * reference checks run through load.ts, exactly as the build runs them. The spread of cases
 * the pages must show (full batches, past batches, a course without testimonials…) is the
 * fixture content's job (tests/fixtures/content), checked at the end of this file.
 */

const realFolders = contentFolders(process.cwd(), DEFAULT_CONTENT_DIR);
const loaded = loadContent(realFolders);
if (!loaded.ok) throw new Error(loaded.issues.join("\n"));
const {
  about,
  contact,
  courses,
  footer: { courseLists: footerCourseLists, quickLinks: footerQuickLinks },
  home: { hero, sections: homeSections, statsBand },
  learnMore,
  navCourses,
  popularCourses,
  site,
  whyChooseUs,
} = loaded.content;

const counter = (c: { value: number; suffix: string; label: string }) =>
  `${c.value}${c.suffix} ${c.label}`;

describe("content as a whole", () => {
  it("passes every schema, file and reference check the build runs", () => {
    const result = loadContent(realFolders);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it("holds data only: no markup, class names or values computed from today's date", () => {
    const { contentDir } = realFolders;
    const dataFiles = readdirSync(contentDir, {
      recursive: true,
      encoding: "utf8",
    }).filter((f) => f.endsWith(".json"));
    expect(dataFiles.length).toBeGreaterThanOrEqual(30);
    for (const file of dataFiles) {
      const source = readFileSync(join(contentDir, file), "utf8");
      expect(source, file).not.toMatch(/className|<\/?[A-Za-z][\w.]*[\s/>]/);
    }
  });
});

describe("navigation and footer (SPEC.md §2)", () => {
  it("lists the 26 menu courses in SPEC.md's order", () => {
    expect(navCourses.map((c) => c.slug)).toEqual([
      "java",
      "python",
      "data-science",
      "web-design",
      "aws",
      "devops",
      "fullstack-mern",
      "ui-ux",
      "digital-marketing",
      "php",
      "react",
      "angular",
      "node",
      "cpp",
      "machine-learning",
      "ai",
      "cloud",
      "cyber-security",
      "networking",
      "linux",
      "testing",
      "powerbi",
      "tableau",
      "excel",
      "django",
      "android",
    ]);
  });

  it("has two branches and footer course lists of 10 and 9 items for them", () => {
    expect(site.branches).toHaveLength(2);
    expect(footerCourseLists.map((l) => l.branchId)).toEqual(
      site.branches.map((b) => b.id),
    );
    expect(footerCourseLists.map((l) => l.links.length)).toEqual([10, 9]);
    expect(footerQuickLinks.map((l) => l.label)).toEqual([
      "About Us",
      "Placement Records",
      "For Franchise",
      "Blogs",
      "Contact Us",
    ]);
  });
});

describe("course details (SPEC.md §3, §9)", () => {
  it("has the 7 detail courses with SPEC.md's durations", () => {
    expect(
      Object.fromEntries(courses.map((c) => [c.slug, c.duration])),
    ).toEqual({
      java: "2.5 months",
      python: "2 months",
      "data-science": "3 months",
      "web-design": "1.5 months",
      aws: "2 months",
      devops: "2.5 months",
      "fullstack-mern": "4 months",
    });
    for (const course of courses)
      expect(course.mode).toBe("Online / Classroom");
  });
});

describe("home page collections", () => {
  it("has 28 popular course cards, including SPEC.md's examples, with SPEC.md's tags only", () => {
    expect(popularCourses).toHaveLength(28);
    const titles = popularCourses.map((c) => c.title);
    expect(new Set(titles).size).toBe(28);
    for (const example of [
      "DCA",
      "PGDCA",
      "TALLY",
      "DTP",
      "Java",
      "Python",
      ".NET",
      "PHP & MySQL",
      "Power BI",
    ])
      expect(titles).toContain(example);
    expect(new Set(popularCourses.map((c) => c.tag))).toEqual(
      new Set(popularCourseTags),
    );
  });
});

describe("page texts carry every number SPEC.md gives", () => {
  it("home: hero, stats band and section headings", () => {
    expect(hero.heading).toBe("Software Training Institute");
    expect(hero.counters.map(counter)).toEqual([
      "16+ Years of Excellence",
      "80% Practical Learning",
      "1000+ Student Success",
    ]);
    expect(hero.slides).toHaveLength(3);
    for (const town of site.branches.map((b) => b.town))
      expect(hero.intro).toContain(town);
    expect(statsBand.map(counter)).toEqual([
      "80+ Realtime Projects",
      "26+ Courses",
      "20+ Certified Trainers",
    ]);
    expect(Object.values(homeSections).map((s) => s.title)).toEqual([
      "Our Popular Courses",
      "Video Reviews of Our Students",
      "Why Choose Us?",
      "Recent Placement Records",
      "Our Students Work In",
      "About Us",
    ]);
    expect(whyChooseUs.map((c) => c.title)).toEqual([
      "Expert Trainers",
      "Affordable Fees",
      "Modern Facilities",
      "Job Placement Assistance",
    ]);
  });

  it("learn more: the story, both readings of the counts, and the four stat cards", () => {
    const text = learnMore.sections.flatMap((s) => s.paragraphs).join(" ");
    expect(learnMore.sections.map((s) => s.title)).toEqual([
      "Our Story",
      "Mission & Vision",
      "Training Philosophy",
      "Facilities & Achievements",
    ]);
    expect(text).toContain("established in 2011");
    expect(text).toContain("80% of our classes focus on practical exposure");
    expect(text).toContain("12,000+ students");
    expect(text).toContain("250+ companies");
    expect(learnMore.stats.map(counter)).toEqual([
      "10000+ Students Trained",
      "40+ Expert Trainers",
      "200+ Placement Partners",
      "4.8 / 5 Avg. Rating",
    ]);
  });

  it("about and contact", () => {
    expect(about.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(about.placementSupport.title).toBe("Placement Support");
    expect(contact.heading).toBe("Stay Connected");
    expect(contact.formTitle).toBe("Send us a Message");
    expect(contact.courseOptions).toEqual([
      "Java",
      "Python",
      "Fullstack (MERN)",
      "Web Design",
      "Digital Marketing",
      "AWS",
      "UI/UX",
      "Data Science",
    ]);
  });
});

describe("the fixture content the tests run on (tests/fixtures/content)", () => {
  const fixture = loadContent(
    contentFolders(process.cwd(), FIXTURE_CONTENT_DIR),
  );
  if (!fixture.ok) throw new Error(fixture.issues.join("\n"));
  const { content } = fixture;
  const batches = (slug: string) =>
    content.courses
      .find((c) => c.slug === slug)!
      .batches.map((b) => `${b.id} ${b.start} ${b.mode} ${b.seats}`);

  it("has batches on known days, in every state SPEC.md names (the tests' day is 2026-11-20)", () => {
    // Full (0), few seats (1 to 5) and available; a batch already past on the tests' day.
    expect(batches("java")).toEqual([
      "101 2026-12-07 Classroom 0",
      "102 2026-12-19 Weekend 4",
      "103 2027-01-11 Online 18",
      "104 2027-02-15 Classroom 22",
    ]);
    expect(batches("python")).toEqual([
      "201 2026-12-14 Online 3",
      "202 2027-01-18 Classroom 16",
      "203 2027-03-01 Weekend 25",
      "204 2026-11-16 Weekend 9",
    ]);
    // Every batch long past: 'No Upcoming Batches'.
    expect(batches("data-science")).toEqual([
      "301 2025-02-10 Classroom 0",
      "302 2025-05-12 Online 0",
      "303 2025-08-18 Weekend 2",
    ]);
    // No batches: the two default batches.
    expect(batches("aws")).toEqual([]);
    expect(batches("web-design")).toEqual([
      "401 2026-12-05 Weekend 12",
      "402 2027-01-09 Online 20",
      "403 2027-02-13 Classroom 5",
    ]);
    expect(batches("devops")).toEqual([
      "601 2027-01-06 Online 14",
      "602 2027-02-03 Weekend 1",
      "603 2027-04-07 Classroom 24",
    ]);
    expect(batches("fullstack-mern")).toEqual([
      "701 2026-12-01 Classroom 0",
      "702 2027-01-04 Online 15",
      "703 2027-02-08 Weekend 19",
      "704 2027-06-07 Classroom 25",
    ]);
  });

  it("has one course without testimonials (devops), and placements without a CTC and without a profile link", () => {
    expect(content.courses.map((c) => [c.slug, c.testimonials.length])).toEqual(
      [
        ["java", 4],
        ["python", 3],
        ["data-science", 5],
        ["web-design", 4],
        ["aws", 3],
        ["devops", 0],
        ["fullstack-mern", 4],
      ],
    );
    expect(
      content.placements.filter((p) => !("ctc" in p)).map((p) => p.id),
    ).toEqual(["sonali-ingale"]);
    expect(
      content.placements.filter((p) => !("profileLink" in p)).map((p) => p.id),
    ).toEqual(["abhishek-powar"]);
    expect(content.placements).toHaveLength(14);
    expect(content.videoTestimonials.map((v) => v.videoType)).toEqual([
      "youtube",
      "mp4",
      "youtube",
      "mp4",
      "youtube",
      "mp4",
    ]);
  });
});
