import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import type * as HarfBuzzModule from "harfbuzzjs";
import {
  beginText,
  endText,
  PDFHexString,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";

/*
 * Text in scripts that need shaping (Devanagari: conjuncts, the i-matra drawn before its
 * consonant, the reph above the next one), drawn into a pdf-lib PDF. pdf-lib lays text out
 * with fontkit, which gets Devanagari wrong; here HarfBuzz (harfbuzzjs, WebAssembly) shapes
 * each piece of text into glyph ids and positions, and those glyphs are drawn with a font
 * embedded as a subset of just the glyphs used.
 *
 * Each glyph carries the text it stands for (a conjunct its letters, a reph "र्"), written
 * into the font's ToUnicode map so the PDF can be searched and copied; glyphs are written
 * in the order of the text (the i-matra after its consonant), each placed where HarfBuzz
 * put it, so a PDF reader extracts the words as they were written.
 */

type HarfBuzz = typeof HarfBuzzModule;
type HbFont = InstanceType<HarfBuzz["Font"]>;

let harfBuzz: Promise<HarfBuzz> | undefined;
/** Loaded on first use: the WebAssembly module is only needed for shaped text. */
const loadHarfBuzz = () => (harfBuzz ??= import("harfbuzzjs"));

/** The little of fontkit's glyph that pdf-lib's font embedder reads. */
type EmbeddedGlyph = { id: number; advanceWidth: number; codePoints: number[] };

/** pdf-lib's subsetting font embedder (CustomFontSubsetEmbedder), which this module feeds. */
type SubsetEmbedder = {
  font: {
    postscriptName: string;
    unitsPerEm: number;
    characterSet: number[];
    glyphForCodePoint(codePoint: number): { id: number };
    getGlyph(id: number): { advanceWidth: number };
  };
  subset: { glyphs: number[] };
  glyphs: EmbeddedGlyph[];
  glyphCache: { invalidate(): void };
  glyphIdMap: Map<number, number>;
  customName?: string;
};

/** A font embedded in a PDF as a subset, which can shape and draw text. */
export type ShapingFont = {
  pdfFont: PDFFont;
  /** Whether the font has a glyph for the character. */
  has(codePoint: number): boolean;
  /** @internal */
  hb: HbFont;
  /** @internal */
  harfBuzz: HarfBuzz;
  /** @internal */
  upem: number;
  /**
   * @internal The glyph's id in the embedded subset, adding it on first use with the text it
   * stands for and its advance (1/1000 em).
   */
  include(glyphId: number, text: string, advance: number): number;
  /** @internal Advance width of a glyph in the embedded font, in 1/1000 em. */
  advance(glyphId: number): number;
  /** @internal The character the font maps to a glyph, if any. */
  nominal(glyphId: number): string | undefined;
};

/** A WOFF 1.0 font unpacked to the TrueType/OpenType file it wraps; other data as it is. */
export function sfntOf(data: Uint8Array): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0) !== 0x774f4646 /* wOFF */) return data;
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const stored = data.subarray(offset, offset + compLength);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      bytes: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  let size = 12 + 16 * numTables;
  for (const t of tables) size += pad4(t.bytes.length);
  const out = new Uint8Array(size);
  const w = new DataView(out.buffer);
  w.setUint32(0, view.getUint32(4)); // flavor
  w.setUint16(4, numTables);
  const log2 = Math.floor(Math.log2(numTables));
  w.setUint16(6, 16 * 2 ** log2);
  w.setUint16(8, log2);
  w.setUint16(10, 16 * numTables - 16 * 2 ** log2);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    w.setUint32(at, t.tag);
    w.setUint32(at + 4, t.checksum);
    w.setUint32(at + 8, offset);
    w.setUint32(at + 12, t.bytes.length);
    out.set(t.bytes, offset);
    offset += pad4(t.bytes.length);
  });
  return out;
}

/**
 * Embeds a TrueType/OpenType or WOFF font in `doc` as a subset. Its PostScript name gets the
 * usual six-letter subset tag (e.g. "KXQZPA+NotoSansDevanagari-Regular"), made from the glyphs
 * used, so the same text gives the same file.
 */
