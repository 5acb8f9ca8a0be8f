import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { imageSize } from "image-size";
import {
  type PictureExtension,
  pictureExtensions,
} from "#app/content/vocabulary.ts";
import { checkSvg, formatSvgProblem } from "#scripts/content/svg.ts";

/*
 * The editor's media folder (app/content/media) is where the staff's uploads land, and the only
 * folder of the repository they can write files into. Every file in it is checked, whether a
 * page uses it yet or not: a picture of a type the site takes, that is what it says it is, and,
 * for an SVG, that holds nothing that runs or reaches out (scripts/content/svg.ts).
 */

/** Files in the folder that are not uploads: git's placeholder of an empty folder. */
const NOT_UPLOADS = new Set([".gitkeep"]);

/** The most problems listed for one SVG; a file with more is refused just the same. */
const MAX_LISTED = 10;

const TYPE_NAMES: Record<PictureExtension, string> = {
  webp: "WebP",
  svg: "SVG",
  jpg: "JPEG",
  jpeg: "JPEG",
  png: "PNG",
};

/** What `image-size` calls each raster type. */
const SNIFFED: Record<Exclude<PictureExtension, "svg">, string> = {
  webp: "webp",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
};

/** The types the site takes, for messages: "JPEG, PNG, WebP or SVG". */
export const TAKEN_TYPES = "JPEG, PNG, WebP or SVG";

const isPictureExtension = (ext: string): ext is PictureExtension =>
  (pictureExtensions as readonly string[]).includes(ext);

/** The SVG's problems as report lines, at most MAX_LISTED of them and a count of the rest. */
export function svgIssues(file: string, source: Uint8Array): string[] {
  const { problems } = checkSvg(source);
  const lines = problems
    .slice(0, MAX_LISTED)
    .map((p) => formatSvgProblem(file, p));
  if (problems.length > MAX_LISTED)
    lines.push(
      `${file}: ${problems.length - MAX_LISTED} more problems like these`,
    );
  return lines;
}

/** The problems of one upload, named `media/<file>` as the content report names files. */
function fileIssues(mediaDir: string, name: string): string[] {
  const file = `media/${name}`;
  const ext = extname(name).slice(1).toLowerCase();
  if (!isPictureExtension(ext))
    return [
      `${file}: is not a picture the site takes (${TAKEN_TYPES}): delete it in the editor's Assets`,
    ];
  const source = readFileSync(join(mediaDir, name));
  if (ext === "svg") return svgIssues(file, source);
  let type: string | undefined;
  try {
    type = imageSize(source).type;
  } catch {
    type = undefined;
  }
  return type === SNIFFED[ext]
    ? []
    : [
        `${file}: is not a ${TYPE_NAMES[ext]} picture (${type ? `it holds a ${type.toUpperCase()}` : "it is not a picture at all"}): upload the picture itself`,
      ];
}

/** Every problem of the media folder's files, one line each, in file-name order. */
export function mediaIssues(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  return readdirSync(mediaDir, { withFileTypes: true })
    .filter((entry) => !NOT_UPLOADS.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) =>
      entry.isFile()
        ? fileIssues(mediaDir, entry.name)
        : [
            `media/${entry.name}: is not a file: the editor keeps each upload in app/content/media itself`,
          ],
    );
}
