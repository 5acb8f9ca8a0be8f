// @vitest-environment node
import { describe, expect, it } from "vitest";
import { batchListSchema } from "#app/content/schemas/course.ts";

describe("batch numbers", () => {
  it("numbers batches that have none, in list order", () => {
    const batches = batchListSchema.parse([
      { start: "2027-01-11", mode: "Online", seats: 18 },
      { start: "2027-02-15", mode: "Classroom", seats: 22 },
    ]);
    expect(batches.map((b) => b.id)).toEqual([1, 2]);
  });

  it("keeps the numbers of an older file and numbers a new batch after the largest", () => {
    const batches = batchListSchema.parse([
      { id: 104, start: "2027-02-15", mode: "Classroom", seats: 22 },
      { id: 101, start: "2026-12-07", mode: "Classroom", seats: 0 },
      { start: "2027-03-08", mode: "Weekend", seats: 20 },
    ]);
    expect(batches.map((b) => b.id)).toEqual([104, 101, 105]);
  });

  it("still refuses a hand-typed number used twice", () => {
    const result = batchListSchema.safeParse([
      { id: 7, start: "2027-01-11", mode: "Online", seats: 18 },
      { id: 7, start: "2027-02-15", mode: "Online", seats: 4 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1, "id"],
      message: '"7" is already used by entry [0]',
    });
  });
});
