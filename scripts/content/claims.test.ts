// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  falsePromiseMessage,
  falsePromisesIn,
  falsePromisesInEntry,
  normalise,
} from "#scripts/content/claims.ts";

/*
 * The false promises of app/content/claims.ts, one case per row: what a text says, and the
 * words the check must name (none for a text that passes).
 */

const PERCENT = "claims 100 % placement or selection";
const GUARANTEE = "promises a guaranteed or assured job";

describe("normalise", () => {
  it.each([
    ["100 % Placement", "100% placement"],
    ["100 percent placement", "100% placement"],
    ["100 per cent selection", "100% selection"],
    ["Hundred percent jobs", "100% jobs"],
    ["१००% नोकरी", "100% नोकरी"],
    ["१०० टक्के नोकरी", "100% नोकरी"],
    ["शंभर टक्के प्लेसमेंट", "100% प्लेसमेंट"],
    ["Job\u00A0  Guarantee", "job guarantee"],
    ["We don\u2019t", "we don't"],
    ["नोकरी\u200Cची हमी", "नोकरीची हमी"],
  ])("reads %j as %j", (text, expected) => {
    expect(normalise(text).text).toBe(expected);
  });
});

describe("falsePromisesIn refuses", () => {
  it.each([
    ["100% placement", "100% placement", PERCENT],
    ["100 % Placement assistance for every batch", "100 % Placement", PERCENT],
    ["Get 100 percent placement with us.", "100 percent placement", PERCENT],
    [
      "100 per cent selection in campus drives",
      "100 per cent selection",
      PERCENT,
    ],
    ["A hundred percent job record", "hundred percent job", PERCENT],
    ["100% job guarantee", "100% job guarantee", PERCENT],
    ["Our students get 100% jobs.", "100% jobs", PERCENT],
    ["100% results every year", "100% results", PERCENT],
    ["Job guarantee", "Job guarantee", GUARANTEE],
    ["JOB GUARANTEE after the course", "JOB GUARANTEE", GUARANTEE],
    ["A job-guarantee programme", "job-guarantee", GUARANTEE],
    ["Guaranteed job in an MNC", "Guaranteed job", GUARANTEE],
    ["We guarantee you a job.", "guarantee you a job", GUARANTEE],
    ["We guarantee placement assistance", "guarantee placement", GUARANTEE],
    ["Guaranteed placement in 90 days", "Guaranteed placement", GUARANTEE],
    ["Jobs are guaranteed for every student", "Jobs are guaranteed", GUARANTEE],
    ["Placement guaranteed!", "Placement guaranteed", GUARANTEE],
    ["Guaranteed selection in top firms", "Guaranteed selection", GUARANTEE],
    ["a guaranteed offer letter", "guaranteed offer letter", GUARANTEE],
    ["Assured job after training", "Assured job", GUARANTEE],
    ["Job assured.", "Job assured", GUARANTEE],
    ["We assure every student a job", "assure every student a job", GUARANTEE],
    ["Job assurance programme", "Job assurance", GUARANTEE],
    ["We promise you a job", "promise you a job", GUARANTEE],
    ["Sure-shot placement", "Sure-shot placement", GUARANTEE],
    ["Confirmed job for toppers", "Confirmed job", GUARANTEE],
    ["gauranteed job", "gauranteed job", GUARANTEE],
    ["Not only training but a job guarantee", "job guarantee", GUARANTEE],
    [
      "No other institute gives you a job guarantee",
      "job guarantee",
      GUARANTEE,
    ],
    ["Want a guaranteed job?", "guaranteed job", GUARANTEE],
    ["१००% नोकरी", "१००% नोकरी", PERCENT],
    ["100% नोकरीची संधी", "100% नोकरीची", PERCENT],
    ["१०० टक्के प्लेसमेंट", "१०० टक्के प्लेसमेंट", PERCENT],
    ["शंभर टक्के निवड", "शंभर टक्के निवड", PERCENT],
    ["नोकरीची हमी", "नोकरीची हमी", GUARANTEE],
    ["कोर्सनंतर नोकरीची हमी मिळते.", "नोकरीची हमी", GUARANTEE],
    ["नोकरी मिळण्याची हमी", "नोकरी मिळण्याची हमी", GUARANTEE],
    ["खात्रीशीर नोकरी", "खात्रीशीर नोकरी", GUARANTEE],
    ["हमखास नोकरी मिळवा", "हमखास नोकरी", GUARANTEE],
    ["नोकरीची खात्री", "नोकरीची खात्री", GUARANTEE],
    ["प्लेसमेंटची हमी", "प्लेसमेंटची हमी", GUARANTEE],
    ["जॉब गॅरंटी कोर्स", "जॉब गॅरंटी", GUARANTEE],
    ["गॅरंटीड नोकरी", "गॅरंटीड नोकरी", GUARANTEE],
    ["नोकरीची हमी, नाही तर पैसे परत", "नोकरीची हमी", GUARANTEE],
    ["नोकरीची हमी देता का?", "नोकरीची हमी", GUARANTEE],
  ])("%j, naming %j", (text, words, promise) => {
    expect(falsePromisesIn(text)).toEqual([{ words, promise }]);
  });

  it("names each promise of a text once, in order", () => {
    expect(
      falsePromisesIn("100% placement. Also: a guaranteed job, नोकरीची हमी!"),
    ).toEqual([
      { words: "100% placement", promise: PERCENT },
      { words: "guaranteed job", promise: GUARANTEE },
      { words: "नोकरीची हमी", promise: GUARANTEE },
    ]);
  });
});

