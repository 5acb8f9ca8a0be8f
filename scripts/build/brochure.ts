import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type Color,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { formatRupees } from "#app/lib/fees.ts";
import {
  drawShapedText,
  embedShapingFont,
  shapeText,
  type ShapedText,
  type ShapingFont,
  widthAtSize,
} from "#scripts/build/pdf-shaped-text.ts";

/*
 * The course brochure as a PDF. The English one is drawn with pdf-lib's standard fonts so it
 * needs no font files; those fonts only know the WinAnsi character set: text passes through
 * `printable` first. The Marathi one embeds Noto Sans Devanagari (a subset of the glyphs it
 * uses), its text shaped with HarfBuzz (pdf-shaped-text.ts).
 */

/** The little of a course the brochure prints. */
export type BrochureCourse = {
  title: string;
  tagline: string;
  duration: string;
  mode: string;
  overview: string;
  highlights: readonly string[];
  curriculum: readonly { title: string; topics: readonly string[] }[];
  /** The fee in whole rupees, and the instalment plan; without it, the brochure says to ask. */
  fees?: {
    total: number;
    instalments?: { count: number; amount: number };
  };
};

/** A course's fee as the brochure prints it: "Fee: ₹24,000 (or 3 instalments of ₹8,500)". */
export function feeLine(
  fees: BrochureCourse["fees"],
  labels: BrochureLabels,
): string {
  if (!fees) return labels.feeOnRequest;
  const total = labels.fee(formatRupees(fees.total));
  return fees.instalments
    ? `${total} (${labels.instalments(fees.instalments.count, formatRupees(fees.instalments.amount))})`
    : total;
}

/** The little of the site config the brochure prints. */
export type BrochureSite = {
  name: string;
  description: string;
  url: string;
  phone: string;
  email: string;
  hrAddress: string;
  branches: readonly { town: string; address: string }[];
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FOOTER = 40;
const red = rgb(0.725, 0.11, 0.11); // #b91c1c, the brand's deep red
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);
const white = rgb(1, 1, 1);

/** Characters the standard fonts cannot draw, written the way an Indian brochure would. */
const replacements: Record<string, string> = {
  "₹": "Rs. ",
  "→": "->",
  "≥": ">=",
  "≤": "<=",
};

