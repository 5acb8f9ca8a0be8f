import type { IconName } from "#scripts/media/lib/icons.ts";
import { icon } from "#scripts/media/lib/icons.ts";
import { textPath } from "#scripts/media/lib/text.ts";
import { brand, hash, random, svgDoc } from "#scripts/media/art/palette.ts";

/*
 * Artwork of the 'Our Popular Courses' cards: the course's short name and a pictogram on a
 * gradient. Gradients rotate through the brand's red, indigo and slate so a grid of 28 cards
 * reads as one family.
 */

/** What each card shows, by the file name of its picture. Unknown cards get a generic look. */
const cardArt: Record<string, { label: string; icon: IconName }> = {
  dca: { label: "DCA", icon: "Monitor" },
  pgdca: { label: "PGDCA", icon: "GraduationCap" },
  tally: { label: "TALLY", icon: "ReceiptIndianRupee" },
  dtp: { label: "DTP", icon: "Newspaper" },
  java: { label: "Java", icon: "Coffee" },
  python: { label: "Python", icon: "SquareTerminal" },
  dotnet: { label: ".NET", icon: "Layers" },
  "php-mysql": { label: "PHP", icon: "FileCode" },
  "power-bi": { label: "Power BI", icon: "ChartColumn" },
  "c-programming": { label: "C", icon: "Code" },
  cpp: { label: "C++", icon: "Braces" },
  "advanced-excel": { label: "Excel", icon: "Sheet" },
  "web-design": { label: "Web", icon: "PanelsTopLeft" },
  react: { label: "React", icon: "Atom" },
  angular: { label: "Angular", icon: "Component" },
  "mern-stack": { label: "MERN", icon: "Layers" },
  "java-full-stack": { label: "Java FS", icon: "ServerCog" },
  "sql-oracle": { label: "SQL", icon: "Database" },
  "graphic-design": { label: "Design", icon: "Palette" },
  "ui-ux": { label: "UI/UX", icon: "PenTool" },
  "digital-marketing": { label: "Digital", icon: "Megaphone" },
  "data-analytics": { label: "Data", icon: "ChartLine" },
  "software-testing": { label: "Testing", icon: "Bug" },
  "spring-boot": { label: "Spring", icon: "Leaf" },
  "industrial-training": { label: "Training", icon: "BriefcaseBusiness" },
  "final-year-projects": { label: "Projects", icon: "Rocket" },
  "basic-computer": { label: "Basics", icon: "Laptop" },
  typing: { label: "Typing", icon: "Keyboard" },
};

const gradients = [
  [brand.red700, brand.red900],
  [brand.indigo600, brand.indigo900],
  [brand.slate700, brand.slate900],
  [brand.indigo500, brand.indigo800],
  [brand.red600, brand.red800],
] as const;

/** The card picture for the file `name` (e.g. "php-mysql"), drawn at 640×400. */
export function cardSvg(name: string, index: number): string {
  const art = cardArt[name] ?? {
    label: name.toUpperCase().slice(0, 8),
    icon: "BookOpen" as IconName,
  };
  const [from, to] = gradients[index % gradients.length]!;
  const rnd = random(hash(name));
  const dots = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 8 },
      (_, col) =>
        `<circle cx="${420 + col * 24}" cy="${36 + row * 24}" r="2.4"/>`,
    ).join(""),
  ).join("");
  const ring = 150 + Math.round(rnd() * 60);
  return svgDoc(
    640,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity=".28"/></filter></defs>` +
      `<rect width="640" height="400" fill="url(#bg)"/>` +
      `<circle cx="600" cy="380" r="${ring}" fill="${brand.white}" opacity=".07"/><circle cx="40" cy="20" r="110" fill="${brand.white}" opacity=".06"/>` +
      `<g fill="${brand.white}" opacity=".16">${dots}</g>` +
      `<rect x="60" y="110" width="180" height="180" rx="36" fill="${brand.white}" filter="url(#shadow)"/>` +
      icon(art.icon, {
        x: 96,
        y: 146,
        size: 108,
        stroke: from,
        strokeWidth: 1.8,
      }) +
      textPath(art.label, {
        x: 280,
        y: 222,
        size: 76,
        weight: 800,
        fill: brand.white,
        maxWidth: 320,
      }) +
      `<rect x="282" y="246" width="64" height="8" rx="4" fill="${brand.white}" opacity=".85"/><rect x="354" y="246" width="24" height="8" rx="4" fill="${brand.white}" opacity=".45"/>`,
  );
}
