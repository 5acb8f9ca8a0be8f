import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { UploadJob } from "#scripts/content/images.ts";
import { checkSvg } from "#scripts/content/svg.ts";
import { rasterFormats, type RasterFormat } from "#app/lib/image-files.ts";

/*
 * Makes the AVIF and WebP files of an uploaded photo: turned upright, cut to its kind's shape
 * (keeping the most interesting part), at each width, each file within the image budget. Results
 * are cached by the original's bytes, so a rebuild re-encodes only new uploads.
 */

/** The most one picture file may weigh (the build checker holds every image to it too). */
export const IMAGE_BUDGET_BYTES = 150_000;

const START_QUALITY: Record<RasterFormat, number> = { avif: 55, webp: 75 };

export type MadeFile = { fileName: string; source: Buffer };

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

/** Every file of one upload: `<base>-<width>.<format>` without the leading slash. */
export async function makeUpload(
  job: UploadJob,
  cacheDir: string,
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
  mkdirSync(cacheDir, { recursive: true });
  const files: MadeFile[] = [];
  for (const width of job.widths)
    for (const format of rasterFormats) {
      const cached = join(cacheDir, `${key}-${width}.${format}`);
      const source = existsSync(cached)
        ? readFileSync(cached)
        : await encode(original, job, width, format);
      if (!existsSync(cached)) writeFileSync(cached, source);
      files.push({
        fileName: `${job.base.slice(1)}-${width}.${format}`,
        source,
      });
    }
  return files;
}
