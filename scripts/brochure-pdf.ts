import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";

/*
 * The course brochure as a PDF, drawn with pdf-lib's standard fonts so it needs no font files.
 * Those fonts only know the WinAnsi character set: text passes through `printable` first.
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
};

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

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type Style = {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  gap?: number;
};

/** Lays text out top to bottom, word-wrapped, starting a new page when one fills up. */
class Writer {
  doc: PDFDocument;
  fonts: Fonts;
  /** Repeated at the top of a page that continues a section. */
  runningTitle: string;
  page: PDFPage;
  y = 0;

  constructor(doc: PDFDocument, fonts: Fonts, runningTitle: string) {
    this.doc = doc;
    this.fonts = fonts;
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
      this.text(`${this.runningTitle} (continued)`, {
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
    for (const word of printable(text, font).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
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
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        font,
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
  const page = writer.page;
  page.drawRectangle({
    x: 0,
    y: A4.height - 170,
    width: A4.width,
    height: 170,
    color: red,
  });
  page.drawText(printable(site.name, fonts.bold), {
    x: MARGIN,
    y: A4.height - 84,
    size: 26,
    font: fonts.bold,
    color: white,
  });
  page.drawText("Course Brochure", {
    x: MARGIN,
    y: A4.height - 114,
    size: 15,
    font: fonts.regular,
    color: white,
  });
  page.drawText(
    printable(site.branches.map((b) => b.town).join("  |  "), fonts.regular),
    {
      x: MARGIN,
      y: A4.height - 140,
      size: 11,
      font: fonts.regular,
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

  writer.heading("Contact us");
  writer.text(`Phone and WhatsApp: ${site.phone}`, {
    font: fonts.regular,
    size: 11,
  });
  writer.text(`Email: ${site.email}`, { font: fonts.regular, size: 11 });
  writer.text(`Website: ${site.url.replace(/^https:\/\//, "")}`, {
    font: fonts.regular,
    size: 11,
    gap: 8,
  });
  for (const branch of site.branches) {
    writer.text(`${branch.town} branch`, {
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
  writer.text("HR & Placement", { font: fonts.bold, size: 11, gap: 0 });
  writer.text(site.hrAddress, {
    font: fonts.regular,
    size: 10.5,
    color: muted,
    gap: 8,
  });

  writer.heading("Courses in this brochure");
  for (const course of courses)
    writer.bullet(`${course.title}: ${course.duration}, ${course.mode}`, 11);
}

function coursePages(writer: Writer, fonts: Fonts, course: BrochureCourse) {
  writer.newPage();
  writer.runningTitle = course.title;
  writer.text(course.title, { font: fonts.bold, size: 22, color: red, gap: 2 });
  writer.text(course.tagline, {
    font: fonts.italic,
    size: 11.5,
    color: muted,
    gap: 8,
  });
  writer.text(`Duration: ${course.duration}     Mode: ${course.mode}`, {
    font: fonts.bold,
    size: 11,
    gap: 6,
  });
  writer.heading("Course Overview");
  writer.text(course.overview, { font: fonts.regular, size: 10.5, gap: 6 });
  writer.heading("Highlights");
  for (const highlight of course.highlights) writer.bullet(highlight);
  writer.heading("Course Curriculum");
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
    writer.text(`Module ${index + 1}: ${module.title}`, {
      font: fonts.bold,
      size: 11,
      gap: 1,
    });
    writer.text(topicsText, topics);
  });
}

/** Prints the footer on every page, once the page count is known. */
function footers(doc: PDFDocument, fonts: Fonts, site: BrochureSite) {
  const pages = doc.getPages();
  const line = printable(
    `${site.name}  |  ${site.phone}  |  ${site.email}`,
    fonts.regular,
  );
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN },
      end: { x: A4.width - MARGIN, y: MARGIN },
      thickness: 0.6,
      color: muted,
    });
    page.drawText(line, {
      x: MARGIN,
      y: MARGIN - 16,
      size: 8.5,
      font: fonts.regular,
      color: muted,
    });
    const number = `Page ${i + 1} of ${pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(number, 8.5);
    page.drawText(number, {
      x: A4.width - MARGIN - width,
      y: MARGIN - 16,
      size: 8.5,
      font: fonts.regular,
      color: muted,
    });
  });
}

/**
 * The brochure: a cover with the institute's contacts and the list of courses, then each
 * course with its duration, mode, overview, highlights and curriculum.
 */
export async function createBrochurePdf({
  courses,
  site,
}: {
  courses: readonly BrochureCourse[];
  site: BrochureSite;
}): Promise<Uint8Array> {
  // No automatic dates: the same data gives the same file, so caches stay valid between builds.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${site.name}: Course Brochure`);
  doc.setAuthor(site.name);
  doc.setSubject(courses.map((c) => c.title).join(", "));
  doc.setKeywords(["courses", "training", ...site.branches.map((b) => b.town)]);
  doc.setCreator(site.url);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-IN");
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const writer = new Writer(doc, fonts, site.name);
  cover(writer, fonts, site, courses);
  for (const course of courses) coursePages(writer, fonts, course);
  footers(doc, fonts, site);
  return doc.save();
}
