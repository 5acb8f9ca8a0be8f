// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDict, PDFDocument, PDFName, rgb } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  drawShapedText,
  embedShapingFont,
  sfntOf,
  shapeText,
} from "#scripts/build/pdf-shaped-text.ts";

const file = (subset: string) =>
  readFileSync(
    createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`,
    ),
  );

async function fonts() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const devanagari = await embedShapingFont(doc, file("devanagari"));
  const latin = await embedShapingFont(doc, file("latin"));
  return { doc, fonts: [devanagari, latin] };
}

describe("shaped text in a PDF", () => {
  it("unpacks a WOFF font to the TrueType file it wraps", () => {
    const sfnt = sfntOf(file("devanagari"));
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
    expect(sfntOf(sfnt)).toBe(sfnt);
  });

  it("draws the i-matra before its consonant but keeps the text in written order", async () => {
    const { glyphs } = shapeText("कि", (await fonts()).fonts);
    expect(glyphs.map((g) => g.text)).toEqual(["क", "ि"]);
    const [ka, i] = glyphs;
    expect(i!.x).toBeLessThan(ka!.x);
  });

  it("draws a conjunct as one glyph standing for its letters", async () => {
    const { glyphs } = shapeText("क्र", (await fonts()).fonts);
    expect(glyphs).toHaveLength(1);
    expect(glyphs[0]!.text).toBe("क्र");
  });

  it("prints Latin letters and digits with the Latin font, and '?' for what no font has", async () => {
    const { fonts: both } = await fonts();
    const { glyphs } = shapeText("Java 8 ☃", both);
    expect(glyphs.map((g) => g.text).join("")).toBe("Java 8 ?");
    expect(glyphs[0]!.font).toBe(both[1]);
  });

  it("embeds a tagged subset a PDF reader extracts the words from", async () => {
    const { doc, fonts: both } = await fonts();
    const page = doc.addPage();
    for (const [n, text] of [
      "अभ्यासक्रम आणि Spring Boot",
      "कालावधी: 2.5 महिने",
    ].entries())
      drawShapedText(page, shapeText(text, both), {
        x: 50,
        y: 700 - 30 * n,
        size: 14,
        color: rgb(0, 0, 0),
      });
    const pdf = await doc.save();

    const saved = await PDFDocument.load(pdf);
    const names = [...saved.context.enumerateIndirectObjects()].flatMap(
      ([, o]) =>
        o instanceof PDFDict &&
        o.get(PDFName.of("Type"))?.toString() === "/FontDescriptor"
          ? [
              `${o.get(PDFName.of("FontName"))} ${o.has(PDFName.of("FontFile2"))}`,
            ]
          : [],
    );
    expect(names).toHaveLength(2);
    for (const name of names)
      expect(name).toMatch(/^\/[A-Z]{6}\+NotoSansDevanagari-Regular true$/);

    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(pdf)),
      { mergePages: true },
    );
    expect(text).toContain("अभ्यासक्रम");
    expect(text).toContain("Spring Boot");
    expect(text).toContain("कालावधी");
  });
});
