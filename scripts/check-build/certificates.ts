// Certificates: the build publishes no list of them. No file names a certificate's number, no
// file names two of its students, the certificates' folder holds only sealed files named by a
// hash, the revocation list and the keys, no certificate PDF is published, the keys are the
// configured ones, and the verify pages are kept from search engines.

import { readPublicKeys } from "#scripts/build/certificate-keys.ts";
import { requireContent } from "#scripts/content/load.ts";
import {
  $$,
  type CheckResult,
  type Site,
  kb,
  pageFile,
} from "#scripts/check-build/site.ts";

/** Files read as text; pictures, videos, fonts and PDFs are checked by name only. */
const TEXT = /\.(html|js|json|xml|txt|css|svg|webmanifest|ics|map)$/;
const SEALED = /^certificates\/[0-9a-f]{32}\.json$/;
const FOLDER_FILES = new Set([
  "certificates/keys.json",
  "certificates/revoked.json",
]);
/** The only PDFs the site publishes: its brochures. */
const BROCHURE = /^files\/brochure(-[a-z]+)?\.pdf$/;

export type Certificates = readonly {
  number: string;
  name: string;
  nameMarathi?: string;
}[];

export function checkCertificates(
  site: Site,
  certificates: Certificates = requireContent().content.certificates,
  keys: unknown = readPublicKeys(process.cwd()),
): CheckResult {
  const problems: string[] = [];
  let sealed = 0;
  for (const file of site.files) {
    if (file.endsWith(".pdf") && !BROCHURE.test(file))
      problems.push(
        `${file}: no PDF but the brochures is published (certificates are printed at /admin/certificate)`,
      );
    if (file.startsWith("certificates/")) {
      if (SEALED.test(file)) {
        sealed++;
        const data = JSON.parse(site.read(file)) as Record<string, unknown>;
        if (Object.keys(data).sort().join() !== "data,iv")
          problems.push(`${file}: must hold only the sealed entry (iv, data)`);
      } else if (!FOLDER_FILES.has(file))
        problems.push(`${file}: not a file the certificates' folder may hold`);
    }
    if (!TEXT.test(file)) continue;
    const text = site.read(file);
    for (const c of certificates)
      if (text.includes(c.number))
        problems.push(`${file}: names certificate ${c.number}`);
    const names = certificates.filter(
      (c) =>
        text.includes(c.name) ||
        (c.nameMarathi !== undefined && text.includes(c.nameMarathi)),
    );
    if (names.length > 1)
      problems.push(
        `${file}: names ${names.length} students of certificates (${names.map((c) => c.number).join(", ")})`,
      );
  }
  if (sealed !== certificates.length)
    problems.push(
      `certificates/: ${sealed} sealed files for ${certificates.length} certificates`,
    );
  if (!site.files.includes("certificates/revoked.json"))
    problems.push("certificates/revoked.json is missing");
  if (!site.files.includes("certificates/keys.json"))
    problems.push("certificates/keys.json is missing");
  else if (
    JSON.stringify(JSON.parse(site.read("certificates/keys.json")).keys) !==
    JSON.stringify(keys)
  )
    problems.push(
      "certificates/keys.json: not the configured public keys (app/config/certificate-keys.json)",
    );
  for (const path of ["/verify", "/mr/verify"]) {
    const file = pageFile(site, path);
    if (!file) problems.push(`${path}: missing`);
    else if (
      !$$('meta[name=robots][content~="noindex"]', site.dom(file)).length
    )
      problems.push(`${file}: must be marked noindex`);
    if (site.sitemapPaths.includes(path))
      problems.push(`sitemap.xml must not list ${path}`);
  }
  const revoked = site.files.includes("certificates/revoked.json")
    ? site.size("certificates/revoked.json")
    : 0;
  return {
    problems,
    figures: [
      `certificates          ${sealed} sealed, found by number only; revocation list ${kb(revoked)}; no number or list of names in any file`,
    ],
  };
}
