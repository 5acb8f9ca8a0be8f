import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/*
 * Runs a command as Workers Builds would: with Node and the locked npm packages, and no apt
 * package the tests install (Chromium, Firefox, Java, nginx, poppler). The site's build must
 * need none of them; `npm test` runs `npm run build` through this (package.json `build:bare`),
 * so a build step that starts a browser or the HTML checker fails there.
 *
 *   node scripts/tools/without-browsers.ts --script build     (package.json's `build`)
 *   node scripts/tools/without-browsers.ts <command> [args…]
 *
 * Inside a mount namespace of its own (`unshare -m`, or `unshare -rm` when not root) every
 * binary below is /dev/null and every folder an empty tmpfs, seen by this command only; the
 * command's PATH is Node's folder and the project's node_modules/.bin, and CHROME_PATH,
 * JAVA_HOME and Playwright's browser folder are taken away. Before the command runs, the
 * namespace checks that each hidden binary is empty, so the hiding cannot silently fail.
 * Where no namespace can be made (no `unshare`, or a container without the right), the command
 * still runs with the stripped PATH and says plainly that absolute paths were not hidden.
 */

/** Binaries of the apt packages the tests need (.ci/run), each hidden when present. */
export const HIDDEN_FILES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/firefox",
  "/usr/bin/firefox-esr",
  "/usr/bin/java",
  "/usr/bin/pdftoppm",
  "/usr/sbin/nginx",
];
/** Their folders: Chromium's and Firefox's own files, every Java runtime. */
export const HIDDEN_FOLDERS = [
  "/usr/lib/chromium",
  "/usr/lib/firefox-esr",
  "/usr/lib/jvm",
];

/** The shell script run inside the namespace: hide, check the hiding, then run the command. */
export function hidingScript(
  files: readonly string[],
  folders: readonly string[],
  { mount = "/usr/bin/mount", ls = "/usr/bin/ls" } = {},
): string {
  // The command's PATH has Node alone, so the tools the script needs are named by their path.
  const lines = ["set -eu"];
  // Files first: a symlink (/usr/bin/firefox-esr → ../lib/firefox-esr/…) is followed and its
  // target hidden, which cannot be done once the folder it points into is empty.
  for (const file of files) lines.push(`${mount} --bind /dev/null ${file}`);
  for (const folder of folders)
    lines.push(`${mount} -t tmpfs -o size=1m tmpfs ${folder}`);
  for (const file of files)
    lines.push(
      `if [ -s ${file} ]; then echo "${file} is still there" >&2; exit 97; fi`,
    );
  for (const folder of folders)
    lines.push(
      `if [ -n "$(${ls} -A ${folder})" ]; then echo "${folder} is not empty" >&2; exit 97; fi`,
    );
  lines.push('exec "$@"');
  return lines.join("\n");
}

/** The environment of the command: Node's folder and the packages' binaries on PATH, no browsers. */
export function bareEnv(
  env: NodeJS.ProcessEnv,
  root: string,
  emptyFolder: string,
): NodeJS.ProcessEnv {
  const rest = { ...env };
  for (const name of ["CHROME_PATH", "JAVA_HOME", "PLAYWRIGHT_BROWSERS_PATH"])
    delete rest[name];
  return {
    ...rest,
    PATH: [dirname(process.execPath), join(root, "node_modules/.bin")].join(
      ":",
    ),
    // Playwright's own download, if a developer has one, is not there either.
    PLAYWRIGHT_BROWSERS_PATH: emptyFolder,
  };
}

/** A tool's path, looked up on this process's PATH (the command's will not have it). */
function which(tool: string): string {
  const found = (process.env.PATH ?? "")
    .split(":")
    .map((folder) => join(folder, tool))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`without-browsers: ${tool} is not on PATH`);
  return found;
}

/** Whether this machine lets `args` (an unshare invocation) make a mount namespace. */
const canUnshare = (args: string[]) =>
  spawnSync("unshare", [...args, "true"], { stdio: "ignore" }).status === 0;

/** Runs `command` without the browsers and Java; returns its exit status. */
export function runWithoutBrowsers(
  command: string[],
  root = process.cwd(),
): number {
  const empty = mkdtempSync(join(tmpdir(), "no-browsers-"));
  try {
    const env = bareEnv(process.env, root, empty);
    const unshare = [["-m"], ["-rm"]].find(canUnshare);
    if (!unshare) {
      console.warn(
        "without-browsers: no mount namespace here (unshare -m and -rm refused): PATH is stripped to Node, but absolute paths such as /usr/bin/chromium are not hidden",
      );
      const [file, ...args] = command;
      return spawnSync(file!, args, { stdio: "inherit", env }).status ?? 1;
    }
    const files = HIDDEN_FILES.filter((f) => existsSync(f));
    const folders = HIDDEN_FOLDERS.filter((f) => existsSync(f));
    console.log(
      `without-browsers: hidden ${[...files, ...folders].join(", ") || "nothing (none installed)"}; PATH=${env.PATH}`,
    );
    const { status } = spawnSync(
      "/usr/bin/unshare",
      [
        ...unshare,
        "/bin/sh",
        "-c",
        hidingScript(files, folders, {
          mount: which("mount"),
          ls: which("ls"),
        }),
        "without-browsers",
        ...command,
      ],
      { stdio: "inherit", env },
    );
    return status ?? 1;
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

/**
 * The command of an npm script of package.json, as `npm run <name>` runs it (`/bin/sh -c`), so
 * that what runs without the browsers is the script Workers Builds runs, not a copy of it.
 */
export function npmScript(root: string, name: string): string[] {
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
    .scripts as Record<string, string>;
  const script = scripts[name];
  if (!script) throw new Error(`package.json has no script "${name}"`);
  return ["/bin/sh", "-c", script];
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const command =
    args[0] === "--script" && args[1]
      ? npmScript(process.cwd(), args[1])
      : args;
  if (!command.length) {
    console.error(
      "Usage: node scripts/tools/without-browsers.ts (--script <npm script> | <command> [args…])",
    );
    process.exit(1);
  }
  process.exit(runWithoutBrowsers(command));
}
