import { icon } from "#scripts/media/lib/icons.ts";
import { textPath } from "#scripts/media/lib/text.ts";
import { codeLines } from "#scripts/media/art/courses.ts";
import { brand, random, svgDoc } from "#scripts/media/art/palette.ts";
import { bust, lookFor, shade, type Look } from "#scripts/media/art/people.ts";

/*
 * The three hero slides (1440×960): the lab, a class with a trainer, and a placement. Flat
 * illustration in the brand palette, with the same people drawing as the portraits.
 */

const W = 1440;
const H = 960;

const shadow = `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="${brand.indigo900}" flood-opacity=".18"/></filter>`;

/** A seated or standing figure whose head centre is at (cx, headY). */
function person(look: Look, cx: number, headY: number, scale: number): string {
  return bust(look, cx - 128 * scale, headY - 112 * scale, scale);
}

function room(wallFrom: string, wallTo: string, floorY: number): string {
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallFrom}"/><stop offset="1" stop-color="${wallTo}"/></linearGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${brand.slate200}"/><rect y="${floorY}" width="${W}" height="10" fill="${brand.slate300}"/>`
  );
}

function windowPane(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${brand.slate300}"/>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bae6fd"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="4" fill="url(#sky)"/>` +
    `<circle cx="${x + w * 0.7}" cy="${y + h * 0.3}" r="34" fill="${brand.amber300}"/>` +
    `<path d="M${x + 40} ${y + h * 0.5} q30 -34 60 -8 q24 -20 46 6 q20 2 18 18 h-124 q-10 -10 0 -16z" fill="${brand.white}" opacity=".9"/>` +
    `<path d="M${x + w / 2} ${y + 14} V${y + h - 14} M${x + 14} ${y + h / 2} H${x + w - 14}" stroke="${brand.slate300}" stroke-width="10"/>`
  );
}

function lamp(x: number): string {
  return `<path d="M${x} 0 V70" stroke="${brand.slate400}" stroke-width="3"/><path d="M${x - 44} 110 L${x - 24} 70 H${x + 24} L${x + 44} 110 Z" fill="${brand.slate700}"/><ellipse cx="${x}" cy="112" rx="44" ry="8" fill="${brand.amber300}"/>`;
}

