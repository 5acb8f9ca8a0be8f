import { mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { imageVariantPath, rasterFormats } from "#app/lib/image-files.ts";

/** A file written under public/, with its size, for the summary and the size budget. */
export type Written = { file: string; bytes: number };

/** Raster files go to slow phones: none may pass this (PRODUCT.md's image budget). */
export const MAX_IMAGE_BYTES = 150 * 1024;

type Target = {
  publicDir: string;
  /** The picture's `src`: the widest WebP, e.g. /images/courses/java-1200.webp. */
  src: string;
  widths: readonly number[];
  width: number;
  height: number;
};

function written(publicDir: string, file: string): Written {
  return { file, bytes: statSync(join(publicDir, file)).size };
}

/** Renders an SVG drawn at any scale to width×height pixels, as a PNG buffer. */
export async function renderSvg(
  svg: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const drawnWidth = Number(
    /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? width,
  );
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .resize(width, height, { fit: "fill" })
    .png()
    .toBuffer();
}

/**
 * Writes `svg` as AVIF and WebP at every width. It is rendered once at the widest size and
 * scaled down from there, which keeps thin lines crisp at every width.
 */
export async function writeResponsive(
  svg: string,
  target: Target,
): Promise<Written[]> {
  const widest = await renderSvg(svg, target.width, target.height);
  const out: Written[] = [];
  for (const width of target.widths) {
    const height = Math.round((target.height * width) / target.width);
    for (const format of rasterFormats) {
      const file = imageVariantPath(target.src, width, format);
      const path = join(target.publicDir, file);
      mkdirSync(dirname(path), { recursive: true });
      const image = sharp(widest).resize(width, height, { kernel: "lanczos3" });
      if (format === "avif")
        await image
          .avif({ quality: 58, effort: 6, chromaSubsampling: "4:4:4" })
          .toFile(path);
      else
        await image
          .webp({ quality: 82, effort: 6, smartSubsample: true })
          .toFile(path);
      out.push(written(target.publicDir, file));
    }
  }
  return out;
}

/** Writes `svg` as a PNG of the given size (icons and the social image). */
export async function writePng(
  svg: string,
  publicDir: string,
  file: string,
  width: number,
  height: number,
): Promise<Written> {
  const path = join(publicDir, file);
  mkdirSync(dirname(path), { recursive: true });
  await sharp(await renderSvg(svg, width, height))
    .png({ compressionLevel: 9, palette: true, quality: 95, dither: 0.6 })
    .toFile(path);
  return written(publicDir, `/${file}`);
}
