import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PrintData } from "#app/certificate-print/print.ts";
import { compileBrowserProgram } from "#scripts/build/first-paint.ts";
import { adminShell } from "#scripts/content/editor/admin-shell.ts";

/*
 * The printable certificate for the staff, at /admin/certificate: a page of its own and its
 * script (app/certificate-print/), like the editor at /admin and under the editor's policy
 * (script-src 'self', nothing inline runs, nothing from a CDN). Not indexed, linked from no
 * public page.
 */

export const PRINTER_PAGE = "admin/certificate/index.html";
export const PRINTER_SCRIPT = "admin/certificate.js";

const STYLES = `
body { margin: 0; font-family: system-ui, sans-serif; color: #0f172a; background: #f1f5f9; }
.controls { max-width: 40rem; margin: 0 auto; padding: 1rem; }
.controls h1 { font-size: 1.5rem; margin: 0.5rem 0; }
.controls label { display: block; font-weight: 600; margin-top: 0.75rem; }
.controls input { font: inherit; font-family: ui-monospace, monospace; text-transform: uppercase; width: 100%; box-sizing: border-box; min-height: 2.75rem; padding: 0 0.75rem; border: 1px solid #94a3b8; border-radius: 0.5rem; }
.controls button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0 1.25rem; margin-top: 0.75rem; border: 0; border-radius: 0.5rem; background: #b91c1c; color: #fff; }
#sheets { display: grid; gap: 1rem; padding: 1rem; justify-items: center; }
.sheet { container-type: inline-size; box-sizing: border-box; width: min(100%, 297mm); aspect-ratio: 297 / 210; background: #fff; border: 1.2cqw double #7f1d1d; padding: 4cqw 6cqw; position: relative; text-align: center; font-family: Georgia, "Noto Serif", "Noto Sans Devanagari", serif; }
.sheet p, .sheet h2 { margin: 0; }
.institute { font-size: 2.4cqw; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: #7f1d1d; }
.title { font-size: 4.2cqw; margin-top: 1.5cqw !important; }
.line { font-size: 1.9cqw; margin-top: 1.2cqw !important; }
.name { font-size: 4.6cqw; font-weight: 700; margin-top: 1.2cqw !important; }
.course { font-size: 3cqw; font-weight: 700; margin-top: 1cqw !important; }
.issued { position: absolute; left: 6cqw; bottom: 6cqw; font-size: 1.7cqw; }
.code { position: absolute; right: 5cqw; bottom: 4.5cqw; width: 17cqw; }
.code svg { display: block; width: 100%; }
.number { font-family: ui-monospace, monospace; font-size: 1.25cqw; font-weight: 700; }
.check { position: absolute; left: 6cqw; right: 24cqw; bottom: 2.5cqw; font-size: 1.2cqw; color: #475569; text-align: left; }
@page { size: A4 landscape; margin: 0; }
@media print {
  body { background: #fff; }
  .controls { display: none; }
  #sheets { display: block; padding: 0; }
  .sheet { width: 297mm; height: 210mm; aspect-ratio: auto; break-after: page; }
}
`;

/** The page: in /admin's shell (noindex, its policy), its data as JSON (never run), its script. */
export function printerPage(data: PrintData): string {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return adminShell({
    title: `Print a certificate · ${data.name}`,
    head: `<style>${STYLES}</style>
<script type="module" src="/${PRINTER_SCRIPT}"></script>
`,
    body: `<main>
<div class="controls">
<h1>Print a certificate</h1>
<p>Type the certificate's number (it is in the editor, under Certificates). The certificate is drawn as the site published it, with its QR code: print it on A4, or save it as a PDF from the browser's Print.</p>
<form>
<label for="number">Certificate number</label>
<input id="number" name="number" autocomplete="off" autocapitalize="characters" spellcheck="false" required>
<button type="submit">Show the certificate</button>
</form>
<p id="status" role="status"></p>
<button type="button" id="print" hidden>Print or save as PDF</button>
</div>
<div id="sheets"></div>
</main>
<script type="application/json" id="print-data">${json}</script>
`,
  });
}

/** Writes the page and its compiled script into build/client. */
export async function writeCertificatePrinter(
  clientDir: string,
  data: PrintData,
) {
  const script = await compileBrowserProgram(
    fileURLToPath(import.meta.resolve("#app/certificate-print/page.ts")),
  );
  mkdirSync(join(clientDir, "admin", "certificate"), { recursive: true });
  writeFileSync(join(clientDir, PRINTER_PAGE), printerPage(data));
  writeFileSync(join(clientDir, PRINTER_SCRIPT), `${script}\n`);
}
