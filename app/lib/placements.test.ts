import { describe, expect, it } from "vitest";
import {
  ctcLabel,
  profileHref,
  stripRecord,
  stripRecords,
} from "#app/lib/placements.ts";
import { placements as placementsEn } from "#app/i18n/messages/en/placements.ts";
import { placements as placementsMr } from "#app/i18n/messages/mr/placements.ts";

describe("ctcLabel", () => {
  it("prefixes the value", () => {
    expect(ctcLabel("₹6.5 LPA", placementsEn)).toBe("CTC: ₹6.5 LPA");
  });

  it("shows a dash when the value is missing, empty or blank", () => {
    expect(ctcLabel(undefined, placementsEn)).toBe("CTC: -");
    expect(ctcLabel("", placementsEn)).toBe("CTC: -");
    expect(ctcLabel("   ", placementsEn)).toBe("CTC: -");
  });

  it("words the chip in Marathi with the Marathi texts", () => {
    expect(ctcLabel("₹6.5 LPA", placementsMr)).toBe("पॅकेज (CTC): ₹6.5 LPA");
    expect(ctcLabel(undefined, placementsMr)).toBe("पॅकेज (CTC): -");
  });
});

describe("profileHref", () => {
  it("links to the profile when there is one", () => {
    expect(profileHref("https://www.linkedin.com/in/someone")).toBe(
      "https://www.linkedin.com/in/someone",
    );
  });

  it("falls back to '#' when the link is missing, empty or blank", () => {
    expect(profileHref(undefined)).toBe("#");
    expect(profileHref("")).toBe("#");
    expect(profileHref("  ")).toBe("#");
  });
});

describe("stripRecord", () => {
  const picture = {
    src: "/images/placements/a-256.webp",
    alt: "A",
    width: 256,
    height: 256,
    widths: [128, 256],
  };
  const record = {
    id: "asha-patil",
    studentName: "Asha Patil",
    img: picture,
    course: "java",
    company: "Bluequay Data",
    role: "Java Developer",
    placedYear: "2026",
    note: "Selected in an off-campus drive.",
    profileLink: "https://www.linkedin.com/in/asha",
    duration: "2.5 months",
    fee: "Paid",
    companyLogo: { ...picture, src: "/images/companies/b.svg" },
  } as const;

  it("keeps what the home page's strip shows, its story's facts among them", () => {
    expect(stripRecord({ ...record, ctc: "₹6.5 LPA" })).toEqual({
      id: "asha-patil",
      studentName: "Asha Patil",
      img: picture,
      role: "Java Developer",
      company: "Bluequay Data",
      ctc: "₹6.5 LPA",
      placedYear: "2026",
      course: "java",
      duration: "2.5 months",
      fee: "Paid",
    });
  });

  it("leaves out a missing CTC, the note, the logo and the profile link", () => {
    expect(Object.keys(stripRecord(record))).toEqual([
      "id",
      "studentName",
      "img",
      "role",
      "company",
      "placedYear",
      "course",
      "duration",
      "fee",
    ]);
  });
});

describe("stripRecords", () => {
  const story = (n: number) =>
    ({
      id: `student-${n}`,
      studentName: `Student ${n}`,
      img: {
        src: "/images/placements/a-256.webp",
        alt: "A",
        width: 256,
        height: 256,
      },
      course: "java",
      company: "Bluequay Data",
      role: "Trainee",
      placedYear: "2026",
      note: "A note the strip leaves out.",
      duration: "2.5 months",
      fee: "Paid",
      companyLogo: {
        src: "/images/companies/b.svg",
        alt: "B",
        width: 64,
        height: 64,
      },
    }) as const;

  it("shows the first twelve as the pages list them (newest first), however many there are", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => story(i + 1));
    expect(stripRecords(twenty).map((r) => r.id)).toEqual([
      "student-1",
      "student-2",
      "student-3",
      "student-4",
      "student-5",
      "student-6",
      "student-7",
      "student-8",
      "student-9",
      "student-10",
      "student-11",
      "student-12",
    ]);
  });

  it("shows them all when there are fewer, without the note", () => {
    const three = stripRecords([story(1), story(2), story(3)]);
    expect(three.map((r) => r.id)).toEqual([
      "student-1",
      "student-2",
      "student-3",
    ]);
    expect(three.every((r) => !("note" in r))).toBe(true);
  });
});
