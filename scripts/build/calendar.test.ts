// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  batchCalendar,
  type CalendarContent,
  calendarFiles,
  escapeText,
  foldLine,
} from "#scripts/build/calendar.ts";

const lines = (text: string) => text.split("\r\n");

describe("batchCalendar", () => {
  it("writes a timed batch in the institute's time zone, line by line", () => {
    const text = batchCalendar({
      uid: "java-104@www.example.com",
      stamp: "2026-11-20",
      start: "2027-02-15",
      time: "07:30-09:30",
      summary: "Java Full Stack Development (Classroom)",
      location:
        "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane, Kolhapur, Maharashtra 416008",
      url: "https://www.example.com/courses/java",
      producer: "Nimbus Institute",
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(lines(text)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Nimbus Institute//Batches//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "TZNAME:IST",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:java-104@www.example.com",
      "DTSTAMP:20261120T000000Z",
      "DTSTART;TZID=Asia/Kolkata:20270215T073000",
      "DTEND;TZID=Asia/Kolkata:20270215T093000",
      "SUMMARY:Java Full Stack Development (Classroom)",
      "LOCATION:2nd Floor\\, Shivaji Complex\\, Rajarampuri 5th Lane\\, Kolhapur\\, Ma",
      " harashtra 416008",
      "URL:https://www.example.com/courses/java",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("writes a batch without class hours as an all-day event, without a time zone", () => {
    const text = batchCalendar({
      uid: "python-2@www.example.com",
      stamp: "2026-11-20",
      start: "2026-12-31",
      summary: "Python (Online)",
      location: "Online",
      url: "https://www.example.com/courses/python",
      producer: "Nimbus Institute",
    });
    expect(lines(text)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Nimbus Institute//Batches//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:python-2@www.example.com",
      "DTSTAMP:20261120T000000Z",
      "DTSTART;VALUE=DATE:20261231",
      "DTEND;VALUE=DATE:20270101",
      "SUMMARY:Python (Online)",
      "LOCATION:Online",
      "URL:https://www.example.com/courses/python",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});

describe("the text rules of RFC 5545", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds at 75 octets, never inside a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    // "क" is 3 octets: 24 fit after the 2 of "S:" (74 octets), the 25th would make 77.
    const folded = foldLine(`S:${"क".repeat(30)}`);
    expect(folded).toBe(`S:${"क".repeat(24)}\r\n ${"क".repeat(6)}`);
    for (const line of folded.split("\r\n"))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("calendarFiles", () => {
  const content: CalendarContent = {
    site: {
      name: "Nimbus Institute",
      url: "https://www.example.com",
      branches: [
        { id: "kolhapur", town: "कोल्हापूर", address: "राजारामपुरी, कोल्हापूर" },
        { id: "sangli", town: "सांगली", address: "विश्रामबाग, सांगली" },
      ],
    },
    courses: [
      {
        slug: "java",
        title: "Java",
        batches: [
          { id: 1, start: "2026-11-19", mode: "Online" },
          { id: 2, start: "2026-11-20", mode: "Weekend" },
          {
            id: 3,
            start: "2026-12-07",
            mode: "Classroom",
            branch: "sangli",
            time: "17:00-19:00",
          },
        ],
      },
      { slug: "aws", title: "AWS", batches: [] },
    ],
  };

  it("makes one file per batch still to come, at its language's address", () => {
    const files = calendarFiles(content, "mr", "2026-11-20");
    expect(files.map((f) => f.path)).toEqual([
      "/calendar/mr/java-2.ics",
      "/calendar/mr/java-3.ics",
    ]);
    expect(lines(files[0]!.text)).toContain("LOCATION:कोल्हापूर किंवा सांगली");
    expect(lines(files[0]!.text)).toContain("SUMMARY:Java (वीकेंड)");
    expect(lines(files[1]!.text)).toContain("LOCATION:विश्रामबाग\\, सांगली");
    expect(lines(files[1]!.text)).toContain(
      "URL:https://www.example.com/mr/courses/java",
    );
    expect(lines(files[1]!.text)).toContain("UID:java-3@www.example.com");
  });

  it("writes the English files at /calendar/", () => {
    expect(
      calendarFiles(content, "en", "2026-11-20").map((f) => f.path),
    ).toEqual(["/calendar/java-2.ics", "/calendar/java-3.ics"]);
  });
});
