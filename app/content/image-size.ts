import { readFileSync } from "node:fs";

/*
 * Reads the intrinsic size of the two kinds of pictures content uses, WebP and SVG, from the
 * file header alone. Validation compares it with the width and height written in the data,
 * because a wrong size there shows as layout shift on every page that uses the picture.
 */

export type ImageSize = { width: number; height: number };

/** Width and height of a WebP file (lossy, lossless or extended), or undefined if unreadable. */
export function webpSize(bytes: Uint8Array): ImageSize | undefined {
  const ascii = (start: number, end: number) =>
    String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length < 30 || ascii(0, 4) !== "RIFF" || ascii(8, 12) !== "WEBP")
    return undefined;
  const u8 = (i: number) => bytes[i] ?? 0;
  const u16 = (i: number) => u8(i) | (u8(i + 1) << 8);
  const u24 = (i: number) => u16(i) | (u8(i + 2) << 16);
  switch (ascii(12, 16)) {
    case "VP8X":
      return { width: u24(24) + 1, height: u24(27) + 1 };
    case "VP8 ":
      return { width: u16(26) & 0x3fff, height: u16(28) & 0x3fff };
    case "VP8L": {
      const bits = u8(21) | (u8(22) << 8) | (u8(23) << 16) | (u8(24) << 24);
      return {
        width: (bits & 0x3fff) + 1,
        height: ((bits >>> 14) & 0x3fff) + 1,
      };
    }
    default:
      return undefined;
  }
}

/** The `width` and `height` attributes of an SVG's root element, if both are plain numbers. */
export function svgSize(source: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/.exec(source)?.[0];
  const width = root && /\swidth="(\d+)"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+)"/.exec(root)?.[1];
  return width && height
    ? { width: Number(width), height: Number(height) }
    : undefined;
}

/** The size of a .webp or .svg file on disk; undefined for other kinds or unreadable files. */
export function readImageSize(filePath: string): ImageSize | undefined {
  if (filePath.endsWith(".webp")) return webpSize(readFileSync(filePath));
  if (filePath.endsWith(".svg")) return svgSize(readFileSync(filePath, "utf8"));
  return undefined;
}
