// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  contentProblems,
  coursesToUpdate,
  logTail,
} from "#scripts/publish/build-log.ts";

// As `npm run build` prints them in the workflow (Vite's wrapping, a stack after the list).
const failed = [
  "> build",
  "> react-router build",
  "",
  "vite v8.3.8 building client environment for production...",
  "\u001b[31m✗\u001b[39m Build failed in 287ms",
  "[plugin nimbus:content]",
  "RolldownError: Content check failed, 2 problems in app/content (file > entry > field: what is wrong):",
  "  - courses/java.json > batches[0] > seats: must be 0 or more",
  '  - placements/asha.json > company: "Infosys" is not a company in companies.json',
  "    at error (file:///home/runner/work/website/node_modules/rolldown/dist/shared/logs.mjs:164:24)",
  "  errors: [Getter/Setter]",
].join("\n");

const built = [
  "vite v8.3.8 building client environment for production...",
  "[plugin nimbus:content] Batches to update (as of 2026-11-24):",
  "  - courses/java.json: the next batch starts on 2026-12-07; check its seats and add the one after.",
  "  - courses/excel.json: every batch has started (the last on 2025-08-18); the page shows 'No Upcoming Batches'. Add the next batch.",
  "transforming...",
  "✓ 2477 modules transformed.",
].join("\r\n");

describe("reading the build's output", () => {
  it("finds the content problems, one per line, and nothing after the list", () => {
    expect(contentProblems(failed)).toEqual([
      "courses/java.json > batches[0] > seats: must be 0 or more",
      'placements/asha.json > company: "Infosys" is not a company in companies.json',
    ]);
    expect(contentProblems(built)).toEqual([]);
  });

  it("finds the courses to update, none when every course is ahead, and no list when the build stopped first", () => {
    expect(coursesToUpdate(built)).toEqual({
      asOf: "2026-11-24",
      courses: [
        {
          file: "courses/java.json",
          note: "the next batch starts on 2026-12-07; check its seats and add the one after.",
        },
        {
          file: "courses/excel.json",
          note: "every batch has started (the last on 2025-08-18); the page shows 'No Upcoming Batches'. Add the next batch.",
        },
      ],
    });
    expect(
      coursesToUpdate(
        "[plugin nimbus:content] Batches: every course has a batch more than two weeks ahead.\n",
      ),
    ).toEqual({ asOf: "", courses: [] });
    expect(coursesToUpdate(failed)).toBeUndefined();
  });

  it("keeps the last lines that say something, without colour codes", () => {
    expect(logTail(failed, 3)).toBe(
      [
        '  - placements/asha.json > company: "Infosys" is not a company in companies.json',
        "    at error (file:///home/runner/work/website/node_modules/rolldown/dist/shared/logs.mjs:164:24)",
        "  errors: [Getter/Setter]",
      ].join("\n"),
    );
    expect(logTail(failed, 7).split("\n")[0]).toBe("✗ Build failed in 287ms");
  });
});
