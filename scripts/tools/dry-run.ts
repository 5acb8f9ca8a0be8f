import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * `npm run test:dry-run`: what Workers Builds' deploy step does with this repository, without an
 * account and offline: `npx wrangler deploy --dry-run` reads wrangler.jsonc as the Deploy to
 * Cloudflare button leaves it, bundles the Worker (host/worker.ts) and reads build/client (so
 * it runs after the build), writing into a temporary folder that is removed afterwards. A
 * configuration wrangler refuses, or a Worker that does not bundle, fails `npm test` here
 * rather than the owner's first deploy.
 */

export function dryRun(root = process.cwd()): number {
  const outdir = mkdtempSync(join(tmpdir(), "wrangler-dry-run-"));
  try {
    const { status } = spawnSync(
      join(root, "node_modules/.bin/wrangler"),
      ["deploy", "--dry-run", "--outdir", outdir],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (status !== 0) return status ?? 1;
    // What would go up: the bundled Worker.
    const bundled = readdirSync(outdir).filter((f) => /\.m?js$/.test(f));
    if (!bundled.length) {
      console.error(`dry run: wrangler wrote no Worker into ${outdir}`);
      return 1;
    }
    console.log(`dry run: the Worker bundles (${bundled.join(", ")})`);
    return 0;
  } finally {
    if (existsSync(outdir)) rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exit(dryRun());
