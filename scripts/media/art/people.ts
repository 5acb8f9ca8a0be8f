import { brand, hash, pick, svgDoc } from "#scripts/media/art/palette.ts";

/*
 * Illustrated people: a friendly head-and-shoulders figure whose looks (skin tone, hair, clothes,
 * glasses…) follow from the person's name, so a portrait stays the same on every regeneration.
 * These stand in for student photos, which this project cannot have.
 */

const feminineNames = new Set(
  "Sneha Priya Rutuja Pooja Kavya Priyanka Shruti Neha Aishwarya Sayali Gauri Rutika Sakshi Vaishnavi Manasi Komal Ashwini Sonali Amruta Mrunal Snehal Tanvi Anjali Meera".split(
    " ",
  ),
);

const skins = [
  "#f1c27d",
  "#e0ac69",
  "#d9a066",
  "#c68642",
  "#a86b3c",
  "#8d5524",
] as const;
const hairs = ["#1f1a17", "#2b1d16", "#3b2a20", "#111827"] as const;
const clothes = [
  brand.indigo600,
  brand.red700,
  brand.slate700,
  brand.teal500,
  brand.sky500,
  brand.violet500,
  "#be185d",
  brand.emerald500,
  brand.indigo800,
] as const;
const backdrops = [
  [brand.indigo100, brand.indigo50],
  [brand.red100, brand.red50],
  [brand.slate200, brand.slate50],
  ["#ccfbf1", "#f0fdfa"],
  ["#fef3c7", "#fffbeb"],
  ["#e0f2fe", "#f0f9ff"],
] as const;

type FemStyle = "long" | "bun" | "ponytail" | "braid";
type MascStyle = "short" | "sidepart" | "curly" | "crop";

export type Look = {
  feminine: boolean;
  skin: string;
  hair: string;
  hairStyle: FemStyle | MascStyle;
  shirt: string;
  /** A collared shirt, a round neck or a kurta with a dupatta. */
  outfit: "collar" | "round" | "kurta";
  glasses: boolean;
  beard: boolean;
  bindi: boolean;
  earrings: boolean;
  backdrop: readonly [string, string];
};

/** The look of the person called `name`. */
export function lookFor(name: string): Look {
  const seed = hash(name);
  const feminine = feminineNames.has(name.split(" ")[0] ?? "");
  return {
    feminine,
    skin: pick(skins, seed, 1),
    hair: pick(hairs, seed, 2),
    hairStyle: feminine
      ? pick<FemStyle>(["long", "bun", "ponytail", "braid"], seed, 3)
      : pick<MascStyle>(["short", "sidepart", "curly", "crop"], seed, 3),
    shirt: pick(clothes, seed, 4),
    outfit: feminine
      ? pick(["kurta", "round", "collar"] as const, seed, 5)
      : pick(["collar", "round"] as const, seed, 5),
    glasses: hash(`${name}:glasses`) % 4 === 0,
    beard: !feminine && hash(`${name}:beard`) % 3 === 0,
    bindi: feminine && hash(`${name}:bindi`) % 3 === 0,
    earrings: feminine && hash(`${name}:earrings`) % 2 === 0,
    backdrop: pick(backdrops, seed, 6),
  };
}

