import { textPath } from "#scripts/media/lib/text.ts";
import { brand } from "#scripts/media/art/palette.ts";

/*
 * Logos of the fictional employers (200×60 SVG): a geometric mark and a two-line wordmark drawn
 * as outlines. The companies do not exist; any likeness to a real name is accidental.
 */

type Mark = (colour: string) => string;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
  );

/** Marks drawn in a 44×44 box at (8, 8). */
const marks: Record<string, Mark> = {
  wave: (c) =>
    `<circle cx="30" cy="30" r="22" fill="${c}"/><path d="M14 30 q8 -8 16 0 t16 0 M14 38 q8 -8 16 0 t16 0" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  peaks: (c) =>
    `<path d="M8 50 L24 20 L33 34 L40 24 L52 50 Z" fill="${c}"/><circle cx="44" cy="14" r="5" fill="${c}" opacity=".6"/>`,
  tiles: (c) =>
    `<path d="M8 30 L19 11 H41 L52 30 L41 49 H19 Z" fill="${c}"/><path d="M19 11 L30 30 L19 49 M41 11 L30 30 L41 49 M8 30 H52" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  sun: (c) =>
    `<circle cx="30" cy="30" r="11" fill="${c}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="28" y="6" width="4" height="10" rx="2" fill="${c}" transform="rotate(${i * 45} 30 30)"/>`).join("")}`,
  flower: (c) =>
    `${Array.from({ length: 8 }, (_, i) => `<ellipse cx="30" cy="16" rx="6" ry="10" fill="${c}" opacity=".85" transform="rotate(${i * 45} 30 30)"/>`).join("")}<circle cx="30" cy="30" r="7" fill="#fff"/><circle cx="30" cy="30" r="4" fill="${c}"/>`,
  loop: (c) =>
    `<path d="M30 30 C22 14 8 18 8 30 C8 42 22 46 30 30 C38 14 52 18 52 30 C52 42 38 46 30 30 Z" stroke="${c}" stroke-width="5" fill="none"/><path d="M36 12 L46 6 L44 16 Z" fill="${c}"/>`,
  petal: (c) =>
    `<path d="M30 8 C44 18 44 38 30 52 C16 38 16 18 30 8 Z" fill="${c}"/><path d="M30 52 C22 40 10 38 8 26 C20 26 28 34 30 52 Z M30 52 C38 40 50 38 52 26 C40 26 32 34 30 52 Z" fill="${c}" opacity=".6"/>`,
  cloud: (c) =>
    `<path d="M16 40 C8 40 8 28 16 27 C17 16 32 14 35 23 C40 18 50 22 49 30 C56 31 55 40 48 40 Z" fill="${c}"/><rect x="10" y="44" width="40" height="6" rx="3" fill="${c}" opacity=".5"/>`,
  bolt: (c) =>
    `<rect x="8" y="8" width="44" height="44" rx="12" fill="${c}"/><path d="M33 14 L20 33 H29 L26 46 L40 26 H31 Z" fill="#fff"/>`,
  code: (c) =>
    `<path d="M8 50 L22 24 L30 36 L36 28 L52 50 Z" fill="${c}" opacity=".35"/><path d="M20 22 L12 30 L20 38 M40 22 L48 30 L40 38 M33 16 L27 44" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  wind: (c) =>
    `<path d="M8 22 H38 a7 7 0 1 0 -7 -7 M8 32 H46 a7 7 0 1 1 -7 7 M8 42 H28" stroke="${c}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`,
  quill: (c) =>
    `<path d="M48 8 C30 10 16 24 14 46 L18 46 C22 34 30 26 40 22 C34 28 28 36 24 46 C40 42 50 26 48 8 Z" fill="${c}"/><path d="M10 52 L20 40" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
};

/** How each company's logo is drawn, by the file name in public/images/companies. */
export const logoDesigns: Record<
  string,
  {
    primary: string;
    secondary: string;
    mark: keyof typeof marks;
    colour: string;
  }
> = {
  "bluequay-data": {
    primary: "Bluequay",
    secondary: "DATA",
    mark: "wave",
    colour: brand.sky500,
  },
  ambertrail: {
    primary: "Ambertrail",
    secondary: "IT SERVICES",
    mark: "peaks",
    colour: "#d97706",
  },
  "tessellate-infotech": {
    primary: "Tessellate",
    secondary: "INFOTECH",
    mark: "tiles",
    colour: brand.indigo600,
  },
  "lumora-analytics": {
    primary: "Lumora",
    secondary: "ANALYTICS",
    mark: "sun",
    colour: brand.violet500,
  },
  "marigold-fintech": {
    primary: "Marigold",
    secondary: "FINTECH",
    mark: "flower",
    colour: "#ea580c",
  },
  "kestrel-loop-labs": {
    primary: "Kestrel Loop",
    secondary: "LABS",
    mark: "loop",
    colour: brand.teal500,
  },
  "orchidsoft-digital": {
    primary: "Orchidsoft",
    secondary: "DIGITAL",
    mark: "petal",
    colour: "#db2777",
  },
  "deccan-cloudworks": {
    primary: "Deccan",
    secondary: "CLOUDWORKS",
    mark: "cloud",
    colour: brand.indigo500,
  },
  nimbleforge: {
    primary: "Nimbleforge",
    secondary: "TECHNOLOGIES",
    mark: "bolt",
    colour: brand.emerald500,
  },
  "sahyadri-codeworks": {
    primary: "Sahyadri",
    secondary: "CODEWORKS",
    mark: "code",
    colour: brand.red700,
  },
  "zephyrine-software": {
    primary: "Zephyrine",
    secondary: "SOFTWARE",
    mark: "wind",
    colour: brand.sky500,
  },
  "quillbyte-systems": {
    primary: "Quillbyte",
    secondary: "SYSTEMS",
    mark: "quill",
    colour: brand.slate700,
  },
};

/** The SVG logo for the file `name`, `width`×`height` as the content records it. */
export function logoSvg(
  name: string,
  companyName: string,
  width: number,
  height: number,
): string {
  const [first, ...rest] = companyName.split(" ");
  const design = logoDesigns[name] ?? {
    primary: first ?? companyName,
    secondary: rest.join(" ").toUpperCase(),
    mark: "tiles" as const,
    colour: brand.slate700,
  };
  const wordmark =
    textPath(design.primary, {
      x: 64,
      y: 33,
      size: 22,
      weight: 800,
      fill: brand.slate800,
      maxWidth: 128,
    }) +
    textPath(design.secondary, {
      x: 65,
      y: 48,
      size: 9.5,
      weight: 600,
      fill: design.colour,
      letterSpacing: 1.6,
      maxWidth: 126,
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 60" role="img"><title>${escapeXml(companyName)}</title>${marks[design.mark]!(design.colour)}${wordmark}</svg>`;
}
