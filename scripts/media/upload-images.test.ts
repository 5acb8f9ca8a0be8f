// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { makeUpload, pruneMade } from "#scripts/media/upload-images.ts";

const dir = mkdtempSync(join(tmpdir(), "upload-svg-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an uploaded SVG", () => {
  it("is published as its check cleaned it, without the drawing program's notes", async () => {
    const original = join(dir, "logo.svg");
    writeFileSync(
      original,
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="20" height="10" inkscape:version="1.3"><rect width="20" height="10" fill="#0ea5e9" inkscape:label="box"/></svg>`,
    );
    const files = await makeUpload(
      {
        original,
        base: "/images/uploads/logo.svg",
        widths: [],
        width: 20,
        height: 10,
      },
      join(dir, "cache"),
    );
    expect(
      files.map((f) => ({ ...f, source: f.source.toString("utf8") })),
    ).toEqual([
      {
        fileName: "images/uploads/logo.svg",
        source: `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0ea5e9"/></svg>\n`,
      },
    ]);
  });
});

describe("an uploaded photo's made files", () => {
  const job = (original: string) => ({
    original,
    base: "/images/uploads/lab-jpg",
    widths: [128, 256],
    width: 256,
    height: 256,
  });

  it("are made once and read back from media-made/ by every later build", async () => {
    const original = join(dir, "lab.jpg");
    await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#0ea5e9" },
    })
      .jpeg()
      .toFile(original);
    const made = join(dir, "made-once");
    const first = await makeUpload(job(original), made);
    expect(first.map((f) => f.fileName)).toEqual([
      "images/uploads/lab-jpg-128.avif",
      "images/uploads/lab-jpg-128.webp",
      "images/uploads/lab-jpg-256.avif",
      "images/uploads/lab-jpg-256.webp",
    ]);
    expect(readdirSync(made).sort()).toEqual(first.map((f) => f.kept).sort());
    // What a later build publishes is what media-made/ holds, not a new encoding.
    const kept = first[0]!.kept!;
    writeFileSync(join(made, kept), "kept in git");
    const second = await makeUpload(job(original), made);
    expect(second[0]!.source.toString()).toBe("kept in git");
    expect(second.slice(1).map((f) => f.source)).toEqual(
      first.slice(1).map((f) => f.source),
    );
  });

  it("are removed once no upload needs them, and the rest stay, the folder's README too", () => {
    const made = join(dir, "made-prune");
    mkdirSync(made);
    for (const name of [
      "aaaa-128.avif",
      "aaaa-128.webp",
      "bbbb-128.avif",
      "README.md",
    ])
      writeFileSync(join(made, name), name);
    expect(
      pruneMade(made, new Set(["aaaa-128.avif", "aaaa-128.webp"])),
    ).toEqual(["bbbb-128.avif"]);
    expect(readdirSync(made).sort()).toEqual([
      "README.md",
      "aaaa-128.avif",
      "aaaa-128.webp",
    ]);
    expect(pruneMade(join(dir, "none"), new Set())).toEqual([]);
    expect(existsSync(join(dir, "none"))).toBe(false);
  });
});
