import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font } from "opentype.js";

/*
 * Text in generated pictures is drawn as outlines of Inter (OFL, from @fontsource/inter), so an
 * SVG logo looks the same in every browser and a raster renders the same on every machine,
 * whatever fonts happen to be installed.
 */

export type Weight = 400 | 600 | 700 | 800;

const require = createRequire(import.meta.url);
const fonts = new Map<Weight, Font>();

function font(weight: Weight): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = require.resolve(
      `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    );
    const bytes = readFileSync(file);
    loaded = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    fonts.set(weight, loaded);
  }
  return loaded;
}

type Layout = { size: number; weight?: Weight; letterSpacing?: number };

/** Laid-out glyphs: glyph-by-glyph with kerning (Inter's contextual features trip opentype.js). */
function layout(
  text: string,
  { size, weight = 700, letterSpacing = 0 }: Layout,
) {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const glyphs: { glyph: ReturnType<Font["charToGlyph"]>; x: number }[] = [];
  let x = 0;
  let previous: ReturnType<Font["charToGlyph"]> | undefined;
  for (const char of text) {
    const glyph = f.charToGlyph(char);
    if (previous) x += f.getKerningValue(previous, glyph) * scale;
    glyphs.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale + letterSpacing;
    previous = glyph;
  }
  return { glyphs, width: x - (text.length ? letterSpacing : 0) };
}

/** The advance width of `text` in pixels. */
export function measure(text: string, options: Layout): number {
  return layout(text, options).width;
}

export type TextOptions = Layout & {
  x: number;
  /** Baseline. */
  y: number;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Shrinks the size so the text fits this width. */
  maxWidth?: number;
  opacity?: number;
};

/** `text` as one SVG `<path>`, positioned like SVG `<text>` would place it. */
export function textPath(text: string, options: TextOptions): string {
  let size = options.size;
  const natural = measure(text, options);
  if (options.maxWidth && natural > options.maxWidth)
    size = (size * options.maxWidth) / natural;
  const { glyphs, width } = layout(text, { ...options, size });
  const shift =
    options.anchor === "middle"
      ? width / 2
      : options.anchor === "end"
        ? width
        : 0;
  const d = glyphs
    .map(({ glyph, x }) =>
      glyph.getPath(options.x - shift + x, options.y, size).toPathData(2),
    )
    .join("");
  const opacity =
    options.opacity === undefined ? "" : ` fill-opacity="${options.opacity}"`;
  return `<path d="${d}" fill="${options.fill}"${opacity}/>`;
}
