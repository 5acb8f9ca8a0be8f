// @vitest-environment node
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NEXT_BUILD_DIR, NEXT_BUILD_LOG } from "#tests/fixtures/next-build.ts";

/*
 * What publishing makes of a staff member's valid save, read from the build that publishes it:
 * the fixture site built again after a save to the Java course (a new batch on 14 Jan 2030 with
 * 3 seats, and a course picture uploaded straight from a phone, 4000×3000), made by
 * `npm run build:fixture-next` (tests/fixtures/next-build.ts) before `npm run test:built`. The
 * same build is the deploy the e2e suite switches a held-open tab to. What an invalid save does
 * is in publish.test.ts.
 */

const root = resolve(import.meta.dirname, "../..");
const client = join(root, NEXT_BUILD_DIR, "build/client");
const page = () =>
  readFileSync(join(client, "courses/java/index.html"), "utf8");

describe("a valid staff save, as published", () => {
  it("shows the new batch on the course page with its seats as SPEC.md words them", () => {
    const row = page()
      .split("<tr")
      .find((r) => r.includes("14 Jan 2030"));
    expect(row).toContain("Few Seats");
    expect(row).toContain("Online");
  });

  it("makes the uploaded phone photo into AVIF and WebP at the course picture's widths", async () => {
    // Course pictures are made at 480, 800 and 1200 px wide, 16:10.
    expect(page()).toContain('src="/images/uploads/phone-photo-jpg-1200.webp"');
    expect(page()).toContain('alt="Students in the Java lab"');
    expect(page()).toContain('width="1200" height="750"');
    for (const [width, height] of [
      [480, 300],
      [800, 500],
      [1200, 750],
    ])
      for (const format of ["avif", "webp"]) {
        const file = join(
          client,
          `images/uploads/phone-photo-jpg-${width}.${format}`,
        );
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThanOrEqual(150_000);
        const meta = await sharp(file).metadata();
        expect([meta.width, meta.height]).toEqual([width, height]);
      }
  });

  it("printed its build's summary, which names no problem", () => {
    const log = readFileSync(join(root, NEXT_BUILD_LOG), "utf8");
    expect(log).toContain("Prerender (html): /courses/java");
    expect(log).not.toMatch(/^\s*- courses\/java\.json > /m);
  });
});
