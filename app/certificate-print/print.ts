import QRCode from "qrcode";
import type { Locale } from "#app/content/locales.ts";
import {
  type LookupEntry,
  lookupPath,
  openEntry,
} from "#app/lib/certificates/lookup.ts";
import {
  isCertificateNumber,
  normalizeNumber,
} from "#app/lib/certificates/number.ts";
import {
  type CertificateFacts,
  decodeFacts,
  decodeRecord,
} from "#app/lib/certificates/record.ts";
import { certificateWording } from "#app/lib/certificates/wording.ts";
import { formatDay } from "#app/lib/dates.ts";

/*
 * The printable certificate at /admin/certificate, in the browser: staff type a number, the
 * page fetches the certificate's file as the verify page does (its number opens it), and draws
 * the A4 certificate in English, and in Marathi when the name is given in Marathi, each with the
 * QR code of its signed record and the number under it. Printing needs no key: the record was
 * signed by the build. Runs under the editor's policy (script-src 'self', no inline script).
 */

/** What the build writes into the page (scripts/build/certificate-printer.ts). */
export type PrintData = {
  /** The site's public address, which the QR code opens. */
  site: string;
  name: string;
};

/** The address a certificate's QR code opens: the verify page with the record after `#`. */
export const verifyAddress = (site: string, record: string) =>
  `${new URL("/verify", site).href}#${record}`;

/** A certificate's facts and its QR code's address, from its number; or why there are none. */
export async function certificateFor(
  typed: string,
  site: string,
  get: (path: string) => Promise<Response> = (path) =>
    fetch(path, { cache: "no-store" }),
): Promise<
  | {
      facts: CertificateFacts;
      address: string;
      signed: boolean;
      /** Revoked: the QR code reads "Revoked", with this reason, wherever it is checked. */
      revoked?: LookupEntry["revoked"];
    }
  | { problem: "not-a-number" | "unknown" | "offline" }
> {
  const number = normalizeNumber(typed);
  if (!isCertificateNumber(number)) return { problem: "not-a-number" };
  let response: Response;
  try {
    response = await get(await lookupPath(number));
  } catch {
    return { problem: "offline" };
  }
  if (!response.ok) return { problem: "unknown" };
  const entry = await openEntry(number, await response.text());
  const parts = entry && decodeRecord(entry.record);
  const read = parts && decodeFacts(parts.facts);
  if (!entry || !read) return { problem: "unknown" };
  return {
    facts: read.facts,
    address: verifyAddress(site, entry.record),
    signed: Boolean(parts.signature),
    ...(entry.revoked ? { revoked: entry.revoked } : {}),
  };
}

const SVG = "http://www.w3.org/2000/svg";

/** The QR code of `text` as an SVG of dark squares, drawn with DOM calls (no markup parsed). */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const quiet = 4;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size + 2 * quiet} ${size + 2 * quiet}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  let d = "";
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (modules.get(y, x)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", d);
  svg.append(path);
  return svg;
}

const element = (
  tag: string,
  className: string,
  text?: string,
): HTMLElement => {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

/** One A4 sheet of the certificate in a language. */
export function sheet(
  facts: CertificateFacts,
  address: string,
  locale: Locale,
  data: PrintData,
): HTMLElement {
  const w = certificateWording[locale];
  const day = (d: string) => formatDay(d, locale);
  const page = element("article", "sheet");
  page.lang = w.lang;
  const name = locale === "mr" ? (facts.nameMarathi ?? facts.name) : facts.name;
  const check = new URL("/verify", data.site);
  page.append(
    element("p", "institute", data.name),
    element("h2", "title", w.title),
    element("p", "line", w.certify),
    element("p", "name", name),
    element("p", "line", w.completed),
    element("p", "course", facts.course[locale]),
    element("p", "line", w.batch(day(facts.start), day(facts.end))),
    ...(facts.grade ? [element("p", "line", w.grade(facts.grade))] : []),
    element("p", "issued", w.issued(day(facts.issued))),
  );
  const code = element("div", "code");
  code.append(
    qrSvg(address, `${w.number} ${facts.number}`),
    element("p", "number", facts.number),
  );
  page.append(
    code,
    element("p", "check", w.check(check.host + check.pathname)),
  );
  return page;
}
