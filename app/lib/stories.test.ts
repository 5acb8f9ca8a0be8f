import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/messages/en.ts";
import { mr } from "#app/i18n/messages/mr.ts";
import { courseName, storyFactsLine } from "#app/lib/stories.ts";

describe("a story's facts line", () => {
  it("names the course, the duration and the fee, in English", () => {
    expect(
      storyFactsLine(
        "Java",
        { duration: "2.5 months", fee: "Paid" },
        en.course,
      ),
    ).toBe("Java · 2.5 months · Paid");
    expect(
      storyFactsLine(
        "AWS",
        { duration: "6 weeks", fee: "Scholarship" },
        en.course,
      ),
    ).toBe("AWS · 6 weeks · Scholarship");
  });

  it("and in Marathi", () => {
    expect(
      storyFactsLine(
        "Java",
        { duration: "2.5 months", fee: "Paid" },
        mr.course,
      ),
    ).toBe("Java · 2.5 महिने · सशुल्क");
    expect(
      storyFactsLine(
        "वेब डिझाइन",
        { duration: "1 month", fee: "Free" },
        mr.course,
      ),
    ).toBe("वेब डिझाइन · 1 महिना · मोफत");
    expect(
      storyFactsLine(
        "डेटा सायन्स",
        { duration: "3 months", fee: "Scholarship" },
        mr.course,
      ),
    ).toBe("डेटा सायन्स · 3 महिने · शिष्यवृत्ती");
  });

  it("names a menu course by its short name", () => {
    const menu = [
      { slug: "java", name: "Java" },
      { slug: "data-science", name: "डेटा सायन्स" },
    ];
    expect(courseName("data-science", menu)).toBe("डेटा सायन्स");
    expect(courseName("cobol", menu)).toBe("cobol");
  });
});
