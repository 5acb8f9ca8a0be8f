/*
 * The naming rule of raster pictures under public/images, in one place: the media script writes
 * files by it, content validation checks them by it and <Picture> builds its srcset from it.
 * No imports, so plain Node (the media script) can load this file too.
 */

export type RasterFormat = "avif" | "webp";

/** The formats every raster picture exists in, best first (the order of `<source>`s). */
export const rasterFormats: readonly RasterFormat[] = ["avif", "webp"];

/** `/images/courses/java-1200.webp` → `/images/courses/java-480.avif` for width 480, AVIF. */
export function imageVariantPath(
  src: string,
  width: number,
  format: RasterFormat,
): string {
  return src.replace(/-\d+\.webp$/, `-${width}.${format}`);
}

/** The `srcset` of one format: every width of the picture, narrow to wide. */
export function imageSrcSet(
  image: { src: string; widths?: readonly number[] },
  format: RasterFormat,
): string {
  return (image.widths ?? [])
    .map((width) => `${imageVariantPath(image.src, width, format)} ${width}w`)
    .join(", ");
}

/** Every file a picture needs under public/: the .svg, or each width in each format. */
export function imageFilePaths(image: {
  src: string;
  widths?: readonly number[];
}): string[] {
  if (!image.widths) return [image.src];
  return image.widths.flatMap((width) =>
    rasterFormats.map((format) => imageVariantPath(image.src, width, format)),
  );
}
