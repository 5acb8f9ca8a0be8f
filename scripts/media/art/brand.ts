import type { SiteConfig } from "#app/content/schemas/site.ts";
import { icon } from "#scripts/media/lib/icons.ts";
import { textPath } from "#scripts/media/lib/text.ts";
import { codeLines } from "#scripts/media/art/courses.ts";
import { brand, svgDoc } from "#scripts/media/art/palette.ts";

/*
 * The institute's mark (the "N" tile of the header logo, app/components/layout/logo.tsx) as
 * favicon and app icons, and the social-sharing image.
 */

/** The "N" of the logo, in its 40×40 box. */
const letterN = "M11 29V11h4.2l9.6 11.4V11H29v18h-4.2l-9.6-11.4V29z";

/** The favicon: the logo tile, crisp at any size. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${brand.red700}"/><path d="${letterN}" fill="${brand.white}"/></svg>\n`;
}

/**
 * An app icon. `bleed` fills the square edge to edge (iOS rounds it itself; Android masks
 * maskable icons) and shrinks the letter into the safe zone.
 */
export function appIconSvg(bleed: boolean): string {
  const tile = bleed
    ? `<rect width="40" height="40" fill="${brand.red700}"/>`
    : `<rect width="40" height="40" rx="9" fill="${brand.red700}"/>`;
  const letter = bleed
    ? `<path d="${letterN}" fill="${brand.white}" transform="translate(20 20) scale(.8) translate(-20 -20)"/>`
    : `<path d="${letterN}" fill="${brand.white}"/>`;
  return svgDoc(40, 40, tile + letter);
}

/** The 1200×630 image shown when a page is shared. */
export function ogImageSvg(
  site: Pick<SiteConfig, "name" | "branches">,
): string {
  const towns = site.branches.map((b) => b.town).join(" \u00B7 ");
  const chips = ["Java", "Python", "Data Science", "AWS", "DevOps", "MERN"];
  let x = 80;
  const chipRow = chips
    .map((label) => {
      const width = 30 + label.length * 12.5;
      const out =
        `<rect x="${x}" y="452" width="${width}" height="44" rx="22" fill="${brand.white}" opacity=".12"/>` +
        textPath(label, {
          x: x + width / 2,
          y: 481,
          size: 20,
          weight: 600,
          fill: brand.white,
          anchor: "middle",
        });
      x += width + 12;
      return out;
    })
    .join("");
  return svgDoc(
    1200,
    630,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.red800}"/><stop offset=".55" stop-color="${brand.red900}"/><stop offset="1" stop-color="${brand.indigo900}"/></linearGradient></defs>` +
      `<rect width="1200" height="630" fill="url(#bg)"/>` +
      `<circle cx="1080" cy="80" r="260" fill="${brand.white}" opacity=".05"/><circle cx="980" cy="640" r="200" fill="${brand.white}" opacity=".05"/>` +
      `<g transform="translate(80 80) scale(2)"><rect width="40" height="40" rx="9" fill="${brand.white}"/><path d="${letterN}" fill="${brand.red700}"/></g>` +
      textPath(site.name, {
        x: 80,
        y: 260,
        size: 64,
        weight: 800,
        fill: brand.white,
        maxWidth: 760,
      }) +
      textPath("Software Training Institute", {
        x: 80,
        y: 326,
        size: 38,
        weight: 600,
        fill: brand.red100,
      }) +
      textPath(towns, {
        x: 80,
        y: 392,
        size: 30,
        weight: 400,
        fill: brand.white,
        opacity: 0.85,
      }) +
      chipRow +
      `<g transform="translate(860 190) rotate(4)"><rect width="280" height="230" rx="18" fill="${brand.slate900}"/><rect width="280" height="36" rx="18" fill="${brand.slate800}"/><rect y="18" width="280" height="18" fill="${brand.slate800}"/>` +
      `<circle cx="24" cy="18" r="6" fill="${brand.red400}"/><circle cx="44" cy="18" r="6" fill="${brand.amber400}"/><circle cx="64" cy="18" r="6" fill="${brand.emerald300}"/>${codeLines(3, 20, 60, 7, 240, 22)}</g>` +
      `<circle cx="870" cy="440" r="46" fill="${brand.white}"/>` +
      icon("GraduationCap", {
        x: 840,
        y: 410,
        size: 60,
        stroke: brand.red700,
        strokeWidth: 2,
      }),
  );
}
