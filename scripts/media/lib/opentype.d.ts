// opentype.js ships no types; this declares the little of it the media scripts use.
declare module "opentype.js" {
  export type Path = { toPathData(decimalPlaces?: number): string };
  export type Glyph = {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  };
  export type Font = {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  };
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
