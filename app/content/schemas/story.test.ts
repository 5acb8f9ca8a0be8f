// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkStoryFacts,
  durationOf,
  shownStory,
  storyFactsShape,
} from "#app/content/schemas/story.ts";

describe("a story's duration from its batch's days", () => {
  it.each([
    ["2025-06-02", "2025-08-16", "2.5 months"],
    ["2025-08-04", "2025-10-31", "3 months"],
    ["2024-01-08", "2024-03-08", "2 months"],
    ["2025-01-06", "2025-03-21", "2.5 months"],
    ["2025-01-01", "2025-01-31", "4 weeks"],
    ["2025-01-01", "2025-04-30", "4 months"],
    ["2025-01-06", "2025-02-14", "6 weeks"],
    ["2025-01-06", "2025-01-10", "1 week"],
    ["2025-01-06", "2025-02-28", "8 weeks"],
  ])("%s to %s: %s", (start, end, expected) => {
    expect(durationOf({ start, end })).toBe(expected);
  });
});

describe("a story as the pages get it", () => {
  it("keeps the duration it gives, and drops its consent date", () => {
    expect(
      shownStory({
        id: "a",
        duration: "4 months",
        fee: "Scholarship",
        consentRecorded: "2025-04-08",
      }),
    ).toEqual({ id: "a", duration: "4 months", fee: "Scholarship" });
  });

  it("works the duration out from the batch's days, and drops them", () => {
    expect(
      shownStory({
        id: "b",
        batch: { start: "2025-06-02", end: "2025-08-16" },
        fee: "Paid",
        consentRecorded: "2026-02-20",
      }),
    ).toEqual({ id: "b", fee: "Paid", duration: "2.5 months" });
  });
});

describe("a story's facts", () => {
  const schema = z.strictObject(storyFactsShape).superRefine(checkStoryFacts);
  const issues = (value: object) =>
    schema
      .safeParse({ fee: "Free", consentRecorded: "2025-01-02", ...value })
      .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("takes the batch's days or the duration", () => {
    expect(issues({ duration: "6 weeks" })).toEqual([]);
    expect(
      issues({ batch: { start: "2025-01-06", end: "2025-02-14" } }),
    ).toEqual([]);
  });

  it("refuses neither, both, or a batch that ends before it starts", () => {
    expect(issues({})).toEqual([
      "duration: is required: give the batch's first and last day, or the duration",
    ]);
    expect(
      issues({
        duration: "6 weeks",
        batch: { start: "2025-01-06", end: "2025-02-14" },
      }),
    ).toEqual([
      "duration: must be left empty when the batch's days are given (the site works it out from them)",
    ]);
    expect(
      issues({ batch: { start: "2025-01-06", end: "2025-01-06" } }),
    ).toEqual(["batch.end: must be after the first day"]);
  });
});
