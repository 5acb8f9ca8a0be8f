// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentFolders, loadContent } from "#scripts/content/load.ts";
import { PRIYA, ROHAN } from "#tests/fixtures/certificates/records.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

/*
 * The content check of certificates (app/content/schemas/certificate.ts and the loader), on
 * copies of the fixture content: a number the editor did not make, a number used twice, a
 * course not in the menu, dates out of order, a name that would not print on one line.
 */

const fixture = contentFolders(process.cwd(), FIXTURE_CONTENT_DIR);
let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

type Files = Record<string, { en: Record<string, unknown>; mr: object } | null>;

/** The issues of a copy of the fixture content with certificates' files written (null: removed). */
function issuesWith(files: Files): string[] {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(dir);
  cpSync(fixture.contentDir, dir, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    const path = join(dir, "certificates", name);
    if (data === null) rmSync(path);
    else writeFileSync(path, JSON.stringify(data, null, 2));
  }
  const result = loadContent({
    ...fixture,
    contentDir: dir,
    mediaDir: join(dir, "media"),
  });
  return result.ok ? [] : [...result.issues];
}

const priya = () =>
  JSON.parse(
    readFileSync(
      join(fixture.contentDir, "certificates", `${PRIYA}.json`),
      "utf8",
    ),
  ) as { en: Record<string, unknown>; mr: object };

/** Priya's certificate with `change` made to its English entry, under its own file name. */
const priyaWith = (change: Record<string, unknown>): Files => {
  const data = priya();
  return { [`${PRIYA}.json`]: { ...data, en: { ...data.en, ...change } } };
};

describe("the content check of certificates", () => {
  it("refuses a number the editor did not make", () => {
    for (const number of [
      "NCI-2026-1234",
      "nci-2026-3f9a1c7e-b24d6a08",
      "NCI-2026-3F9A1C7E-B24D6A0G",
    ])
      expect(
        issuesWith({
          [`${PRIYA}.json`]: null,
          [`${number}.json`]: { ...priya(), en: { ...priya().en, number } },
        }),
        number,
      ).toContain(
        `certificates/${number}.json > number: must be a number the editor made, like NCI-2026-7A3F09BC-1D2E88F0 (never typed)`,
      );
  });

  it("refuses a number used twice: a copied certificate keeps the number, not the file name", () => {
    // Each file is named after its number, so a second certificate with Priya's number is a
    // file of another name, which the check refuses.
    expect(
      issuesWith({
        "NCI-2026-3F9A1C7E-B24D6A09.json": priya(),
      }),
    ).toEqual([
      `certificates/NCI-2026-3F9A1C7E-B24D6A09.json > number: must match the file name ("NCI-2026-3F9A1C7E-B24D6A09")`,
    ]);
    expect(
      issuesWith({
        [`${ROHAN}.json`]: priya(),
      }),
    ).toEqual([
      `certificates/${ROHAN}.json > number: must match the file name ("${ROHAN}")`,
    ]);
  });

  it("refuses a course that is not in the courses menu", () => {
    expect(issuesWith(priyaWith({ course: "cobol" }))).toEqual([
      `certificates/${PRIYA}.json > course: "cobol" is not a course of nav-courses.json`,
    ]);
  });

  it("refuses dates out of order: a batch ending before it starts, issued before it, revoked before issue", () => {
    expect(
      issuesWith(
        priyaWith({
          end: "2026-05-01",
          issued: "2026-05-30",
          revoked: { on: "2026-05-29", reason: "Issued in error" },
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        `certificates/${PRIYA}.json > end: must not be before the batch started`,
        `certificates/${PRIYA}.json > issued: must not be before the batch started`,
        `certificates/${PRIYA}.json > revoked > on: must not be before the certificate was issued`,
      ]),
    );
  });

  it("refuses a name that would not print on one line, and a Marathi name in other letters", () => {
    const issues = issuesWith(
      priyaWith({ name: "Priya\nPatil", nameMarathi: "Priya Patil" }),
    );
    expect(issues).toContain(
      `certificates/${PRIYA}.json > name: must be on one line`,
    );
    expect(issues).toContain(
      `certificates/${PRIYA}.json > nameMarathi: must be written in Marathi (Devanagari) letters`,
    );
  });

  it("accepts an institute with no certificate yet", () => {
    expect(
      issuesWith({
        [`${PRIYA}.json`]: null,
        [`${ROHAN}.json`]: null,
        "NCI-2026-D06E58B2-19C4F7A5.json": null,
      }),
    ).toEqual([]);
  });
});