/** The back of a monitor, in front of a student facing us. */
function monitorBack(cx: number, top: number, scale: number): string {
  const w = 190 * scale;
  const h = 118 * scale;
  return (
    `<rect x="${cx - 14 * scale}" y="${top + h - 4}" width="${28 * scale}" height="${40 * scale}" fill="${brand.slate500}"/>` +
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="${10 * scale}" fill="${brand.slate700}"/>` +
    `<circle cx="${cx}" cy="${top + h / 2}" r="${9 * scale}" fill="${brand.slate600}"/>`
  );
}

function desk(x: number, y: number, w: number, depth: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="16" rx="6" fill="${brand.slate300}"/><rect x="${x + 10}" y="${y + 16}" width="${w - 20}" height="${depth}" fill="${brand.slate400}"/><rect x="${x + 10}" y="${y + 16}" width="${w - 20}" height="10" fill="${brand.slate500}" opacity=".5"/>`;
}

const labStudents = {
  back: ["Kavya Joshi", "Vishal Pawar", "Neha Desai", "Tejas Salunkhe"],
  front: ["Omkar Patil", "Sneha Kulkarni", "Siddharth Mane"],
};

/** Students at their computers in the lab. */
export function labSvg(): string {
  const backY = 470;
  const frontY = 660;
  const back = labStudents.back.map((name, i) => {
    const cx = 330 + i * 260;
    return (
      person(lookFor(name), cx, backY, 0.62) + monitorBack(cx, backY + 60, 0.85)
    );
  });
  const front = labStudents.front.map((name, i) => {
    const cx = 400 + i * 320;
    return (
      person(lookFor(name), cx, frontY, 0.9) + monitorBack(cx, frontY + 82, 1.2)
    );
  });
  return svgDoc(
    W,
    H,
    `<defs>${shadow}</defs>` +
      room(brand.indigo50, brand.white, 640) +
      windowPane(70, 150, 330, 300) +
      `<rect x="1010" y="150" width="360" height="240" rx="12" fill="${brand.white}" stroke="${brand.slate300}" stroke-width="10"/>` +
      `<rect x="1040" y="184" width="180" height="14" rx="7" fill="${brand.red600}"/>` +
      codeLines(11, 1040, 224, 5, 300, 30) +
      `<rect x="540" y="150" width="360" height="76" rx="14" fill="${brand.red700}" filter="url(#shadow)"/>` +
      textPath("COMPUTER LAB", {
        x: 720,
        y: 202,
        size: 36,
        weight: 800,
        fill: brand.white,
        anchor: "middle",
        letterSpacing: 4,
      }) +
      lamp(340) +
      lamp(720) +
      lamp(1100) +
      back.join("") +
      desk(150, backY + 188, 1140, 40) +
      front.join("") +
      desk(60, frontY + 262, 1320, 60) +
      `<path d="M1330 640 q-40 -90 10 -150 q40 60 -10 150z M1330 640 q40 -110 90 -120 q-10 80 -90 120z" fill="${brand.emerald500}"/><rect x="1300" y="630" width="60" height="60" rx="8" fill="${brand.red700}"/>`,
  );
}

/** A trainer explaining code on the big screen to the class. */
export function trainerSvg(): string {
  const trainer = lookFor("Anil Deshpande");
  const t = {
    ...trainer,
    shirt: brand.indigo700,
    outfit: "collar" as const,
    glasses: true,
  };
  const cx = 300;
  const headY = 300;
  const heads = [
    "Rutuja Jadhav",
    "Aniket Deshmukh",
    "Pooja Shinde",
    "Rohit Gaikwad",
    "Shruti Kadam",
  ];
  const audience = heads
    .map((name, i) => {
      const look = lookFor(name);
      const x = 150 + i * 285;
      const y = 850 + (i % 2) * 20;
      const tail =
        look.feminine && look.hairStyle !== "bun"
          ? `<path d="M${x} ${y + 40} C${x - 20} ${y + 90} ${x + 20} ${y + 110} ${x} ${y + 150}" stroke="${look.hair}" stroke-width="26" stroke-linecap="round" fill="none"/>`
          : look.feminine
            ? `<circle cx="${x}" cy="${y - 66}" r="24" fill="${look.hair}"/>`
            : "";
      return (
        `<path d="M${x - 160} 960 C${x - 150} ${y + 40} ${x - 80} ${y + 30} ${x} ${y + 28} C${x + 80} ${y + 30} ${x + 150} ${y + 40} ${x + 160} 960 Z" fill="${look.shirt}"/>` +
        `<ellipse cx="${x - 58}" cy="${y}" rx="10" ry="16" fill="${shade(look.skin, 0.12)}"/><ellipse cx="${x + 58}" cy="${y}" rx="10" ry="16" fill="${shade(look.skin, 0.12)}"/>` +
        tail +
        `<ellipse cx="${x}" cy="${y - 10}" rx="60" ry="70" fill="${look.hair}"/>`
      );
    })
    .join("");
  return svgDoc(
    W,
    H,
    `<defs>${shadow}</defs>` +
      room(brand.slate50, brand.indigo50, 700) +
      `<rect x="470" y="90" width="880" height="500" rx="20" fill="${brand.slate800}" filter="url(#shadow)"/>` +
      `<rect x="494" y="114" width="832" height="452" rx="8" fill="${brand.ink}"/>` +
      `<rect x="494" y="114" width="832" height="48" rx="8" fill="${brand.slate800}"/>` +
      `<circle cx="524" cy="138" r="8" fill="${brand.red400}"/><circle cx="550" cy="138" r="8" fill="${brand.amber400}"/><circle cx="576" cy="138" r="8" fill="${brand.emerald300}"/>` +
      codeLines(5, 530, 196, 12, 480, 30) +
      `<rect x="1040" y="190" width="250" height="170" rx="12" fill="${brand.slate800}"/>` +
      [60, 100, 80, 130]
        .map(
          (h, i) =>
            `<rect x="${1070 + i * 52}" y="${340 - h}" width="34" height="${h}" rx="5" fill="${i === 3 ? brand.red400 : brand.indigo400}"/>`,
        )
        .join("") +
      `<rect x="1040" y="380" width="250" height="160" rx="12" fill="${brand.slate800}"/>` +
      icon("Lightbulb", {
        x: 1125,
        y: 420,
        size: 80,
        stroke: brand.amber300,
        strokeWidth: 1.6,
      }) +
      // The trainer: arms, then torso and legs, then the head-and-shoulders figure on top.
      `<path d="M${cx + 84} ${headY + 170} L${cx + 200} ${headY + 40}" stroke="${t.shirt}" stroke-width="40" stroke-linecap="round"/>` +
      `<circle cx="${cx + 210}" cy="${headY + 30}" r="20" fill="${t.skin}"/>` +
      `<path d="M${cx - 90} ${headY + 170} L${cx - 110} ${headY + 340}" stroke="${t.shirt}" stroke-width="40" stroke-linecap="round"/>` +
      `<circle cx="${cx - 112}" cy="${headY + 360}" r="20" fill="${t.skin}"/>` +
      `<path d="M${cx - 100} ${headY + 140} H${cx + 100} L${cx + 92} ${headY + 360} H${cx - 92} Z" fill="${t.shirt}"/>` +
      `<rect x="${cx - 92}" y="${headY + 350}" width="184" height="16" fill="${brand.slate800}"/>` +
      `<path d="M${cx - 88} ${headY + 366} H${cx - 6} L${cx - 14} ${headY + 600} H${cx - 80} Z M${cx + 88} ${headY + 366} H${cx + 6} L${cx + 14} ${headY + 600} H${cx + 80} Z" fill="${brand.slate700}"/>` +
      `<ellipse cx="${cx - 50}" cy="${headY + 604}" rx="44" ry="14" fill="${brand.ink}"/><ellipse cx="${cx + 50}" cy="${headY + 604}" rx="44" ry="14" fill="${brand.ink}"/>` +
      person(t, cx, headY, 1) +
      audience,
  );
}

/** A student with an offer letter, classmates cheering. */
export function placementSvg(): string {
  const rnd = random(42);
  const confettiColours = [
    brand.red600,
    brand.indigo500,
    brand.amber400,
    brand.emerald500,
    brand.sky500,
  ];
  const confetti = Array.from({ length: 70 }, () => {
    const x = Math.round(rnd() * W);
    const y = Math.round(rnd() * 560);
    const angle = Math.round(rnd() * 180);
    const colour = confettiColours[Math.floor(rnd() * confettiColours.length)];
    return `<rect x="${x}" y="${y}" width="14" height="7" rx="2" fill="${colour}" transform="rotate(${angle} ${x + 7} ${y + 3})" opacity=".85"/>`;
  }).join("");
  const skyline = [
    [0, 560, 120],
    [110, 480, 100],
    [200, 600, 140],
    [330, 520, 90],
    [1040, 500, 110],
    [1140, 580, 130],
    [1260, 460, 90],
    [1340, 560, 100],
  ]
    .map(
      ([x, y, w]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${H - y!}" fill="${brand.indigo200}"/>`,
    )
    .join("");
  const windows = Array.from({ length: 40 }, (_, i) => {
    const x = [130, 350, 1060, 1280][i % 4]! + (Math.floor(i / 4) % 2) * 34;
    const y = 520 + Math.floor(i / 8) * 60;
    return `<rect x="${x}" y="${y}" width="20" height="28" rx="3" fill="${brand.white}" opacity=".7"/>`;
  }).join("");
  const star = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} L${x + r * 0.25} ${y - r * 0.25} L${x + r} ${y} L${x + r * 0.25} ${y + r * 0.25} L${x} ${y + r} L${x - r * 0.25} ${y + r * 0.25} L${x - r} ${y} L${x - r * 0.25} ${y - r * 0.25} Z" fill="${brand.amber400}"/>`;
  // Classmates stand at the bottom edge, one arm up; their figures run off the picture.
  const friend = (name: string, cx: number, raised: "left" | "right") => {
    const look = lookFor(name);
    const scale = 1.2;
    const shoulderX = raised === "left" ? cx - 84 : cx + 84;
    const handX = raised === "left" ? cx - 170 : cx + 170;
    return (
      `<path d="M${shoulderX} 900 L${handX} 590" stroke="${look.shirt}" stroke-width="42" stroke-linecap="round"/>` +
      `<circle cx="${handX}" cy="574" r="25" fill="${look.skin}"/>` +
      person(look, cx, H - 144 * scale, scale)
    );
  };
  const star1 = lookFor("Sakshi Jagtap");
  return svgDoc(
    W,
    H,
    `<defs>${shadow}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand.red50}"/><stop offset="1" stop-color="${brand.white}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<circle cx="720" cy="420" r="330" fill="${brand.red100}"/>` +
      skyline +
      windows +
      confetti +
      star(250, 220, 28) +
      star(1210, 170, 34) +
      star(1060, 330, 18) +
      friend("Swapnil Ghorpade", 330, "left") +
      friend("Gauri Lokhande", 1110, "right") +
      `<rect x="550" y="${400 + 140 * 1.7}" width="340" height="330" fill="${star1.shirt}"/>` +
      person(star1, 720, 400, 1.7) +
      `<g transform="rotate(-5 720 700)">` +
      `<rect x="570" y="590" width="300" height="330" rx="14" fill="${brand.white}" filter="url(#shadow)"/>` +
      `<rect x="570" y="590" width="300" height="60" rx="14" fill="${brand.red700}"/><rect x="570" y="630" width="300" height="20" fill="${brand.red700}"/>` +
      textPath("OFFER LETTER", {
        x: 720,
        y: 630,
        size: 24,
        weight: 800,
        fill: brand.white,
        anchor: "middle",
        letterSpacing: 2,
      }) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="600" y="${680 + i * 30}" width="${[220, 240, 180, 230, 140][i]}" height="10" rx="5" fill="${brand.slate300}"/>`,
        )
        .join("") +
      `<circle cx="810" cy="860" r="34" fill="${brand.red600}"/>` +
      icon("BadgeCheck", { x: 788, y: 838, size: 44, stroke: brand.white }) +
      `</g>` +
      `<circle cx="566" cy="760" r="26" fill="${star1.skin}"/><circle cx="876" cy="730" r="26" fill="${star1.skin}"/>` +
      `<rect x="1130" y="90" width="220" height="150" rx="20" fill="${brand.white}" filter="url(#shadow)"/>` +
      icon("TrendingUp", {
        x: 1150,
        y: 110,
        size: 64,
        stroke: brand.emerald500,
        strokeWidth: 2.4,
      }) +
      `<rect x="1230" y="124" width="96" height="14" rx="7" fill="${brand.slate300}"/><rect x="1230" y="150" width="70" height="14" rx="7" fill="${brand.slate200}"/>` +
      `<rect x="1150" y="196" width="180" height="18" rx="9" fill="${brand.emerald300}"/>` +
      `<rect x="90" y="90" width="150" height="150" rx="24" fill="${brand.white}" filter="url(#shadow)"/>` +
      icon("Trophy", {
        x: 115,
        y: 115,
        size: 100,
        stroke: brand.amber400,
        strokeWidth: 1.8,
      }),
  );
}
