import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { popularCourseTags } from "#app/content/schema.ts";
import { contentFolders, loadContent } from "./load.ts";

/*
 * The site's real content against SPEC.md: the counts and names it states, and the spread of
 * cases the pages must show (full batches, past batches, a course without testimonials…).
 * Schema, file and reference checks run through load.ts, exactly as the build runs them.
 */

const loaded = loadContent();
if (!loaded.ok) throw new Error(loaded.issues.join("\n"));
const {
  about,
  companies,
  contact,
  courses,
  footer: { courseLists: footerCourseLists, quickLinks: footerQuickLinks },
  home: { hero, sections: homeSections, statsBand },
  learnMore,
  navCourses,
  placements,
  popularCourses,
  videoTestimonials,
  whyChooseUs,
} = loaded.content;

const counter = (c: { value: number; suffix: string; label: string }) =>
  `${c.value}${c.suffix} ${c.label}`;

describe("content as a whole", () => {
  it("passes every schema, file and reference check the build runs", () => {
    expect(loadContent().ok).toBe(true);
  });

  it("holds data only: no markup, class names or values computed from today's date", () => {
    const { contentDir } = contentFolders();
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
    expect(siteConfig.branches).toHaveLength(2);
    expect(footerCourseLists.map((l) => l.branchId)).toEqual(
      siteConfig.branches.map((b) => b.id),
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

  it.each(courses.map((c) => [c.slug, c] as const))(
    "%s has 4–6 highlights and 6–10 modules of 4–8 topics",
    (_, course) => {
      expect(course.highlights.length).toBeGreaterThanOrEqual(4);
      expect(course.highlights.length).toBeLessThanOrEqual(6);
      expect(course.curriculum.length).toBeGreaterThanOrEqual(6);
      expect(course.curriculum.length).toBeLessThanOrEqual(10);
      for (const module of course.curriculum) {
        expect(module.topics.length, module.id).toBeGreaterThanOrEqual(4);
        expect(module.topics.length, module.id).toBeLessThanOrEqual(8);
      }
    },
  );

  it("exercises every seat status across the set: available, few seats and full", () => {
    const seats: number[] = courses.flatMap((c) =>
      c.batches.map((b) => b.seats),
    );
    expect(seats.some((s) => s > 5)).toBe(true);
    expect(seats.some((s) => s >= 1 && s <= 5)).toBe(true);
    expect(seats.some((s) => s === 0)).toBe(true);
    // SPEC.md §9: open batches in the data have 12 to 25 seats.
    for (const s of seats.filter((n) => n > 5))
      expect(s).toBeGreaterThanOrEqual(12);
    expect(Math.max(...seats)).toBeLessThanOrEqual(25);
  });

  it("has exactly one course without batches and one whose batches are all long past", () => {
    const empty = courses.filter((c) => c.batches.length === 0);
    const past = courses.filter(
      (c) =>
        c.batches.length > 0 && c.batches.every((b) => b.start < "2026-01-01"),
    );
    expect(empty.map((c) => c.slug)).toEqual(["aws"]);
    expect(past.map((c) => c.slug)).toEqual(["data-science"]);
    // Every other batch falls between December 2026 and the end of 2027.
    const upcoming: string[] = courses
      .filter((c) => !past.includes(c))
      .flatMap((c) => c.batches.map((b) => b.start));
    for (const start of upcoming)
      expect(start >= "2026-12-01" && start <= "2027-12-31", start).toBe(true);
  });

  it("has 3–5 testimonials per course, except exactly one course with none", () => {
    const counts = courses.map((c) => c.testimonials.length);
    expect(counts.filter((n) => n === 0)).toHaveLength(1);
    for (const n of counts.filter((n) => n > 0)) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
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

  it("has at least 6 video reviews: 3 or more on YouTube, 2 or more as mp4", () => {
    expect(videoTestimonials.length).toBeGreaterThanOrEqual(6);
    expect(
      videoTestimonials.filter((v) => v.videoType === "youtube").length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      videoTestimonials.filter((v) => v.videoType === "mp4").length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("has at least 12 placements across several years, one without CTC and one without a profile", () => {
    expect(placements.length).toBeGreaterThanOrEqual(12);
    expect(
      new Set(placements.map((p) => p.placedYear)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(
      new Set(placements.map((p) => p.company)).size,
    ).toBeGreaterThanOrEqual(8);
    expect(placements.filter((p) => !("ctc" in p))).toHaveLength(1);
    expect(placements.filter((p) => !("profileLink" in p))).toHaveLength(1);
  });

  it("has at least 10 companies for the logo strip", () => {
    expect(new Set(companies.map((c) => c.name)).size).toBeGreaterThanOrEqual(
      10,
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
    for (const town of siteConfig.branches.map((b) => b.town))
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
