import { icon } from "#scripts/media/lib/icons.ts";
import { textPath } from "#scripts/media/lib/text.ts";
import { brand, svgDoc } from "#scripts/media/art/palette.ts";
import { bust, lookFor, type Expression } from "#scripts/media/art/people.ts";

/*
 * Video posters (960×540) and the frames of the sample mp4 clips, which are the same scene in
 * motion: the student talking, their words appearing under their name.
 */

const W = 960;
const H = 540;

function backdrop(): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.indigo900}"/><stop offset="1" stop-color="${brand.slate900}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${brand.red600}" stop-opacity=".55"/><stop offset="1" stop-color="${brand.red600}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="660" cy="250" r="300" fill="url(#glow)"/>` +
    `<g fill="${brand.white}" opacity=".12">${Array.from({ length: 4 }, (_, r) => Array.from({ length: 10 }, (_, c) => `<circle cx="${60 + c * 22}" cy="${470 + r * 18}" r="2.2"/>`).join("")).join("")}</g>`
  );
}

/** A large opening quotation mark, 96×64, top-left at (x, y). */
function quoteMark(x: number, y: number, fill: string): string {
  const one = (dx: number) =>
    `<path d="M${x + dx} ${y + 64} V${y + 34} C${x + dx} ${y + 14} ${x + dx + 12} ${y + 2} ${x + dx + 38} ${y} V${y + 12} C${x + dx + 24} ${y + 16} ${x + dx + 18} ${y + 24} ${x + dx + 18} ${y + 32} H${x + dx + 38} V${y + 64} Z" fill="${fill}"/>`;
  return one(0) + one(52);
}

type SceneOptions = {
  name: string;
  role: string;
  /** Vertical offset of the figure, for a gentle bob in video frames. */
  bob?: number;
  expression?: Expression;
  /** Words shown under the name, typed out in video frames. */
  caption?: string;
  /** 0–1: the progress bar of a playing clip; omitted on posters. */
  progress?: number;
};

/** The testimonial scene: the student on the right, name, role and words on the left. */
export function posterScene({
  name,
  role,
  bob = 0,
  expression,
  caption,
  progress,
}: SceneOptions): string {
  const look = lookFor(name);
  const scale = 1.75;
  const headY = 262 + bob;
  const captionBlock = caption
    ? `<rect x="64" y="404" width="440" height="64" rx="14" fill="${brand.white}" opacity=".1"/>` +
      textPath(caption, {
        x: 86,
        y: 444,
        size: 24,
        weight: 600,
        fill: brand.white,
        maxWidth: 400,
      })
    : `<rect x="64" y="404" width="184" height="44" rx="22" fill="${brand.red700}"/>` +
      textPath("Student review", {
        x: 156,
        y: 433,
        size: 19,
        weight: 700,
        fill: brand.white,
        anchor: "middle",
      });
  const bar =
    progress === undefined
      ? ""
      : `<rect x="0" y="${H - 8}" width="${W}" height="8" fill="${brand.white}" opacity=".2"/><rect x="0" y="${H - 8}" width="${Math.round(W * progress)}" height="8" fill="${brand.red600}"/>`;
  return svgDoc(
    W,
    H,
    backdrop() +
      // Continues the figure's body below its 256-unit box, down past the bottom edge.
      `<rect x="${660 - 175}" y="${headY + 140 * scale}" width="350" height="${H}" fill="${look.shirt}"/>` +
      bust(look, 660 - 128 * scale, headY - 112 * scale, scale, expression) +
      quoteMark(64, 150, brand.red600) +
      textPath(name, {
        x: 64,
        y: 316,
        size: 44,
        weight: 800,
        fill: brand.white,
        maxWidth: 440,
      }) +
      textPath(role, {
        x: 64,
        y: 360,
        size: 22,
        weight: 400,
        fill: brand.slate300,
        maxWidth: 440,
      }) +
      captionBlock +
      bar,
  );
}

/** The poster of a video review. */
export function posterSvg(name: string, role: string): string {
  return posterScene({ name, role });
}

/** Shown when a poster fails to load: a neutral card with a play symbol. */
export function defaultPosterSvg(): string {
  return svgDoc(
    W,
    H,
    backdrop() +
      `<circle cx="480" cy="232" r="84" fill="${brand.red700}"/>` +
      icon("Play", {
        x: 440,
        y: 192,
        size: 80,
        stroke: brand.white,
        fill: brand.white,
        strokeWidth: 1.5,
      }) +
      textPath("Student video review", {
        x: 480,
        y: 380,
        size: 34,
        weight: 700,
        fill: brand.white,
        anchor: "middle",
      }) +
      `<rect x="400" y="408" width="160" height="6" rx="3" fill="${brand.red600}"/>`,
  );
}
