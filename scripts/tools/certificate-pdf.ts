import {
  type Color,
  type PDFFont,
  type PDFPage,
  PDFDocument,
  rgb,
  StandardFonts,
} from "pdf-lib";
import QRCode from "qrcode";
import type { Locale } from "#app/content/locales.ts";
import type { CertificateFacts } from "#app/lib/certificates/record.ts";
import { certificateWording } from "#app/lib/certificates/wording.ts";
import { formatDay } from "#app/lib/dates.ts";
import { notoSansDevanagari } from "#scripts/build/brochure.ts";
import {
  drawShapedText,
  embedShapingFont,
  shapeText,
  widthAtSize,
} from "#scripts/build/pdf-shaped-text.ts";

/*
 * A certificate as a PDF (`npm run certificates`): A4 landscape, the same words and QR code as
 * the printable page at /admin/certificate, in English and, when the name is given in Marathi,
 * in Marathi on a second page (Noto Sans Devanagari, shaped by HarfBuzz).
 */

/** A4 landscape, in points. */
const WIDTH = 842;
const HEIGHT = 595;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.5, 0.11, 0.11);

type Writer = {
  width(text: string, size: number): number;
  draw(text: string, x: number, y: number, size: number, color: Color): void;
};

function standardWriter(page: PDFPage, font: PDFFont): Writer {
  return {
    width: (text, size) => font.widthOfTextAtSize(text, size),
    draw: (text, x, y, size, color) =>
      page.drawText(text, { x, y, size, font, color }),
  };
}

async function devanagariWriter(
  doc: PDFDocument,
  page: PDFPage,
  weight: 400 | 700,
): Promise<Writer> {
  const fonts = await Promise.all(
    notoSansDevanagari(weight).map((file) => embedShapingFont(doc, file)),
  );
  return {
    width: (text, size) => widthAtSize(shapeText(text, fonts), size),
    draw: (text, x, y, size, color) =>
      drawShapedText(page, shapeText(text, fonts), { x, y, size, color }),
  };
}

/** Draws the QR code of `text` as dark squares, its lower left corner at (x, y). */
function drawQr(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  side: number,
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const unit = side / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        page.drawRectangle({
          x: x + (col + quiet) * unit,
          y: y + side - (row + quiet + 1) * unit,
          width: unit,
          height: unit,
          color: rgb(0, 0, 0),
        });
}

async function certificatePage(
  doc: PDFDocument,
  facts: CertificateFacts,
  address: string,
  locale: Locale,
  institute: string,
  site: string,
) {
  const w = certificateWording[locale];
  const page = doc.addPage([WIDTH, HEIGHT]);
  const latin = standardWriter(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
  );
  const latinBold = standardWriter(
    page,
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const [regular, bold] =
    locale === "en"
      ? [latin, latinBold]
      : await Promise.all([
          devanagariWriter(doc, page, 400),
          devanagariWriter(doc, page, 700),
        ]);
  const day = (d: string) => formatDay(d, locale);
  const centred = (
    writer: Writer,
    text: string,
    y: number,
    size: number,
    color = INK,
  ) =>
    writer.draw(text, (WIDTH - writer.width(text, size)) / 2, y, size, color);

  page.drawRectangle({
    x: 18,
    y: 18,
    width: WIDTH - 36,
    height: HEIGHT - 36,
    borderColor: BRAND,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 26,
    y: 26,
    width: WIDTH - 52,
    height: HEIGHT - 52,
    borderColor: BRAND,
    borderWidth: 1,
  });
  centred(latinBold, institute.toUpperCase(), 520, 18, BRAND);
  centred(bold, w.title, 472, 32);
  centred(regular, w.certify, 430, 15);
  const name = locale === "mr" ? (facts.nameMarathi ?? facts.name) : facts.name;
  centred(bold, name, 384, 34);
  centred(regular, w.completed, 346, 15);
  centred(bold, facts.course[locale], 310, 24);
  centred(regular, w.batch(day(facts.start), day(facts.end)), 278, 14);
  if (facts.grade) centred(regular, w.grade(facts.grade), 254, 14);
  regular.draw(w.issued(day(facts.issued)), 60, 100, 13, INK);

  const side = 132;
  const qrX = WIDTH - 60 - side;
  drawQr(page, address, qrX, 74, side);
  const numberSize = 9;
  latinBold.draw(
    facts.number,
    qrX + (side - latinBold.width(facts.number, numberSize)) / 2,
    60,
    numberSize,
    INK,
  );
  const check = new URL("/verify", site);
  regular.draw(w.check(check.host + check.pathname), 60, 60, 10, MUTED);
}

/** The certificate's PDF: English, then Marathi when the name is given in Marathi. */
export async function certificatePdf({
  facts,
  address,
  institute,
  site,
}: {
  facts: CertificateFacts;
  /** What the QR code opens: the verify page with the signed record after `#`. */
  address: string;
  institute: string;
  site: string;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(
    `${certificateWording.en.title}: ${facts.name} (${facts.number})`,
  );
  doc.setAuthor(institute);
  doc.setCreator(site);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-IN");
  await certificatePage(doc, facts, address, "en", institute, site);
  if (facts.nameMarathi)
    await certificatePage(doc, facts, address, "mr", institute, site);
  return doc.save();
}
