// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  courseCardSvg,
  wrapTitle,
  writeCourseOgImages,
} from "#scripts/build/og-images.ts";

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe("course sharing pictures", () => {
  it("breaks a long title into lines that fit, shrinking it when three lines are not enough", () => {
    const title = { size: 76, maxWidth: 820, weight: 800 } as const;
    expect(wrapTitle("Java Full Stack Development", title)).toEqual({
      lines: ["Java Full Stack", "Development"],
      size: 76,
    });
    expect(wrapTitle("AWS Cloud", title)).toEqual({
      lines: ["AWS Cloud"],
      size: 76,
    });
    const long = wrapTitle(
      "Data Science and Machine Learning with Python, Statistics, SQL and Power BI Dashboards",
      title,
    );
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.size).toBeLessThan(76);
  });

  it("draws the title, the institute and the towns as outlines, needing no installed font", () => {
    const svg = courseCardSvg({
      title: "AWS Cloud",
      siteName: "Nimbus Computer Institute",
      towns: ["Kolhapur", "Sangli"],
    });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toContain("<text");
    // The institute, the one line of the title, the towns.
    expect(svg.match(/<path /g)).toHaveLength(3);
  });

  it("writes a 1200×630 JPEG per course under /og/, within the image budget", async () => {
    const dir = mkdtempSync(join(tmpdir(), "og-"));
    dirs.push(dir);
    cpSync(
      "public/images/courses/java-1200.webp",
      join(dir, "images/courses/java-1200.webp"),
    );
    const files = await writeCourseOgImages(
      dir,
      [
        {
          slug: "java",
          title: "Java Full Stack Development",
          image: { src: "/images/courses/java-1200.webp" },
        },
      ],
      {
        name: "Nimbus Computer Institute",
        branches: [{ town: "Kolhapur" }, { town: "Sangli" }],
      },
    );
    expect(files).toEqual(["/og/java.jpg"]);
    const meta = await sharp(join(dir, "og/java.jpg")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(statSync(join(dir, "og/java.jpg")).size).toBeLessThan(150_000);
  });
});
