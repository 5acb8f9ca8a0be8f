import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
/** What a copy leaves out: installed packages (linked instead), builds, reports, git. */
const SKIP =
  /^(node_modules|build|build-.*|\.git|\.react-router|test-results.*|playwright-report|reports)$/;

/**
 * A copy of the project in the system's temporary folder, with `node_modules` linked, for the
 * unit tests that run a real `react-router build`. React Router's build deletes and rewrites
 * `.react-router/types` in the folder it runs in, so a build inside the project would race
 * `npm test`'s own builds and its type check, which run beside the unit tests. Returns the
 * copy's folder and a function that removes it.
 */
export function copyProject(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"));
  cpSync(root, dir, {
    recursive: true,
    filter: (path) => !SKIP.test(relative(root, path).split("/")[0] ?? ""),
  });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