export async function embedShapingFont(
  doc: PDFDocument,
  fontData: Uint8Array,
): Promise<ShapingFont> {
  const hb = await loadHarfBuzz();
  const sfnt = sfntOf(fontData);
  doc.registerFontkit(fontkit);
  const pdfFont = await doc.embedFont(sfnt, { subset: true });
  const embedder = (pdfFont as unknown as { embedder: SubsetEmbedder })
    .embedder;
  const face = new hb.Face(new hb.Blob(sfnt));
  const hbFont = new hb.Font(face);
  const upem = embedder.font.unitsPerEm;
  const characters = new Set(embedder.font.characterSet);
  const nominal = new Map<number, string>();
  for (const codePoint of [...characters].sort((a, b) => b - a))
    nominal.set(
      embedder.font.glyphForCodePoint(codePoint).id,
      String.fromCodePoint(codePoint),
    );

  /** Subset ids by glyph and text: a glyph drawn for two texts is in the subset twice. */
  const ids = new Map<string, number>();
  const used: number[] = [];
  const font: ShapingFont = {
    pdfFont,
    hb: hbFont,
    harfBuzz: hb,
    upem,
    has: (codePoint) => characters.has(codePoint),
    advance: (glyphId) =>
      (embedder.font.getGlyph(glyphId).advanceWidth * 1000) / upem,
    nominal: (glyphId) => nominal.get(glyphId),
    include(glyphId, text, advance) {
      const key = `${glyphId}:${text}:${advance}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      // Added past fontkit's own bookkeeping, which would keep one entry per glyph.
      const id = embedder.subset.glyphs.push(glyphId) - 1;
      ids.set(key, id);
      // pdf-lib's embedder writes the widths and the ToUnicode map from these.
      embedder.glyphs[id - 1] = {
        id,
        advanceWidth: (advance * upem) / 1000,
        // A glyph that only completes another stands for no text: a zero-width non-joiner.
        codePoints: text ? [...text].map((c) => c.codePointAt(0)!) : [0x200c],
      };
      embedder.glyphIdMap.set(id, id);
      embedder.glyphCache.invalidate();
      used.push(glyphId);
      // pdf-lib writes a font into the file only when it has been changed since.
      (pdfFont as unknown as { modified: boolean }).modified = true;
      return id;
    },
  };
  // The subset tag is known once every glyph has been drawn: name the font as it is written.
  const embed = pdfFont.embed.bind(pdfFont);
  pdfFont.embed = () => {
    embedder.customName = `${subsetTag(embedder.font.postscriptName, used)}+${embedder.font.postscriptName}`;
    return embed();
  };
  return font;
}

/** Six capital letters from the font's name and its glyphs, as PDF subset tags are written. */
function subsetTag(name: string, glyphs: readonly number[]): string {
  const hash = createHash("sha256")
    .update(`${name}:${[...glyphs].sort((a, b) => a - b).join(",")}`)
    .digest();
  return Array.from(hash.subarray(0, 6), (b) =>
    String.fromCharCode(65 + (b % 26)),
  ).join("");
}

/** One glyph of shaped text: where it goes, in 1/1000 em from the start of the text. */
export type ShapedGlyph = {
  font: ShapingFont;
  /** The glyph id in the font file. */
  id: number;
  x: number;
  y: number;
  /** How far the glyph moves the pen, 1/1000 em (as the PDF's widths say). */
  advance: number;
  /** The text the glyph stands for ("" for a glyph that only completes another). */
  text: string;
};

/** Text shaped into glyphs, in the order of the text; `width` in 1/1000 em. */
export type ShapedText = { glyphs: ShapedGlyph[]; width: number };

const joiners = /[\u200c\u200d]/u;
const keepsRun = /[\p{M}\p{Cf}]/u;
const isLetter = /[\p{L}\p{N}]/u;

/** `text` cut into pieces, each with the first of `fonts` that can draw it. */
function runs(
  text: string,
  fonts: readonly ShapingFont[],
): { font: ShapingFont; text: string }[] {
  const out: { font: ShapingFont; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = out.at(-1);
    let font: ShapingFont;
    if (
      current &&
      (joiners.test(char) ||
        keepsRun.test(char) ||
        (!isLetter.test(char) && current.font.has(codePoint)))
    )
      font = current.font;
    else font = fonts.find((f) => f.has(codePoint)) ?? fonts.at(-1)!;
    const drawn = font.has(codePoint) || joiners.test(char) ? char : "?";
    if (current?.font === font) current.text += drawn;
    else out.push({ font, text: drawn });
  }
  return out;
}

/**
 * Shapes `text` with HarfBuzz: the first of `fonts` that has a character draws it (put the
 * script's own font first, then one for Latin letters and digits). Characters no font has
 * print as "?".
 */
export function shapeText(
  text: string,
  fonts: readonly ShapingFont[],
): ShapedText {
  const hb = fonts[0]!.harfBuzz;
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  for (const run of runs(text, fonts)) {
    const { font } = run;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    if (/\p{Script=Devanagari}/u.test(run.text)) buffer.setLanguage("mr");
    hb.shape(font.hb, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const scale = 1000 / font.upem;
    const placed = infos.map((info, i) => {
      const p = positions[i]!;
      const glyph = {
        id: info.codepoint,
        cluster: info.cluster,
        x: pen + p.xOffset * scale,
        y: p.yOffset * scale,
        end: pen + p.xAdvance * scale,
      };
      pen = glyph.end;
      return glyph;
    });
    // The text of each cluster (what the glyphs from one stretch of text stand for).
    const starts = [...new Set(placed.map((g) => g.cluster))].sort(
      (a, b) => a - b,
    );
    for (const start of starts) {
      const end = starts.find((s) => s > start) ?? run.text.length;
      const members = placed.filter((g) => g.cluster === start);
      const ordered = textOrder(run.text.slice(start, end), members, font);
      ordered.forEach((g, i) => {
        // The last glyph written ends where the cluster ends, whatever the order written in:
        // a reader then sees no gap (no space) before the next letter.
        const own = font.advance(g.id);
        const toEnd = Math.round((members.at(-1)!.end - g.x) * 1000) / 1000;
        const advance =
          i === ordered.length - 1 && Math.abs(toEnd - own) > 1 ? toEnd : own;
        glyphs.push({ font, id: g.id, x: g.x, y: g.y, advance, text: g.text });
      });
    }
  }
  return { glyphs, width: pen };
}

/**
 * The glyphs of one cluster, each with the text it stands for. When each glyph stands for a
 * piece of the text in turn (a consonant, a vowel sign, a conjunct or half form for the rest),
 * the glyphs come in the order of the text (the i-matra after its consonant), so a reader
 * extracts the words as written. Otherwise (a reph fused with a vowel sign around another
 * letter) they stay in the order drawn, the first standing for the whole cluster.
 */
function textOrder<G extends { id: number }>(
  text: string,
  glyphs: readonly G[],
  font: ShapingFont,
): (G & { text: string })[] {
  const chars = [...text];
  const claimed = new Array<boolean>(chars.length).fill(false);
  const pieces = glyphs.map((g) => {
    const own = font.nominal(g.id);
    const at =
      own === undefined
        ? -1
        : chars.findIndex((c, i) => c === own && !claimed[i]);
    if (at >= 0) claimed[at] = true;
    return { g, at, length: at >= 0 ? 1 : 0 };
  });
  const rest = chars.flatMap((_, i) => (claimed[i] ? [] : [i]));
  const takers = pieces.filter((p) => p.at < 0);
  if (takers.length === 1 && rest.length) {
    takers[0]!.at = rest[0]!;
    takers[0]!.length = rest.length;
  }
  const ordered = [...pieces].sort((a, b) => a.at - b.at);
  let next = 0;
  const clean = ordered.every((p) => {
    const ok = p.at === next && p.length > 0;
    next += p.length;
    return ok;
  });
  if (clean && next === chars.length)
    return ordered.map((p) => ({
      ...p.g,
      text: chars.slice(p.at, p.at + p.length).join(""),
    }));
  return glyphs.map((g, i) => ({ ...g, text: i === 0 ? text : "" }));
}

/** Width of shaped text at a font size, in points. */
export const widthAtSize = (shaped: ShapedText, size: number) =>
  (shaped.width * size) / 1000;

/** The name each font has in a page's resources, given once. */
const fontKeys = new WeakMap<PDFPage, Map<ShapingFont, PDFName>>();

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Draws shaped text with its left end of the baseline at (`x`, `y`). Glyphs go in text order,
 * each at its place: in one TJ with position adjustments while the baseline stays, with a new
 * text matrix where a glyph sits above or below it.
 */
export function drawShapedText(
  page: PDFPage,
  shaped: ShapedText,
  { x, y, size, color }: { x: number; y: number; size: number; color: Color },
) {
  if (!shaped.glyphs.length) return;
  const ops: PDFOperator[] = [beginText(), setFillingColor(color)];
  const keys = fontKeys.get(page) ?? new Map<ShapingFont, PDFName>();
  fontKeys.set(page, keys);
  let font: ShapingFont | undefined;
  let items: (PDFHexString | PDFNumber)[] = [];
  let pen = 0;
  let baseline = Number.NaN;
  const flush = () => {
    if (items.length)
      ops.push(
        PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [
          page.doc.context.obj(items),
        ]),
      );
    items = [];
  };
  for (const glyph of shaped.glyphs) {
    if (glyph.font !== font) {
      flush();
      font = glyph.font;
      let key = keys.get(font);
      if (!key) {
        key = page.node.newFontDictionary(font.pdfFont.name, font.pdfFont.ref);
        keys.set(font, key);
      }
      ops.push(setFontAndSize(key, size));
      baseline = Number.NaN;
    }
    if (glyph.y !== baseline) {
      flush();
      baseline = glyph.y;
      pen = glyph.x;
      ops.push(
        setTextMatrix(
          1,
          0,
          0,
          1,
          round(x + (glyph.x * size) / 1000),
          round(y + (glyph.y * size) / 1000),
        ),
      );
    } else if (Math.abs(glyph.x - pen) > 0.01) {
      items.push(PDFNumber.of(round(pen - glyph.x)));
      pen = glyph.x;
    }
    const id = font.include(glyph.id, glyph.text, glyph.advance);
    const hex = id.toString(16).padStart(4, "0");
    const last = items.at(-1);
    // Glyphs one after another go in one string.
    if (last instanceof PDFHexString)
      items[items.length - 1] = PDFHexString.of(last.asString() + hex);
    else items.push(PDFHexString.of(hex));
    pen += glyph.advance;
  }
  flush();
  ops.push(endText());
  page.pushOperators(...ops);
}
