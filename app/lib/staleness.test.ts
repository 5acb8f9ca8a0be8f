import { describe, expect, it } from "vitest";
import { staleCourses } from "#app/lib/staleness.ts";

const course = (slug: string, ...starts: string[]) => ({
  slug,
  batches: starts.map((start) => ({ start })),
});

describe("staleCourses", () => {
  it("lists a course whose batches have all started, with its last start", () => {
    expect(
      staleCourses(
        [course("data-science", "2025-09-01", "2025-10-06")],
        "2026-11-22",
        14,
      ),
    ).toEqual([
      { slug: "data-science", reason: "all-past", lastStart: "2025-10-06" },
    ]);
  });

  it("lists a course whose next batch starts within 14 days, today and day 14 included", () => {
    expect(
      staleCourses(
        [
          course("today", "2026-11-22"),
          course("day-14", "2026-12-06", "2027-01-10"),
          course("day-15", "2026-12-07"),
          course("past-then-later", "2026-11-01", "2027-02-01"),
        ],
        "2026-11-22",
        14,
      ),
    ).toEqual([
      { slug: "today", reason: "starts-soon", start: "2026-11-22" },
      { slug: "day-14", reason: "starts-soon", start: "2026-12-06" },
    ]);
  });

  it("leaves out a course without batches (it shows the default batches)", () => {
    expect(staleCourses([course("aws")], "2026-11-22", 14)).toEqual([]);
  });
});
