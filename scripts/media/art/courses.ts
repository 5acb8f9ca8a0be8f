import type { IconName } from "#scripts/media/lib/icons.ts";
import { icon } from "#scripts/media/lib/icons.ts";
import { textPath } from "#scripts/media/lib/text.ts";
import { brand, hash, random, svgDoc } from "#scripts/media/art/palette.ts";

/*
 * Course pictures (1200×750): a laptop with a code editor, a red badge with the course's
 * pictogram and a card with a widget that says what the course is about.
 */

const W = 1200;
const H = 750;

const defs =
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.indigo50}"/><stop offset="1" stop-color="${brand.slate50}"/></linearGradient>` +
  `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="${brand.indigo900}" flood-opacity=".18"/></filter>`;

/** Code lines as coloured bars: reads as code at any size, in no particular language. */
export function codeLines(
  seed: number,
  x: number,
  y: number,
  lines: number,
  maxWidth: number,
  gap = 26,
): string {
  const rnd = random(seed);
  const colours = [
    brand.indigo300,
    brand.red400,
    brand.amber300,
    brand.emerald300,
    brand.sky300,
    brand.slate400,
  ];
  let indent = 0;
  let out = "";
  for (let i = 0; i < lines; i++) {
    const ly = y + i * gap;
    out += `<rect x="${x}" y="${ly}" width="16" height="9" rx="4.5" fill="${brand.slate600}"/>`;
    let cx = x + 34 + indent * 28;
    const words = 1 + Math.floor(rnd() * 4);
    for (let w = 0; w < words && cx < x + maxWidth - 40; w++) {
      const width = Math.min(30 + Math.floor(rnd() * 90), x + maxWidth - cx);
      out += `<rect x="${cx}" y="${ly}" width="${width}" height="9" rx="4.5" fill="${colours[Math.floor(rnd() * colours.length)]}"/>`;
      cx += width + 10;
    }
    const r = rnd();
    if (r < 0.3 && indent < 3) indent++;
    else if (r > 0.7 && indent > 0) indent--;
  }
  return out;
}

function laptop(seed: number): string {
  return (
    `<rect x="150" y="150" width="620" height="392" rx="24" fill="${brand.slate800}" filter="url(#shadow)"/>` +
    `<rect x="170" y="170" width="580" height="352" rx="10" fill="${brand.ink}"/>` +
    `<rect x="170" y="170" width="580" height="40" rx="10" fill="${brand.slate800}"/>` +
    `<circle cx="196" cy="190" r="7" fill="${brand.red400}"/><circle cx="218" cy="190" r="7" fill="${brand.amber400}"/><circle cx="240" cy="190" r="7" fill="${brand.emerald300}"/>` +
    `<rect x="270" y="180" width="120" height="20" rx="6" fill="${brand.ink}"/>` +
    codeLines(seed, 196, 236, 11, 520) +
    `<path d="M96 542 H824 L868 584 Q872 596 858 596 H62 Q48 596 52 584 Z" fill="${brand.slate300}"/>` +
    `<rect x="400" y="542" width="120" height="12" rx="6" fill="${brand.slate400}"/>`
  );
}

/** A white card with a soft shadow, the frame of every widget. */
function card(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string = brand.white,
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}" filter="url(#shadow)"/>`;
}

const widgets: Record<
  string,
  { badge: IconName; widget: (rnd?: () => number) => string }
