import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDays,
  formatTimeSpan,
  openingHoursLines,
} from "#app/lib/opening-hours.ts";

describe("formatClock", () => {
  it("reads a 24-hour time on the 12-hour clock with am or pm", () => {
    expect(formatClock("09:00")).toBe("9:00 am");
    expect(formatClock("19:30")).toBe("7:30 pm");
    expect(formatClock("12:00")).toBe("12:00 pm");
    expect(formatClock("00:15")).toBe("12:15 am");
    expect(formatClock("11:59")).toBe("11:59 am");
  });

  it("says the part of the day before the time in Marathi", () => {
    expect(formatClock("05:30", "mr")).toBe("पहाटे 5:30");
    expect(formatClock("09:00", "mr")).toBe("सकाळी 9:00");
    expect(formatClock("12:00", "mr")).toBe("दुपारी 12:00");
    expect(formatClock("13:00", "mr")).toBe("दुपारी 1:00");
    expect(formatClock("17:00", "mr")).toBe("संध्याकाळी 5:00");
    expect(formatClock("19:30", "mr")).toBe("संध्याकाळी 7:30");
    expect(formatClock("20:00", "mr")).toBe("रात्री 8:00");
    expect(formatClock("00:30", "mr")).toBe("रात्री 12:30");
  });
});

describe("formatTimeSpan", () => {
  it("joins the opening and closing times", () => {
    expect(formatTimeSpan("09:00", "19:00")).toBe("9:00 am – 7:00 pm");
    expect(formatTimeSpan("10:00", "13:00", "mr")).toBe(
      "सकाळी 10:00 ते दुपारी 1:00",
    );
    expect(formatTimeSpan("07:30", "09:30")).toBe("7:30 am – 9:30 am");
  });

  it("says the part of the day once in Marathi when both times are in it", () => {
    expect(formatTimeSpan("07:30", "09:30", "mr")).toBe("सकाळी 7:30 ते 9:30");
    expect(formatTimeSpan("17:00", "19:00", "mr")).toBe("संध्याकाळी 5:00 ते 7:00");
  });
});

describe("formatDays", () => {
  it("gives three or more days in a row as a range", () => {
    expect(
      formatDays([
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
      ]),
    ).toBe("Monday–Saturday");
    expect(
      formatDays(
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "mr",
      ),
    ).toBe("सोमवार ते शनिवार");
  });

  it("lists single days and pairs, in the order of the week", () => {
    expect(formatDays(["Sunday"])).toBe("Sunday");
    expect(formatDays(["Friday", "Monday", "Wednesday"])).toBe(
      "Monday, Wednesday, Friday",
    );
    expect(formatDays(["Saturday", "Sunday"], "mr")).toBe("शनिवार, रविवार");
    expect(
      formatDays(["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"]),
    ).toBe("Monday–Wednesday, Friday, Saturday");
  });

  it("names a day given twice once", () => {
    expect(formatDays(["Sunday", "Sunday"])).toBe("Sunday");
  });
});

describe("openingHoursLines", () => {
  const weekdays = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
  ] as const;

  it("gives a line per entry, in the order site.json keeps them", () => {
    expect(
      openingHoursLines([
        { days: weekdays, opens: "09:00", closes: "19:00" },
        { days: ["Sunday"], opens: "10:00", closes: "13:00" },
      ]),
    ).toEqual([
      { days: "Monday–Saturday", hours: "9:00 am – 7:00 pm" },
      { days: "Sunday", hours: "10:00 am – 1:00 pm" },
    ]);
  });

  it("ends with the days no entry names, as closed", () => {
    expect(
      openingHoursLines(
        [{ days: weekdays, opens: "09:30", closes: "19:30" }],
        "mr",
      ),
    ).toEqual([
      { days: "सोमवार ते शनिवार", hours: "सकाळी 9:30 ते संध्याकाळी 7:30" },
      { days: "रविवार", hours: null },
    ]);
  });

  it("gives no lines for a branch without hours", () => {
    expect(openingHoursLines([])).toEqual([]);
  });
});