/** `text` with anything outside WinAnsi replaced, so drawing it can never throw. */
export function printable(text: string, font: PDFFont): string {
  return [...text]
    .map((char) => {
      if (replacements[char]) return replacements[char];
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

/** One font of the brochure: how its text is made printable, measured and drawn. */
type Face = {
  printable(text: string): string;
  width(text: string, size: number): number;
  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color: Color },
  ): void;
};

/** A standard font: WinAnsi text, laid out by pdf-lib. */
function standardFace(font: PDFFont): Face {
  return {
    printable: (text) => printable(text, font),
    width: (text, size) => font.widthOfTextAtSize(text, size),
    draw: (page, text, options) => page.drawText(text, { ...options, font }),
  };
}

/** Embedded fonts, the first that has a character drawing it, text shaped with HarfBuzz. */
function shapedFace(fonts: readonly ShapingFont[]): Face {
  const shaped = new Map<string, ShapedText>();
  const shape = (text: string) => {
    let result = shaped.get(text);
    if (!result) shaped.set(text, (result = shapeText(text, fonts)));
    return result;
  };
  return {
    printable: (text) => text,
    width: (text, size) => widthAtSize(shape(text), size),
    draw: (page, text, { x, y, size, color }) =>
      drawShapedText(page, shape(text), { x, y, size, color }),
  };
}

type Fonts = { regular: Face; bold: Face; italic: Face };
type Style = {
  font: Face;
  size: number;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  gap?: number;
};

/** Lays text out top to bottom, word-wrapped, starting a new page when one fills up. */
class Writer {
  doc: PDFDocument;
  fonts: Fonts;
  labels: BrochureLabels;
  /** Repeated at the top of a page that continues a section. */
  runningTitle: string;
  page: PDFPage;
  y = 0;

  constructor(
    doc: PDFDocument,
    fonts: Fonts,
    labels: BrochureLabels,
    runningTitle: string,
  ) {
    this.doc = doc;
    this.fonts = fonts;
    this.labels = labels;
    this.runningTitle = runningTitle;
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /** Makes sure `height` more points fit on this page; otherwise continues on a new one. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) {
      this.newPage();
      this.text(this.labels.continued(this.runningTitle), {
        font: this.fonts.italic,
        size: 9,
        color: muted,
        gap: 10,
      });
    }
  }

  lines(text: string, { font, size, indent = 0 }: Style): string[] {
    const width = A4.width - 2 * MARGIN - indent;
    const out: string[] = [];
    let line = "";
    for (const word of font.printable(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.width(candidate, size) > width && line) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) out.push(line);
    return out;
  }

  text(text: string, style: Style) {
    const { font, size, color = ink, indent = 0, gap = 4 } = style;
    const leading = size * 1.35;
    for (const line of this.lines(text, style)) {
      this.ensure(leading);
      this.y -= leading;
      font.draw(this.page, line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        color,
      });
    }
    this.y -= gap;
  }

  bullet(text: string, size = 10.5) {
    this.ensure(size * 1.35);
    this.page.drawCircle({
      x: MARGIN + 6,
      y: this.y - size * 0.75,
      size: 1.8,
      color: red,
    });
    this.text(text, { font: this.fonts.regular, size, indent: 16, gap: 2 });
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 8;
    this.text(text, { font: this.fonts.bold, size: 13, color: red, gap: 6 });
  }
}

function cover(
  writer: Writer,
  fonts: Fonts,
  site: BrochureSite,
  courses: readonly BrochureCourse[],
) {
  const { labels } = writer;
  const page = writer.page;
  page.drawRectangle({
    x: 0,
    y: A4.height - 170,
    width: A4.width,
    height: 170,
    color: red,
  });
  fonts.bold.draw(page, fonts.bold.printable(site.name), {
    x: MARGIN,
    y: A4.height - 84,
    size: 26,
    color: white,
  });
  fonts.regular.draw(page, fonts.regular.printable(labels.brochure), {
    x: MARGIN,
    y: A4.height - 114,
    size: 15,
    color: white,
  });
  fonts.regular.draw(
    page,
    fonts.regular.printable(site.branches.map((b) => b.town).join("  |  ")),
    {
      x: MARGIN,
      y: A4.height - 140,
      size: 11,
      color: white,
    },
  );
  writer.y = A4.height - 200;
  writer.text(site.description, {
    font: fonts.regular,
    size: 11,
    color: muted,
    gap: 10,
  });

  writer.heading(labels.contactUs);
  writer.text(`${labels.phone}: ${site.phone}`, {
    font: fonts.regular,
    size: 11,
  });
  writer.text(`${labels.email}: ${site.email}`, {
    font: fonts.regular,
    size: 11,
  });
  writer.text(`${labels.website}: ${site.url.replace(/^https:\/\//, "")}`, {
    font: fonts.regular,
    size: 11,
    gap: 8,
  });
  for (const branch of site.branches) {
    writer.text(labels.branch(branch.town), {
      font: fonts.bold,
      size: 11,
      gap: 0,
    });
    writer.text(branch.address, {
      font: fonts.regular,
      size: 10.5,
      color: muted,
      gap: 8,
    });
  }
  writer.text(labels.hr, { font: fonts.bold, size: 11, gap: 0 });
  writer.text(site.hrAddress, {
    font: fonts.regular,
    size: 10.5,
    color: muted,
    gap: 8,
  });

  writer.heading(labels.courses);
  for (const course of courses)
    writer.bullet(
      `${course.title}: ${course.duration}, ${course.mode}${course.fees ? `, ${formatRupees(course.fees.total)}` : ""}`,
      11,
    );
}

function coursePages(writer: Writer, fonts: Fonts, course: BrochureCourse) {
  const { labels } = writer;
  writer.newPage();
  writer.runningTitle = course.title;
  writer.text(course.title, { font: fonts.bold, size: 22, color: red, gap: 2 });
  writer.text(course.tagline, {
    font: fonts.italic,
    size: 11.5,
    color: muted,
    gap: 8,
  });
  writer.text(
    `${labels.duration}: ${course.duration}     ${labels.mode}: ${course.mode}`,
    {
      font: fonts.bold,
      size: 11,
      gap: 6,
    },
  );
  writer.text(feeLine(course.fees, labels), {
    font: fonts.regular,
    size: 11,
    gap: 6,
  });
  writer.heading(labels.overview);
  writer.text(course.overview, { font: fonts.regular, size: 10.5, gap: 6 });
  writer.heading(labels.highlights);
  for (const highlight of course.highlights) writer.bullet(highlight);
  writer.heading(labels.curriculum);
  course.curriculum.forEach((module, index) => {
    const topics = {
      font: fonts.regular,
      size: 10,
      color: muted,
      indent: 12,
      gap: 7,
    };
    const topicsText = module.topics.join("  |  ");
    // A module and its topics stay on one page.
    writer.ensure(
      11 * 1.35 + writer.lines(topicsText, topics).length * 10 * 1.35 + 8,
    );
    writer.text(`${labels.module(index + 1)}: ${module.title}`, {
      font: fonts.bold,
      size: 11,
      gap: 1,
    });
    writer.text(topicsText, topics);
  });
}

/** Prints the footer on every page, once the page count is known. */
function footers(
  doc: PDFDocument,
  fonts: Fonts,
  labels: BrochureLabels,
  site: BrochureSite,
) {
  const pages = doc.getPages();
  const line = fonts.regular.printable(
    `${site.name}  |  ${site.phone}  |  ${site.email}`,
  );
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN },
      end: { x: A4.width - MARGIN, y: MARGIN },
      thickness: 0.6,
      color: muted,
    });
    fonts.regular.draw(page, line, {
      x: MARGIN,
      y: MARGIN - 16,
      size: 8.5,
      color: muted,
    });
    const number = labels.page(i + 1, pages.length);
    const width = fonts.regular.width(number, 8.5);
    fonts.regular.draw(page, number, {
      x: A4.width - MARGIN - width,
      y: MARGIN - 16,
      size: 8.5,
      color: muted,
    });
  });
}

