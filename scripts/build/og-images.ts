// Each course page's sharing picture (Open Graph, Twitter), made at build time from the course's
// picture and title: the picture fills the card, darkened on the left where the title, the
// institute's name and its towns are drawn. Text is drawn as Inter outlines
// (scripts/media/lib/text.ts), so the card looks the same on every machine, whatever fonts are
// installed. Inter has no Devanagari, so the card is in English for both languages.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { paths } from "#app/config/paths.ts";
import { OG_IMAGE_SIZE } from "#app/lib/seo.ts";
import { brand, svgDoc } from "#scripts/media/art/palette.ts";
import { measure, textPath, type Weight } from "#scripts/media/lib/text.ts";

/** The size Open Graph and Twitter's large card show without cropping. */
const OG_IMAGE = OG_IMAGE_SIZE;

/** Where the title may run, and how large it starts. */
const TITLE = { x: 72, maxWidth: 820, size: 76, weight: 800 as Weight };
const MAX_LINES = 3;

/**
 * `title` broken into at most `maxLines` lines no wider than `maxWidth` at `size`, shrinking
 * the size until it fits (a single word wider than the line is shrunk to fit by textPath).
 */
export function wrapTitle(
  title: string,
  {
    size,
    maxWidth,
    weight,
  }: { size: number; maxWidth: number; weight: Weight },
  maxLines = MAX_LINES,
): { lines: string[]; size: number } {
  const words = title.split(/\s+/).filter(Boolean);
  for (let s = size; ; s -= 4) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (
        last !== undefined &&
        measure(`${last} ${word}`, { size: s, weight }) <= maxWidth
      )
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines || s <= 36) return { lines, size: s };
  }
}

/** The card's drawing over the picture: shade, title, the institute and its towns. */
export function courseCardSvg(course: {
  title: string;
  siteName: string;
  towns: readonly string[];
}): string {
  const { width, height } = OG_IMAGE;
  const { lines, size } = wrapTitle(course.title, TITLE);
  const lineHeight = Math.round(size * 1.12);
  // The title block sits in the middle of the card, between the name and the towns.
  const top = Math.round(
    height / 2 - (lines.length * lineHeight) / 2 + size * 0.8,
  );
  const title = lines
    .map((line, i) =>
      textPath(line, {
        x: TITLE.x,
        y: top + i * lineHeight,
        size,
        weight: TITLE.weight,
        fill: brand.white,
        maxWidth: TITLE.maxWidth,
      }),
    )
    .join("");
  const towns = course.towns.join(" \u00B7 ");
  return svgDoc(
    width,
    height,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand.slate900}" stop-opacity=".94"/><stop offset=".6" stop-color="${brand.slate900}" stop-opacity=".78"/><stop offset="1" stop-color="${brand.slate900}" stop-opacity=".25"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>` +
      `<rect x="${TITLE.x}" y="72" width="12" height="44" fill="${brand.red600}"/>` +
      textPath(course.siteName, {
        x: TITLE.x + 28,
        y: 106,
        size: 34,
        weight: 700,
        fill: brand.white,
        maxWidth: 900,
      }) +
      title +
      `<rect x="${TITLE.x}" y="${height - 124}" width="${Math.min(measure(towns, { size: 30, weight: 600 }) + 48, 1000)}" height="56" rx="28" fill="${brand.red700}"/>` +
      textPath(towns, {
        x: TITLE.x + 24,
        y: height - 85,
        size: 30,
        weight: 600,
        fill: brand.white,
        maxWidth: 952,
      }),
  );
}

/**
 * Writes `/og/<slug>.jpg` under `clientDir` for each course, from its picture (`image.src`, a
 * file of the build) and title. Returns the files written.
 */
export async function writeCourseOgImages(
  clientDir: string,
  courses: readonly {
    slug: string;
    title: string;
    image: { src: string };
  }[],
  site: { name: string; branches: readonly { town: string }[] },
): Promise<string[]> {
  const { width, height } = OG_IMAGE;
  const files: string[] = [];
  for (const course of courses) {
    const file = paths.ogImage(course.slug);
    const out = join(clientDir, file);
    mkdirSync(dirname(out), { recursive: true });
    const picture = await sharp(join(clientDir, course.image.src))
      .resize(width, height, { fit: "cover", position: "centre" })
      .toBuffer();
    const card = Buffer.from(
      courseCardSvg({
        title: course.title,
        siteName: site.name,
        towns: site.branches.map((b) => b.town),
      }),
    );
    await sharp(picture)
      .composite([{ input: card, top: 0, left: 0 }])
      .flatten({ background: brand.slate900 })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(out);
    files.push(file);
  }
  return files;
}
