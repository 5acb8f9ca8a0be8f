import { describe, expect, it } from "vitest";
import type { Batch } from "#app/content/schemas/course.ts";
import {
  defaultBatches,
  getSeatStatus,
  nextBatch,
  upcomingBatches,
} from "#app/lib/batches.ts";

describe("getSeatStatus", () => {
  it.each([
    [25, "available"],
    [6, "available"],
    [5, "few"],
    [1, "few"],
    [0, "full"],
  ] as const)("%i seats → %s", (seats, status) => {
    expect(getSeatStatus(seats)).toBe(status);
  });
});

const batch = (id: number, start: string, seats = 20): Batch => ({
  id,
  start,
  mode: "Online",
  seats,
});

describe("upcomingBatches", () => {
  const batches = [
    batch(1, "2027-01-10"),
    batch(2, "2026-11-21"),
    batch(3, "2026-11-20"),
    batch(4, "2026-12-01"),
  ];

  it("lists the batches starting today or later, earliest first", () => {
    expect(upcomingBatches(batches, "2026-11-21").map((b) => b.id)).toEqual([
      2, 4, 1,
    ]);
  });

  it("drops a batch the day after it started", () => {
    expect(upcomingBatches(batches, "2026-11-22").map((b) => b.id)).toEqual([
      4, 1,
    ]);
  });

  it("lists nothing when every batch is past", () => {
    expect(upcomingBatches(batches, "2027-01-11")).toEqual([]);
  });

  it("gives the two default batches to a course without batches", () => {
    expect(upcomingBatches([], "2026-11-21")).toEqual(
      defaultBatches("2026-11-21"),
    );
  });
});

describe("defaultBatches", () => {
  it("starts an Online batch of 20 in 7 days and a Classroom batch of 15 in 21 days", () => {
    expect(defaultBatches("2026-12-28")).toEqual([
      { id: -1, start: "2027-01-04", mode: "Online", seats: 20 },
      { id: -2, start: "2027-01-18", mode: "Classroom", seats: 15 },
    ]);
  });
});

describe("nextBatch", () => {
  it("is the earliest batch on or after today, including one starting today", () => {
    expect(
      nextBatch([batch(1, "2027-01-10"), batch(2, "2026-11-21")], "2026-11-21")
        ?.id,
    ).toBe(2);
  });

  it("is undefined when all batches are past", () => {
    expect(nextBatch([batch(1, "2026-01-10")], "2026-11-21")).toBeUndefined();
  });

  it("is the first default batch for a course without batches", () => {
    expect(nextBatch([], "2026-11-21")).toEqual({
      id: -1,
      start: "2026-11-28",
      mode: "Online",
      seats: 20,
    });
  });

  it("counts a full batch: it still starts next", () => {
    expect(
      nextBatch(
        [batch(1, "2026-12-01", 0), batch(2, "2027-01-01")],
        "2026-11-21",
      )?.id,
    ).toBe(1);
  });
});