/** `color` made darker by `amount` (0–1). */
export function shade(color: string, amount: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

function hairBack(look: Look): string {
  switch (look.hairStyle) {
    case "long":
      return `<path d="M80 112 C70 52 186 52 176 112 L186 206 C162 222 94 222 70 206 Z" fill="${look.hair}"/>`;
    case "braid":
      return `<path d="M158 150 C178 170 176 200 168 226" stroke="${look.hair}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
    case "ponytail":
      return `<path d="M168 86 C204 96 206 150 186 176 C196 140 188 112 166 104 Z" fill="${look.hair}"/>`;
    case "bun":
      return `<circle cx="128" cy="56" r="22" fill="${look.hair}"/>`;
    default:
      return "";
  }
}

function hairFront(look: Look): string {
  const h = look.hair;
  switch (look.hairStyle) {
    case "long":
    case "braid":
    case "ponytail":
    case "bun":
      // Framing the face down to the ears, parted a little off-centre.
      return `<path d="M81 132 C70 62 112 50 130 51 C156 52 188 66 175 132 C172 104 164 88 146 78 C136 90 110 88 96 98 C88 106 84 118 81 132 Z" fill="${h}"/><path d="M146 78 C140 70 136 62 134 54" stroke="${shade(h, -0.8)}" stroke-width="2" fill="none" opacity=".3"/>`;
    case "sidepart":
      return `<path d="M84 114 C78 66 110 52 134 54 C162 56 180 74 172 114 C170 94 162 84 152 78 C132 90 104 80 94 92 C88 98 86 106 84 114 Z" fill="${h}"/><path d="M150 60 C140 66 136 74 134 80" stroke="${shade(h, -0.6)}" stroke-width="2" fill="none" opacity=".35"/>`;
    case "curly":
      return `<g fill="${h}">${[
        [92, 84, 16],
        [108, 70, 17],
        [128, 64, 18],
        [148, 70, 17],
        [164, 84, 16],
        [86, 102, 11],
        [170, 102, 11],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join("")}</g>`;
    case "crop":
      return `<path d="M85 108 C82 66 112 56 128 56 C146 56 176 66 171 108 C166 88 150 78 128 78 C106 78 90 88 85 108 Z" fill="${h}"/>`;
    default:
      return `<path d="M84 112 C80 62 110 52 132 54 C160 56 178 72 172 112 C168 92 160 80 150 76 C130 86 104 84 92 92 C88 98 86 106 84 112 Z" fill="${h}"/>`;
  }
}

function outfit(look: Look): string {
  const body = `<path d="M28 256 C30 206 70 186 128 184 C186 186 226 206 228 256 Z" fill="${look.shirt}"/>`;
  const skinDark = shade(look.skin, 0.12);
  switch (look.outfit) {
    case "collar":
      return `${body}<path d="M128 200 L102 180 L110 212 Z M128 200 L154 180 L146 212 Z" fill="${brand.white}" opacity=".92"/><path d="M128 200 L128 256" stroke="${shade(look.shirt, 0.25)}" stroke-width="2"/>`;
    case "kurta":
      return `${body}<path d="M110 186 L128 214 L146 186 Z" fill="${skinDark}"/><path d="M110 186 L128 214 L146 186" stroke="${brand.amber300}" stroke-width="3" fill="none"/><path d="M158 190 C196 200 214 228 222 256 L190 256 C182 232 170 212 150 200 Z" fill="${brand.amber400}" opacity=".9"/>`;
    default:
      return `${body}<path d="M106 186 Q128 208 150 186 Z" fill="${skinDark}"/><path d="M104 186 Q128 212 152 186" stroke="${shade(look.shirt, 0.2)}" stroke-width="4" fill="none"/>`;
  }
}

export type Expression = "smile" | "open";

/** A head-and-shoulders figure drawn in a 256×256 box. */
export function bustShape(
  look: Look,
  expression: Expression = "smile",
): string {
  const skinDark = shade(look.skin, 0.12);
  const mouth =
    expression === "open"
      ? `<path d="M114 142 Q128 162 142 142 Z" fill="${brand.red900}"/><path d="M117 143 L139 143 L138 147 L118 147 Z" fill="${brand.white}"/>`
      : `<path d="M114 143 Q128 156 142 143" stroke="${brand.red900}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`;
  return [
    hairBack(look),
    outfit(look),
    `<path d="M110 146 L110 186 C118 196 138 196 146 186 L146 146 Z" fill="${skinDark}"/>`,
    `<ellipse cx="85" cy="118" rx="9" ry="13" fill="${skinDark}"/><ellipse cx="171" cy="118" rx="9" ry="13" fill="${skinDark}"/>`,
    `<ellipse cx="128" cy="112" rx="44" ry="52" fill="${look.skin}"/>`,
    hairFront(look),
    `<path d="M103 99 Q112 93 121 98 M135 98 Q144 93 153 99" stroke="${look.hair}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="112" cy="113" rx="4.2" ry="5.2" fill="${brand.ink}"/><ellipse cx="144" cy="113" rx="4.2" ry="5.2" fill="${brand.ink}"/>`,
    `<circle cx="113.5" cy="111.5" r="1.4" fill="${brand.white}"/><circle cx="145.5" cy="111.5" r="1.4" fill="${brand.white}"/>`,
    `<path d="M128 117 Q123 130 128 133 Q131 134 133 132" stroke="${shade(look.skin, 0.3)}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
    `<circle cx="102" cy="131" r="8" fill="${brand.red400}" opacity=".16"/><circle cx="154" cy="131" r="8" fill="${brand.red400}" opacity=".16"/>`,
    look.beard
      ? `<path d="M86 118 C88 160 108 172 128 172 C148 172 168 160 170 118 C166 146 152 158 128 158 C104 158 90 146 86 118 Z" fill="${look.hair}" opacity=".92"/><path d="M112 139 Q128 132 144 139 Q128 145 112 139 Z" fill="${look.hair}"/>`
      : "",
    mouth,
    look.glasses
      ? `<g stroke="${brand.slate800}" stroke-width="3" fill="${brand.white}" fill-opacity=".18"><rect x="97" y="103" width="29" height="21" rx="8"/><rect x="130" y="103" width="29" height="21" rx="8"/><path d="M126 111 L130 111" fill="none"/></g>`
      : "",
    look.bindi
      ? `<circle cx="128" cy="94" r="3.4" fill="${brand.red700}"/>`
      : "",
    look.earrings
      ? `<circle cx="85" cy="136" r="3.6" fill="${brand.amber400}"/><circle cx="171" cy="136" r="3.6" fill="${brand.amber400}"/>`
      : "",
  ].join("");
}

/** `bustShape` placed so its 256×256 box has its top-left at (x, y), scaled. */
export function bust(
  look: Look,
  x: number,
  y: number,
  scale: number,
  expression?: Expression,
): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${bustShape(look, expression)}</g>`;
}

/** A square portrait of `name` on a soft backdrop, as used on testimonial and placement cards. */
export function portraitSvg(name: string): string {
  const look = lookFor(name);
  const [from, to] = look.backdrop;
  return svgDoc(
    256,
    256,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="256" height="256" fill="url(#bg)"/><circle cx="214" cy="44" r="60" fill="${brand.white}" opacity=".45"/><circle cx="30" cy="220" r="46" fill="${brand.white}" opacity=".3"/>` +
      bust(look, -13, 6, 1.1),
  );
}

/** The placeholder card's picture: an empty outline where the next student will be. */
export function placeholderPortraitSvg(): string {
  return svgDoc(
    256,
    256,
    `<rect width="256" height="256" fill="${brand.slate100}"/>` +
      `<g fill="${brand.slate300}"><circle cx="128" cy="104" r="46"/><path d="M40 256 C42 200 80 172 128 172 C176 172 214 200 216 256 Z"/></g>` +
      `<g fill="none" stroke="${brand.slate400}" stroke-width="3" stroke-dasharray="8 7"><circle cx="128" cy="104" r="46"/><path d="M40 254 C42 200 80 172 128 172 C176 172 214 200 216 254"/></g>` +
      `<circle cx="190" cy="70" r="26" fill="${brand.red700}"/><path d="M190 58 V82 M178 70 H202" stroke="${brand.white}" stroke-width="5" stroke-linecap="round"/>`,
  );
}