/** The brochure's own words, in the language it is printed in. */
export type BrochureLabels = {
  /** The PDF's language tag. */
  lang: string;
  brochure: string;
  keywords: readonly string[];
  continued: (title: string) => string;
  contactUs: string;
  phone: string;
  email: string;
  website: string;
  branch: (town: string) => string;
  hr: string;
  courses: string;
  duration: string;
  mode: string;
  fee: (amount: string) => string;
  instalments: (count: number, amount: string) => string;
  /** A course without fees in the content. */
  feeOnRequest: string;
  overview: string;
  highlights: string;
  curriculum: string;
  module: (n: number) => string;
  page: (n: number, of: number) => string;
};

export const englishLabels: BrochureLabels = {
  lang: "en-IN",
  brochure: "Course Brochure",
  keywords: ["courses", "training"],
  continued: (title) => `${title} (continued)`,
  contactUs: "Contact us",
  phone: "Phone and WhatsApp",
  email: "Email",
  website: "Website",
  branch: (town) => `${town} branch`,
  hr: "HR & Placement",
  courses: "Courses in this brochure",
  duration: "Duration",
  mode: "Mode",
  fee: (amount) => `Fee: ${amount}`,
  instalments: (count, amount) => `or ${count} instalments of ${amount}`,
  feeOnRequest: "Fee: call or write to us to ask",
  overview: "Course Overview",
  highlights: "Highlights",
  curriculum: "Course Curriculum",
  module: (n) => `Module ${n}`,
  page: (n, of) => `Page ${n} of ${of}`,
};

