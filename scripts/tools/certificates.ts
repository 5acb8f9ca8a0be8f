// `npm run certificates -- NUMBER…`: each certificate as a PDF (scripts/tools/certificate-pdf.ts),
// drawn from the same signed record the verify page reads, so no key is needed: the build's
// file of that certificate (BUILD_DIR, default build/), opened with its number. Written to
// <build>/certificates/<number>.pdf, outside build/client (`--out DIR` writes elsewhere).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { certificateFor } from "#app/certificate-print/print.ts";
import { requireContent } from "#scripts/content/load.ts";
import { certificatePdf } from "#scripts/tools/certificate-pdf.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string" } },
});
if (!positionals.length) {
  console.error("Usage: npm run certificates -- NUMBER… [--out DIR]");
  process.exit(1);
}
const build = resolve(process.env.BUILD_DIR ?? "build");
const client = join(build, "client");
const out = resolve(values.out ?? join(build, "certificates"));
const { site } = requireContent().content;

/** A file of the build, as a host would answer it. */
const fromBuild = async (path: string) => {
  try {
    return new Response(readFileSync(join(client, path)));
  } catch {
    return new Response(null, { status: 404 });
  }
};

let failed = false;
mkdirSync(out, { recursive: true });
for (const typed of positionals) {
  const found = await certificateFor(typed, site.url, fromBuild);
  if ("problem" in found) {
    console.error(
      `${typed}: ${found.problem === "not-a-number" ? "not a certificate number" : `no certificate with this number in ${relative(process.cwd(), client)} (build the site first)`}`,
    );
    failed = true;
    continue;
  }
  const file = join(out, `${found.facts.number}.pdf`);
  writeFileSync(
    file,
    await certificatePdf({
      facts: found.facts,
      address: found.address,
      institute: site.name,
      site: site.url,
    }),
  );
  console.log(
    `${relative(process.cwd(), file)}: ${found.facts.name}${found.signed ? "" : " (NOT signed: the build had no signing key)"}${found.revoked ? ` (REVOKED on ${found.revoked.on}: ${found.revoked.reason.en}; its QR code reads "Revoked")` : ""}`,
  );
}
process.exit(failed ? 1 : 0);
