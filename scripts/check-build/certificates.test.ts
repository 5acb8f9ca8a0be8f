// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkCertificates } from "#scripts/check-build/certificates.ts";
import { siteOf, sitemap } from "#scripts/check-build/test-site.ts";

const certificates = [
  {
    number: "NCI-2026-3F9A1C7E-B24D6A08",
    name: "Priya Patil",
    nameMarathi: "प्रिया पाटील",
  },
  { number: "NCI-2026-8C21D4F0-5E7B9A13", name: "Rohan Kulkarni" },
];
const keys = [
  {
    id: "25058c48",
    key: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
    from: "2026-01-01",
  },
];
const noindex = `<!doctype html><html><head><meta name="robots" content="noindex"/></head></html>`;
const sealed = '{"iv":"AAAA","data":"BBBB"}';

/** A build whose certificates are as they should be, with `more` files added. */
const build = (more: Record<string, string> = {}) =>
  siteOf({
    "sitemap.xml": sitemap("/"),
    "index.html": "<!doctype html><html><head></head><body>Home</body></html>",
    "verify/index.html": noindex,
    "mr/verify/index.html": noindex,
    "certificates/0b127063c2fcd4b450c67a5c584e27e7.json": sealed,
    "certificates/32807a49f870a9c22d8fe2161191658a.json": sealed,
    "certificates/revoked.json": '{"asOf":"2026-11-20","revoked":[]}',
    "certificates/keys.json": JSON.stringify({ keys }),
    "files/brochure.pdf": "%PDF",
    ...more,
  });

describe("the certificates check", () => {
  it("passes a build that lists no certificate", () => {
    expect(checkCertificates(build(), certificates, keys).problems).toEqual([]);
  });

  it("finds a number anywhere, a list of names, a certificate PDF, stray files and other keys", () => {
    const site = build({
      "assets/verify-x.js": 'const n="NCI-2026-8C21D4F0-5E7B9A13";',
      "placements/index.html": "<p>Priya Patil</p>",
      "export.json": '["Priya Patil","Rohan Kulkarni"]',
      "files/NCI-2026-3F9A1C7E-B24D6A08.pdf": "%PDF",
      "certificates/list.json": "[]",
      "certificates/keys.json": JSON.stringify({ keys: [] }),
    });
    expect(checkCertificates(site, certificates, keys).problems).toEqual([
      "assets/verify-x.js: names certificate NCI-2026-8C21D4F0-5E7B9A13",
      "certificates/list.json: not a file the certificates' folder may hold",
      "export.json: names 2 students of certificates (NCI-2026-3F9A1C7E-B24D6A08, NCI-2026-8C21D4F0-5E7B9A13)",
      "files/NCI-2026-3F9A1C7E-B24D6A08.pdf: no PDF but the brochures is published (certificates are printed at /admin/certificate)",
      "certificates/keys.json: not the configured public keys (app/config/certificate-keys.json)",
    ]);
  });

  it("wants every certificate sealed, and the verify pages kept from search engines", () => {
    const site = build({
      "certificates/32807a49f870a9c22d8fe2161191658a.json":
        '{"name":"Rohan Kulkarni","iv":"A","data":"B"}',
      "mr/verify/index.html": "<!doctype html><html><head></head></html>",
      "sitemap.xml": sitemap("/", "/verify"),
    });
    expect(checkCertificates(site, certificates, keys).problems).toEqual([
      "certificates/32807a49f870a9c22d8fe2161191658a.json: must hold only the sealed entry (iv, data)",
      "sitemap.xml must not list /verify",
      "mr/verify/index.html: must be marked noindex",
    ]);
  });
});