/** The Marathi brochure's words (glossary: docs/marathi.md). */
export const marathiLabels: BrochureLabels = {
  lang: "mr-IN",
  brochure: "कोर्सेसचे माहितीपत्रक",
  keywords: ["कोर्सेस", "प्रशिक्षण"],
  continued: (title) => `${title} (पुढे चालू)`,
  contactUs: "संपर्क",
  phone: "फोन आणि WhatsApp",
  email: "ईमेल",
  website: "वेबसाइट",
  branch: (town) => `${town} शाखा`,
  hr: "HR आणि प्लेसमेंट",
  courses: "या माहितीपत्रकातील कोर्सेस",
  duration: "कालावधी",
  mode: "पद्धत",
  fee: (amount) => `फी: ${amount}`,
  instalments: (count, amount) => `किंवा ${amount} चे ${count} हप्ते`,
  feeOnRequest: "फी: विचारण्यासाठी आम्हाला कॉल करा किंवा लिहा",
  overview: "कोर्सची ओळख",
  highlights: "वैशिष्ट्ये",
  curriculum: "अभ्यासक्रम",
  module: (n) => `मॉड्यूल ${n}`,
  page: (n, of) => `पृष्ठ ${n} / ${of}`,
};

/** Noto Sans Devanagari (OFL-1.1, @fontsource/noto-sans-devanagari): its Devanagari file, then its Latin one. */
export function notoSansDevanagari(weight: 400 | 700): Uint8Array[] {
  const require = createRequire(import.meta.url);
  return ["devanagari", "latin"].map((subset) =>
    readFileSync(
      require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
      ),
    ),
  );
}

async function embedFonts(
  doc: PDFDocument,
  locale: "en" | "mr",
): Promise<Fonts> {
  if (locale === "en")
    return {
      regular: standardFace(await doc.embedFont(StandardFonts.Helvetica)),
      bold: standardFace(await doc.embedFont(StandardFonts.HelveticaBold)),
      italic: standardFace(await doc.embedFont(StandardFonts.HelveticaOblique)),
    };
  const family = async (weight: 400 | 700) =>
    shapedFace(
      await Promise.all(
        notoSansDevanagari(weight).map((file) => embedShapingFont(doc, file)),
      ),
    );
  const regular = await family(400);
  // Noto Sans Devanagari has no italic: the tagline and "continued" lines are regular.
  return { regular, bold: await family(700), italic: regular };
}

/**
 * The brochure: a cover with the institute's contacts and the list of courses, then each
 * course with its duration, mode, overview, highlights and curriculum.
 */
export async function createBrochurePdf({
  courses,
  site,
  locale = "en",
}: {
  courses: readonly BrochureCourse[];
  site: BrochureSite;
  /** English (standard fonts) or Marathi (embedded Devanagari fonts). */
  locale?: "en" | "mr";
}): Promise<Uint8Array> {
  const labels = locale === "en" ? englishLabels : marathiLabels;
  // No automatic dates: the same data gives the same file, so caches stay valid between builds.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${site.name}: ${labels.brochure}`);
  doc.setAuthor(site.name);
  doc.setSubject(courses.map((c) => c.title).join(", "));
  doc.setKeywords([...labels.keywords, ...site.branches.map((b) => b.town)]);
  doc.setCreator(site.url);
  doc.setProducer("pdf-lib");
  doc.setLanguage(labels.lang);
  const fonts = await embedFonts(doc, locale);
  const writer = new Writer(doc, fonts, labels, site.name);
  cover(writer, fonts, site, courses);
  for (const course of courses) coursePages(writer, fonts, course);
  footers(doc, fonts, labels, site);
  return doc.save();
}
