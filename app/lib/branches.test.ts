import { describe, expect, it } from "vitest";
import type { Batch } from "#app/content/schemas/course.ts";
import { coursesAt, upcomingBatchesAt } from "#app/lib/branches.ts";

type Course = {
  slug: string;
  title: string;
  batches: Batch[];
};

const courses: Course[] = [
  {
    slug: "java",
    title: "Java",
    batches: [
      {
        id: 1,
        start: "2026-12-07",
        mode: "Classroom",
        seats: 0,
        branch: "sangli",
      },
      {
        id: 2,
        start: "2027-02-15",
        mode: "Classroom",
        seats: 22,
        branch: "kolhapur",
      },
      { id: 3, start: "2027-01-11", mode: "Online", seats: 18 },
    ],
  },
  {
    slug: "python",
    title: "Python",
    batches: [
      {
        id: 4,
        start: "2026-11-16",
        mode: "Weekend",
        seats: 9,
        branch: "kolhapur",
      },
      { id: 5, start: "2027-01-18", mode: "Classroom", seats: 16 },
    ],
  },
  {
    slug: "devops",
    title: "DevOps",
    batches: [
      {
        id: 6,
        start: "2027-02-03",
        mode: "Weekend",
        seats: 1,
        branch: "kolhapur",
      },
      {
        id: 7,
        start: "2026-11-20",
        mode: "Classroom",
        seats: 3,
        branch: "kolhapur",
      },
    ],
  },
  // No batches: the course page shows its default batches, which meet at no branch.
  { slug: "aws", title: "AWS", batches: [] },
];

describe("coursesAt", () => {
  it("lists the courses with a batch at the branch, past ones too, in order", () => {
    expect(coursesAt(courses, "kolhapur").map((c) => c.slug)).toEqual([
      "java",
      "python",
      "devops",
    ]);
    expect(coursesAt(courses, "sangli").map((c) => c.slug)).toEqual(["java"]);
    expect(coursesAt(courses, "pune")).toEqual([]);
  });
});

describe("upcomingBatchesAt", () => {
  it("lists the branch's batches from today on, earliest first across courses", () => {
    expect(
      upcomingBatchesAt(courses, "kolhapur", "2026-11-20").map(
        (b) => `${b.batch.start} ${b.course.slug} ${b.batch.id}`,
      ),
    ).toEqual([
      "2026-11-20 devops 7",
      "2027-02-03 devops 6",
      "2027-02-15 java 2",
    ]);
  });

  it("leaves out online batches and the default batches of a course without any", () => {
    expect(
      upcomingBatchesAt(courses, "sangli", "2026-11-20").map((b) => b.batch.id),
    ).toEqual([1]);
    expect(upcomingBatchesAt(courses, "sangli", "2026-12-08")).toEqual([]);
  });
});
