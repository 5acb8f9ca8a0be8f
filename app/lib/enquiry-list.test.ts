import { describe, expect, it } from "vitest";
import {
  courseTitleOf,
  formatSentAt,
  newestFirst,
} from "#app/lib/enquiry-list.ts";
import type { StoredEnquiry } from "#app/lib/enquiry-storage.ts";

describe("formatSentAt", () => {
  it("prints the day and time in Asia/Kolkata", () => {
    expect(formatSentAt("2026-11-25T10:00:00.000Z")).toBe("25 Nov 2026, 15:30");
  });

  it("moves to the next day at midnight in Kolkata, 18:30 UTC", () => {
    expect(formatSentAt("2026-11-25T18:29:00.000Z")).toBe("25 Nov 2026, 23:59");
    expect(formatSentAt("2026-11-25T18:30:00.000Z")).toBe("26 Nov 2026, 00:00");
  });

  it("prints '-' for a time it cannot read", () => {
    expect(formatSentAt("yesterday")).toBe("-");
    expect(formatSentAt("+275760-09-13T00:00:00.000Z")).toBe("-");
  });

  it("writes the month out in Marathi, with Western digits", () => {
    expect(formatSentAt("2026-11-25T10:00:00.000Z", "mr")).toBe(
      "25 नोव्हेंबर 2026, 15:30",
    );
    expect(formatSentAt("yesterday", "mr")).toBe("-");
  });
});

const enquiry = (id: string): StoredEnquiry => ({
  id,
  createdAt: "2026-11-25T10:00:00.000Z",
  courseSlug: "java",
  name: "",
  email: "",
  phone: "",
  message: "",
});

describe("newestFirst", () => {
  it("reverses the stored order without changing it", () => {
    const stored = [enquiry("1"), enquiry("2"), enquiry("3")];
    expect(newestFirst(stored).map((e) => e.id)).toEqual(["3", "2", "1"]);
    expect(stored.map((e) => e.id)).toEqual(["1", "2", "3"]);
  });
});

describe("courseTitleOf", () => {
  const courses = [{ slug: "java", title: "Java Full Stack Development" }];
  it("finds the course title, or falls back to the slug", () => {
    expect(courseTitleOf("java", courses)).toBe("Java Full Stack Development");
    expect(courseTitleOf("cobol", courses)).toBe("cobol");
  });
});
