import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { UploadJob } from "#scripts/content/images.ts";
import { checkSvg } from "#scripts/content/svg.ts";
import { rasterFormats, type RasterFormat } from "#app/lib/image-files.ts";

/*
 * Makes the AVIF and WebP files of an uploaded photo: turned upright, cut to its kind's shape
 * (keeping the most interesting part), at each width, each file within the image budget.
 *
 * Encoding is the slow part of a build (2 to 9 s a photo on the two-core machine), and CI builds
 * a fresh clone, so a cache outside the repository made every run encode every photo the staff
 * ever uploaded. The made files are therefore kept in the repository, in the content's
 * media-made/ folder, named by a hash of the original's bytes and the sizes asked for: a build
 * reads a photo's files from there when they are there, and makes and writes them there when
 * not. Whoever builds after an upload commits what the build wrote; until then each fresh clone
 * makes that photo again (a staff save through the editor commits only the original). A build
 * also removes the files no upload needs any more (pruneMade).
 */

/** The most one picture file may weigh (the build checker holds every image to it too). */
export const IMAGE_BUDGET_BYTES = 150_000;

const START_QUALITY: Record<RasterFormat, number> = { avif: 55, webp: 75 };

export type MadeFile = {
  fileName: string;
  source: Buffer;
  /** Its name in media-made/, for a photo's files. */
  kept?: string;
};

async function encode(
  original: Buffer,
  job: UploadJob,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  const height = Math.round((width * job.height) / job.width);
  const resized = sharp(original).rotate().resize(width, height, {
    fit: "cover",
    position: sharp.strategy.attention,
  });
  // A busy photo can be heavy at the widest size: step the quality down until it fits.
  for (let quality = START_QUALITY[format]; ; quality -= 10) {
    const copy = resized.clone();
    const encoder =
      format === "avif"
        ? copy.avif({ quality, effort: 4 })
        : copy.webp({ quality, effort: 5 });
    const out = await encoder.toBuffer();
    if (out.length <= IMAGE_BUDGET_BYTES || quality <= 25) return out;
  }
}

/**
 * Every file of one upload: `<base>-<width>.<format>` without the leading slash. A photo's files
 * are read from `madeDir` (the content's media-made/) when made before, else made and kept there.
 */
export async function makeUpload(
  job: UploadJob,
  madeDir: string,
): Promise<MadeFile[]> {
  const original = readFileSync(job.original);
  if (!job.widths.length) {
    // An .svg: published as DOMPurify left it (the resolver has refused one with problems).
    const { clean } = checkSvg(original);
    if (clean === undefined) throw new Error(`${job.original} is refused`);
    return [{ fileName: job.base.slice(1), source: Buffer.from(clean) }];
  }
  const key = createHash("sha256")
    .update(original)
    .update(JSON.stringify([job.widths, job.width, job.height]))
    .digest("hex")
    .slice(0, 16);
  mkdirSync(madeDir, { recursive: true });
  const files: MadeFile[] = [];
  for (const width of job.widths)
    for (const format of rasterFormats) {
      const kept = `${key}-${width}.${format}`;
      const path = join(madeDir, kept);
      const source = existsSync(path)
        ? readFileSync(path)
        : await encode(original, job, width, format);
      if (!existsSync(path)) writeFileSync(path, source);
      files.push({
        fileName: `${job.base.slice(1)}-${width}.${format}`,
        source,
        kept,
      });
    }
  return files;
}

/** Removes from `madeDir` every file not in `kept` (a replaced or deleted photo's); says which. */
export function pruneMade(madeDir: string, kept: ReadonlySet<string>) {
  if (!existsSync(madeDir)) return [];
  // Only made pictures: the folder's README stays.
  const stale = readdirSync(madeDir).filter(
    (name) => /\.(avif|webp)$/.test(name) && !kept.has(name),
  );
  for (const name of stale) rmSync(join(madeDir, name));
  return stale;
}