> = {
  java: {
    badge: "Coffee",
    widget: () =>
      card(740, 250, 360, 320) +
      [
        [770, 280],
        [930, 420],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="140" height="120" rx="10" fill="${brand.indigo50}" stroke="${brand.indigo400}" stroke-width="3"/>` +
            `<rect x="${x}" y="${y}" width="140" height="30" rx="10" fill="${brand.indigo500}"/>` +
            `<rect x="${x! + 16}" y="${y! + 46}" width="90" height="9" rx="4.5" fill="${brand.slate400}"/>` +
            `<rect x="${x! + 16}" y="${y! + 66}" width="70" height="9" rx="4.5" fill="${brand.slate400}"/>` +
            `<rect x="${x! + 16}" y="${y! + 92}" width="100" height="9" rx="4.5" fill="${brand.red400}"/>`,
        )
        .join("") +
      `<path d="M840 400 V470 H920" stroke="${brand.slate500}" stroke-width="4" fill="none"/><path d="M908 458 L922 470 L908 482" stroke="${brand.slate500}" stroke-width="4" fill="none"/>` +
      icon("Coffee", {
        x: 960,
        y: 282,
        size: 96,
        stroke: brand.red700,
        strokeWidth: 1.7,
      }),
  },
  python: {
    badge: "SquareTerminal",
    widget: () =>
      card(720, 260, 400, 290, brand.slate800) +
      `<circle cx="750" cy="290" r="7" fill="${brand.red400}"/><circle cx="772" cy="290" r="7" fill="${brand.amber400}"/><circle cx="794" cy="290" r="7" fill="${brand.emerald300}"/>` +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            textPath(">>>", {
              x: 748,
              y: 348 + i * 40,
              size: 22,
              weight: 700,
              fill: brand.emerald300,
            }) +
            `<rect x="800" y="${333 + i * 40}" width="${[180, 120, 240, 150, 90][i]}" height="12" rx="6" fill="${i % 2 ? brand.amber300 : brand.indigo300}"/>`,
        )
        .join("") +
      `<path d="M980 600 C1040 560 1000 520 1060 480 C1110 446 1150 470 1140 510" stroke="${brand.indigo500}" stroke-width="22" stroke-linecap="round" fill="none"/>` +
      `<path d="M980 600 C1040 560 1000 520 1060 480 C1110 446 1150 470 1140 510" stroke="${brand.amber400}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round" fill="none"/>` +
      `<circle cx="1140" cy="512" r="14" fill="${brand.indigo500}"/><circle cx="1144" cy="508" r="3" fill="${brand.white}"/>`,
  },
  "data-science": {
    badge: "ChartColumn",
    widget: (scatter = random(7)) =>
      card(730, 230, 380, 250) +
      [120, 170, 90, 200, 150, 230]
        .map(
          (h, i) =>
            `<rect x="${770 + i * 52}" y="${450 - h}" width="34" height="${h}" rx="6" fill="${i === 5 ? brand.red600 : brand.indigo400}"/>`,
        )
        .join("") +
      `<path d="M787 360 L839 320 L891 370 L943 280 L995 300 L1047 240" stroke="${brand.amber400}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      card(860, 500, 260, 160) +
      Array.from({ length: 16 }, (_, i) => {
        const x = 890 + i * 13;
        const y = 640 - i * 6 - scatter() * 50;
        return `<circle cx="${x}" cy="${y}" r="6" fill="${i % 3 ? brand.indigo500 : brand.red600}" opacity=".85"/>`;
      }).join("") +
      `<path d="M884 628 L1096 524" stroke="${brand.slate500}" stroke-width="3" stroke-dasharray="8 6"/>`,
  },
  "web-design": {
    badge: "PenTool",
    widget: () =>
      card(720, 230, 400, 300) +
      `<rect x="720" y="230" width="400" height="40" rx="22" fill="${brand.slate200}"/><rect x="720" y="250" width="400" height="20" fill="${brand.slate200}"/>` +
      `<circle cx="746" cy="250" r="6" fill="${brand.red400}"/><circle cx="766" cy="250" r="6" fill="${brand.amber400}"/><circle cx="786" cy="250" r="6" fill="${brand.emerald300}"/>` +
      `<rect x="744" y="290" width="352" height="96" rx="12" fill="${brand.indigo100}"/><rect x="764" y="314" width="160" height="14" rx="7" fill="${brand.indigo600}"/><rect x="764" y="340" width="110" height="10" rx="5" fill="${brand.indigo300}"/><rect x="1000" y="306" width="76" height="64" rx="10" fill="${brand.red200}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${744 + i * 121}" y="404" width="110" height="100" rx="12" fill="${brand.slate100}"/><rect x="${758 + i * 121}" y="420" width="44" height="44" rx="10" fill="${[brand.red600, brand.indigo500, brand.amber400][i]}" opacity=".85"/><rect x="${758 + i * 121}" y="478" width="76" height="9" rx="4.5" fill="${brand.slate400}"/>`,
        )
        .join("") +
      [
        brand.red700,
        brand.indigo600,
        brand.amber400,
        brand.emerald500,
        brand.slate800,
      ]
        .map(
          (c, i) =>
            `<circle cx="${790 + i * 62}" cy="600" r="22" fill="${c}" stroke="${brand.white}" stroke-width="6"/>`,
        )
        .join(""),
  },
  aws: {
    badge: "Cloud",
    widget: () =>
      card(720, 220, 400, 400) +
      `<path d="M800 390 C760 390 752 330 800 324 C806 270 886 262 904 306 C924 280 980 290 978 334 C1026 334 1030 390 990 390 Z" fill="${brand.indigo100}" stroke="${brand.indigo500}" stroke-width="5"/>` +
      [780, 890, 1000]
        .map(
          (x, i) =>
            `<path d="M${x + 40} 392 V450" stroke="${brand.slate400}" stroke-width="4" stroke-dasharray="8 6"/>` +
            (i === 1
              ? `<ellipse cx="${x + 40}" cy="470" rx="38" ry="12" fill="${brand.red600}"/><rect x="${x + 2}" y="470" width="76" height="70" fill="${brand.red600}"/><ellipse cx="${x + 40}" cy="540" rx="38" ry="12" fill="${brand.red700}"/><ellipse cx="${x + 40}" cy="470" rx="38" ry="12" fill="${brand.red400}"/>`
              : [0, 1, 2]
                  .map(
                    (r) =>
                      `<rect x="${x}" y="${456 + r * 30}" width="80" height="24" rx="6" fill="${brand.slate700}"/><circle cx="${x + 64}" cy="${468 + r * 30}" r="4" fill="${brand.emerald300}"/>`,
                  )
                  .join("")),
        )
        .join("") +
      `<circle cx="1090" cy="250" r="42" fill="${brand.emerald500}"/>` +
      icon("ShieldCheck", { x: 1066, y: 226, size: 48, stroke: brand.white }),
  },
  devops: {
    badge: "Infinity",
    widget: () =>
      card(720, 250, 400, 300) +
      `<defs><linearGradient id="loop" x1="0" x2="1"><stop offset="0" stop-color="${brand.indigo500}"/><stop offset="1" stop-color="${brand.red600}"/></linearGradient></defs>` +
      `<path d="M920 400 C880 320 770 320 770 400 C770 480 880 480 920 400 C960 320 1070 320 1070 400 C1070 480 960 480 920 400 Z" stroke="url(#loop)" stroke-width="26" fill="none" stroke-linecap="round"/>` +
      ["Code", "Package", "Rocket", "Activity"]
        .map((name, i) => {
          const [x, y] = [
            [790, 372],
            [1002, 316],
            [1002, 430],
            [790, 430],
          ][i]!;
          return `<circle cx="${x! + 22}" cy="${y! + 22}" r="30" fill="${brand.white}" stroke="${brand.slate200}" stroke-width="3"/>${icon(name as IconName, { x: x!, y: y!, size: 44, stroke: brand.slate800 })}`;
        })
        .join("") +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${880 + i * 70}" y="580" width="60" height="44" rx="6" fill="${[brand.sky500, brand.indigo600, brand.teal500][i]}"/><path d="M${892 + i * 70} 592 V612 M${904 + i * 70} 592 V612 M${916 + i * 70} 592 V612 M${928 + i * 70} 592 V612" stroke="${brand.white}" stroke-width="3" opacity=".7"/>`,
        )
        .join(""),
  },
  "fullstack-mern": {
    badge: "Layers",
    widget: () =>
      card(720, 220, 400, 420) +
      [
        [brand.emerald500, 540],
        [brand.slate700, 470],
        [brand.sky500, 400],
        [brand.indigo600, 330],
      ]
        .map(
          ([colour, y]) =>
            `<path d="M920 ${y} L1050 ${Number(y) + 50} L920 ${Number(y) + 100} L790 ${Number(y) + 50} Z" fill="${colour}" stroke="${brand.white}" stroke-width="4"/><path d="M790 ${Number(y) + 50} V${Number(y) + 62} L920 ${Number(y) + 112} L1050 ${Number(y) + 62} V${Number(y) + 50} L920 ${Number(y) + 100} Z" fill="${colour}" opacity=".6"/>`,
        )
        .join("") +
      icon("Database", { x: 900, y: 570, size: 40, stroke: brand.white }) +
      icon("Server", { x: 900, y: 500, size: 40, stroke: brand.white }) +
      icon("Atom", { x: 900, y: 430, size: 40, stroke: brand.white }) +
      icon("Globe", { x: 900, y: 360, size: 40, stroke: brand.white }),
  },
};

/** The picture of the course `slug`. */
export function courseSvg(slug: string): string {
  const art = widgets[slug] ?? {
    badge: "BookOpen" as IconName,
    widget: () => "",
  };
  return svgDoc(
    W,
    H,
    `<defs>${defs}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<circle cx="1060" cy="110" r="230" fill="${brand.red100}" opacity=".8"/><circle cx="120" cy="680" r="260" fill="${brand.indigo100}" opacity=".9"/>` +
      `<g fill="${brand.indigo200}">${Array.from({ length: 5 }, (_, r) => Array.from({ length: 6 }, (_, c) => `<circle cx="${60 + c * 26}" cy="${60 + r * 26}" r="3.5"/>`).join("")).join("")}</g>` +
      // The scene sits a little low, leaving the top for the badge to breathe.
      `<g transform="translate(0 56)">` +
      laptop(hash(slug)) +
      art.widget() +
      `<circle cx="700" cy="150" r="62" fill="${brand.red700}" filter="url(#shadow)"/>` +
      icon(art.badge, {
        x: 664,
        y: 114,
        size: 72,
        stroke: brand.white,
        strokeWidth: 1.8,
      }) +
      `</g>`,
  );
}
