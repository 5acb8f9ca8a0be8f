// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { mediaIssues } from "#scripts/content/media.ts";

/*
 * The media folder as a staff member (or a stolen editor token) could leave it: every file is
 * checked, used by a page or not, and each problem names the file as the content report does.
 */

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function mediaFolder(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), "media-"));
  dirs.push(dir);
  for (const [name, source] of Object.entries(files))
    writeFileSync(join(dir, name), source);
  return dir;
}

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const jpeg = () =>
  sharp({
    create: { width: 8, height: 8, channels: 3, background: "#3366aa" },
  })
    .jpeg()
    .toBuffer();

describe("the media folder's check", () => {
  it("passes honest uploads of every type the site takes, and git's placeholder", async () => {
    const photo = await jpeg();
    const png = await sharp(photo).png().toBuffer();
    const webp = await sharp(photo).webp().toBuffer();
    const dir = mediaFolder({
      ".gitkeep": "",
      "Lab Photo.JPG": photo,
      "team.jpeg": photo,
      "chart.png": png,
      "banner.webp": webp,
      "logo.svg": `<svg ${SVG} width="200" height="60"><title>Logo</title><rect width="200" height="60" fill="#0ea5e9"/></svg>`,
    });
    expect(mediaIssues(dir)).toEqual([]);
  });

  it("refuses a scripted SVG, naming the file, the element and the reason", () => {
    const dir = mediaFolder({
      "evil.svg": `<svg ${SVG} width="120" height="80" onload="fetch('/planted-ran')">
<script>localStorage.setItem("planted", "ran")</script>
<image href="https://evil.example/beacon.png" width="1" height="1"/>
</svg>`,
    });
    expect(mediaIssues(dir)).toEqual([
      "media/evil.svg > <svg> (line 1) > onload: is an event handler, which runs script",
      "media/evil.svg > <script> (line 2): runs script: a picture may not hold one",
      'media/evil.svg > <image> (line 3) > href: points outside the picture ("https://evil.example/beacon.png"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
    ]);
  });

  it("lists ten problems of one SVG and counts the rest", () => {
    const rects = Array.from(
      { length: 12 },
      (_, i) => `<rect onclick="f(${i})"/>`,
    ).join("\n");
    const dir = mediaFolder({ "many.svg": `<svg ${SVG}>\n${rects}\n</svg>` });
    const issues = mediaIssues(dir);
    expect(issues).toHaveLength(11);
    expect(issues[0]).toBe(
      "media/many.svg > <rect> (line 2) > onclick: is an event handler, which runs script",
    );
    expect(issues[10]).toBe("media/many.svg: 2 more problems like these");
  });

  it("refuses files of types the site does not take, pictures that are not what they say, and folders", async () => {
    const dir = mediaFolder({
      "page.html": "<script>alert(1)</script>",
      "notes.PDF": "%PDF-1.7",
      "fake.png": "<html><script>alert(1)</script></html>",
      "photo.png": await jpeg(),
      noextension: "x",
    });
    mkdirSync(join(dir, "nested"));
    expect(mediaIssues(dir)).toEqual([
      "media/fake.png: is not a PNG picture (it is not a picture at all): upload the picture itself",
      "media/nested: is not a file: the editor keeps each upload in app/content/media itself",
      "media/noextension: is not a picture the site takes (JPEG, PNG, WebP or SVG): delete it in the editor's Assets",
      "media/notes.PDF: is not a picture the site takes (JPEG, PNG, WebP or SVG): delete it in the editor's Assets",
      "media/page.html: is not a picture the site takes (JPEG, PNG, WebP or SVG): delete it in the editor's Assets",
      "media/photo.png: is not a PNG picture (it holds a JPG): upload the picture itself",
    ]);
  });

  it("has nothing to say about a folder that does not exist yet", () => {
    expect(mediaIssues(join(tmpdir(), "no-such-media-folder"))).toEqual([]);
  });
});
