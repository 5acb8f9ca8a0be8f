// Small hand-made builds for the checks' unit tests, written to a temporary folder so that
// each check reads them exactly as it reads build/client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll } from "vitest";
import { type Site, loadSite } from "#scripts/check-build/site.ts";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export function siteOf(files: Record<string, string | Buffer>): Site {
  const dir = mkdtempSync(join(tmpdir(), "check-build-"));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return loadSite(dir);
}

export const ORIGIN = "https://example.org";

/** A sitemap listing these paths on ORIGIN. */
export const sitemap = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths
    .map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`)
    .join("")}</urlset>`;
