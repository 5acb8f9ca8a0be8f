import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { imageSize } from "image-size";
import {
  type ImageAsset,
  type ImageInput,
  type ImageKind,
  type ImageResolver,
  imageKinds,
} from "#app/content/schemas/image.ts";
import { imageFilePaths } from "#app/lib/image-files.ts";
import { checkSvg } from "#scripts/content/svg.ts";

/*
 * Resolves the pictures named in the data files. Two kinds exist:
 * - generated stand-ins already in public/images (`/images/courses/java-1200.webp`, logos as
 *   .svg), whose widths are read from the files beside them;
 * - photos the staff upload through the editor (`/images/uploads/<file>.jpg|png|webp|svg`),
 *   whose originals sit in app/content/media and which the build writes as AVIF and WebP at the
 *   widths of their kind (scripts/media/upload-images.ts), cut to the kind's shape.
 * An .svg of either kind is taken only if it holds nothing that runs or reaches out
 * (scripts/content/svg.ts); an upload is published as that check cleaned it, and the media
 * folder's own check lists an upload's problems.
 */

export const UPLOADS_URL = "/images/uploads/";

/** A raster picture the build must make from an uploaded original. */
export type UploadJob = {
  /** The original in the repository's media folder. */
  original: string;
  /** `/images/uploads/<name>`: the files are `<name>-<width>.avif|webp` (an .svg: its path). */
  base: string;
  /** None for an .svg, which is published as its check cleaned it. */
  widths: readonly number[];
  width: number;
  height: number;
};

export type ImageFolders = { publicDir: string; mediaDir: string };

/** Lower-case letters, digits and dashes: `IMG 2041.JPG` → `img-2041-jpg`. */
export function uploadName(file: string): string {
  return file
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The size an uploaded photo shows at, upright (phones store many photos turned). */
function uprightSize(path: string) {
  const size = imageSize(readFileSync(path));
  if (!size.width || !size.height) return undefined;
  const turned = (size.orientation ?? 1) >= 5;
  return turned
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height };
}

/**
 * The widths an upload is made at: those of its kind that the original covers once cut to the
 * kind's shape, or its own width when it is smaller than all of them. Never wider than the original.
 */
export function uploadWidths(
  original: { width: number; height: number },
  kind: ImageKind,
): { widths: number[]; width: number; height: number } {
  const [aw, ah] = imageKinds[kind].aspect;
  const cutWidth = Math.min(
    original.width,
    Math.floor((original.height * aw) / ah),
  );
  const fits = imageKinds[kind].widths.filter((w) => w <= cutWidth);
  const widths = fits.length ? fits : [cutWidth];
  const width = widths[widths.length - 1]!;
  return { widths, width, height: Math.round((width * ah) / aw) };
}

/** Creates the resolver the schemas use while the build parses the data files. */
export function createImageResolver(folders: ImageFolders): {
  resolve: ImageResolver;
  uploads: Map<string, UploadJob>;
} {
  const uploads = new Map<string, UploadJob>();

  const resolveUpload = (
    image: ImageInput,
    kind: ImageKind,
  ): ReturnType<ImageResolver> => {
    const file = image.src.slice(UPLOADS_URL.length);
    const original = join(folders.mediaDir, file);
    if (file.includes("/") || !existsSync(original))
      return {
        field: "src",
        error: `the uploaded file ${file} is not in app/content/media (upload it again)`,
      };
    if (file.toLowerCase().endsWith(".svg")) {
      const { problems, size } = checkSvg(readFileSync(original));
      if (problems.length)
        return {
          field: "src",
          error: `the uploaded picture ${file} is refused (see media/${file})`,
        };
      if (!size)
        return { field: "src", error: "must be an .svg with width and height" };
      // Published as its check cleaned it: no widths to make.
      uploads.set(image.src, {
        original,
        base: image.src,
        widths: [],
        ...size,
      });
      return { src: image.src, alt: image.alt, ...size };
    }
    const size = uprightSize(original);
    if (!size)
      return {
        field: "src",
        error: `${file} is not a picture that can be read`,
      };
    const made = uploadWidths(size, kind);
    const base = `${UPLOADS_URL}${uploadName(file)}`;
    uploads.set(`${base}@${kind}`, { original, base, ...made });
    return {
      src: `${base}-${made.width}.webp`,
      alt: image.alt,
      width: made.width,
      height: made.height,
      widths: made.widths,
    };
  };

  const resolveStandIn = (image: ImageInput): ReturnType<ImageResolver> => {
    const path = join(folders.publicDir, image.src);
    if (image.src.endsWith(".svg")) {
      const { problems, size } = existsSync(path)
        ? checkSvg(readFileSync(path))
        : { problems: [], size: undefined };
      const [first] = problems;
      if (first)
        return {
          field: "src",
          error: `${image.src} is refused: ${first.at ? `${first.at}: ` : ""}${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""}`,
        };
      return size
        ? { src: image.src, alt: image.alt, ...size }
        : {
            field: "src",
            error: `file not found in public/, or without width and height: ${image.src}`,
          };
    }
    const match = /^(.*)-\d+\.webp$/.exec(image.src);
    if (!match)
      return {
        field: "src",
        error:
          "must be an upload, an .svg, or a picture ending in -<width>.webp",
      };
    const name = basename(match[1]!);
    const dir = dirname(path);
    const widths = (existsSync(dir) ? readdirSync(dir) : [])
      .map((f) => new RegExp(`^${name}-(\\d+)\\.webp$`).exec(f)?.[1])
      .filter((w) => w !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    if (!widths.length)
      return { field: "src", error: `file not found in public/: ${image.src}` };
    const widest = widths[widths.length - 1]!;
    const src = `${match[1]!}-${widest}.webp`;
    const missing = imageFilePaths({ src, widths }).filter(
      (f) => !existsSync(join(folders.publicDir, f)),
    );
    if (missing.length)
      return {
        field: "src",
        error: `file not found in public/: ${missing.join(", ")}`,
      };
    const size = imageSize(readFileSync(join(folders.publicDir, src)));
    return {
      src,
      alt: image.alt,
      width: size.width,
      height: size.height,
      widths,
    };
  };

  const resolve: ImageResolver = (
    image,
    kind,
  ):
    | ImageAsset
    | {
        error: string;
        field: "src" | "alt";
      } =>
    image.src.startsWith(UPLOADS_URL)
      ? resolveUpload(image, kind)
      : resolveStandIn(image);
  return { resolve, uploads };
}