describe("falsePromisesIn lets pass", () => {
  it.each([
    "We do not promise a job, and nobody honestly can.",
    "We do not guarantee a job.",
    "We don\u2019t guarantee placement.",
    "We never promise jobs.",
    "There is no job guarantee, only honest placement support.",
    "A job is not guaranteed.",
    "Placement is not guaranteed by anyone.",
    "Without any job guarantee, we still help you prepare.",
    "We cannot promise a job.",
    "आम्ही नोकरीचे वचन देत नाही; प्रामाणिकपणे कोणीच देऊ शकत नाही.",
    "नोकरीची हमी देत नाही.",
    "आम्ही नोकरीची हमी देत नाही",
    "कोणत्याही नोकरीची हमी नसते.",
    "100% प्लेसमेंटचा दावा आम्ही करत नाही.",
    "80% Practical Learning",
    "Placement support for every student who completes the course with 75% attendance.",
    "Job Placement Assistance",
    "Job-ready in ten weeks.",
    "We make sure you are job-ready.",
    "Promises and async/await",
    "नोकरीसाठी प्लेसमेंट साहाय्य",
    "1000+ Student Success",
  ])("%j", (text) => {
    expect(falsePromisesIn(text)).toEqual([]);
  });

  it.each([
    "Do you guarantee a job?",
    "Is a job guaranteed after the course?",
    "नोकरीची हमी देता का?",
    "१००% प्लेसमेंट मिळते का?",
  ])("the yes-or-no question %j, in a list of questions", (text) => {
    expect(falsePromisesIn(text, { question: true })).toEqual([]);
  });

  it.each([
    ["Why do we guarantee a job?", "guarantee a job"],
    ["Looking for 100% placement?", "100% placement"],
  ])("but not %j, which asks nothing", (text, words) => {
    expect(falsePromisesIn(text, { question: true })).toEqual([
      { words, promise: expect.any(String) },
    ]);
  });
});

describe("falsePromisesInEntry", () => {
  it("reads every text of an entry, naming its place", () => {
    const entry = {
      title: "Java",
      highlights: ["Spring Boot", "100% job guarantee"],
      questions: [
        { question: "Do you guarantee a job?", answer: "Guaranteed job!" },
      ],
      img: { src: "/images/a.webp", alt: "A guaranteed job poster" },
    };
    expect(
      falsePromisesInEntry(entry).map(
        (f) => `${f.path.join(".")}: ${f.found.words}`,
      ),
    ).toEqual([
      "highlights.1: 100% job guarantee",
      "questions.0.answer: Guaranteed job",
      "img.alt: guaranteed job",
    ]);
  });

  it("leaves a shared value copied into a translation to the English", () => {
    expect(
      falsePromisesInEntry(
        { company: "Job Guarantee Ltd", role: "नोकरीची हमी" },
        { company: "Job Guarantee Ltd", role: "Developer" },
      ).map((f) => f.path.join(".")),
    ).toEqual(["role"]);
  });

  it("tells the staff why, and where the phrases are", () => {
    expect(
      falsePromiseMessage({ words: "100% job guarantee", promise: PERCENT }),
    ).toBe(
      '"100% job guarantee" claims 100 % placement or selection, which India\'s 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)',
    );
  });
});
