import { describe, expect, it } from "vitest";
import {
  batchModes,
  courseGroups,
  courseModes,
  teachingLanguages,
} from "#app/content/vocabulary.ts";
import { en } from "#app/i18n/messages/en.ts";
import { batches as enBatches } from "#app/i18n/messages/en/batches.ts";
import { mr } from "#app/i18n/messages/mr.ts";
import { batches as mrBatches } from "#app/i18n/messages/mr/batches.ts";
import { falsePromisesIn } from "#scripts/content/claims.ts";

describe("course durations and modes in each language", () => {
  it("keeps the content's English as it is", () => {
    expect(en.course.durationLabel("2.5 months")).toBe("2.5 months");
    expect(enBatches.mode("Online / Classroom")).toBe("Online / Classroom");
  });

  it("says them in Marathi, with Western digits", () => {
    expect(mr.course.durationLabel("2.5 months")).toBe("2.5 महिने");
    expect(mr.course.durationLabel("1 month")).toBe("1 महिना");
    expect(mr.course.durationLabel("6 weeks")).toBe("6 आठवडे");
    expect(mr.course.durationLabel("1 week")).toBe("1 आठवडा");
    expect(mrBatches.mode("Online / Classroom")).toBe("ऑनलाइन / क्लासरूम");
    expect(mrBatches.mode("Weekend")).toBe("वीकेंड");
  });

  it("passes a duration it does not know through unchanged", () => {
    expect(mr.course.durationLabel("Self-paced")).toBe("Self-paced");
  });

  // The type check already refuses a vocabulary value with no Marathi name; this says so in a
  // test's words, and catches an English word left in place of a translation.
  it("names every mode, teaching language and course group of the vocabulary in Marathi", () => {
    for (const mode of [...batchModes, ...courseModes])
      expect(mrBatches.mode(mode)).not.toBe(mode);
    for (const language of teachingLanguages)
      expect(mrBatches.languageName(language)).not.toBe(language);
    for (const group of courseGroups)
      expect(mr.course.groupName(group)).not.toBe(group);
  });
});

describe("the branch towns in one phrase", () => {
  it("joins them as each language does", () => {
    expect(en.routes.towns(["Kolhapur", "Sangli"])).toBe("Kolhapur & Sangli");
    expect(mr.routes.towns(["कोल्हापूर", "सांगली"])).toBe("कोल्हापूर आणि सांगली");
  });
});

describe("the interface's own texts", () => {
  const files = import.meta.glob<Record<string, unknown>>("./*/*.ts", {
    eager: true,
  });

  /** Every text of a messages module, its functions called with stand-in values. */
  function textsOf(value: unknown, at: string): [string, string][] {
    if (typeof value === "string") return [[at, value]];
    if (typeof value === "function") {
      try {
        return textsOf((value as (...a: string[]) => unknown)("x", "x"), at);
      } catch {
        return [];
      }
    }
    if (typeof value === "object" && value !== null)
      return Object.entries(value).flatMap(([k, v]) =>
        textsOf(v, `${at}.${k}`),
      );
    return [];
  }

  it("make no false promise in either language (app/content/claims.ts)", () => {
    const texts = Object.entries(files).flatMap(([file, module]) =>
      textsOf(module, file),
    );
    expect(texts.length).toBeGreaterThan(300);
    const found = texts.flatMap(([at, text]) =>
      falsePromisesIn(text).map((f) => `${at}: ${f.words}`),
    );
    expect(found).toEqual([]);
  });
});
