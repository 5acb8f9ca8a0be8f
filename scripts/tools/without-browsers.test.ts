// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  bareEnv,
  hidingScript,
  npmScript,
} from "#scripts/tools/without-browsers.ts";

/*
 * The build's surroundings on Workers Builds: Node and the locked packages, no browser, no
 * Java. `npm run build:bare` (in `npm test`) runs the build script that way; these check that
 * the hiding hides, on this machine's own binaries.
 */

const root = resolve(import.meta.dirname, "../..");
const script = join(root, "scripts/tools/without-browsers.ts");
const bare = (...command: string[]) =>
  spawnSync(process.execPath, [script, ...command], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      CHROME_PATH: "/usr/bin/chromium",
      JAVA_HOME: "/usr/lib/jvm/x",
    },
  });

describe("running a command without the browsers and Java", () => {
  it("hides each binary and folder, checks it did, then runs the command", () => {
    expect(
      hidingScript(["/usr/bin/java"], ["/usr/lib/jvm"], {
        mount: "/bin/mount",
        ls: "/bin/ls",
      }),
    ).toBe(
      [
        "set -eu",
        "/bin/mount --bind /dev/null /usr/bin/java",
        "/bin/mount -t tmpfs -o size=1m tmpfs /usr/lib/jvm",
        'if [ -s /usr/bin/java ]; then echo "/usr/bin/java is still there" >&2; exit 97; fi',
        'if [ -n "$(/bin/ls -A /usr/lib/jvm)" ]; then echo "/usr/lib/jvm is not empty" >&2; exit 97; fi',
        'exec "$@"',
      ].join("\n"),
    );
  });

  it("gives the command Node and the packages' binaries on PATH, and no browser setting", () => {
    const env = bareEnv(
      {
        PATH: "/usr/local/bin:/usr/bin:/bin",
        CHROME_PATH: "/usr/bin/chromium",
        JAVA_HOME: "/usr/lib/jvm/java-17",
        PLAYWRIGHT_BROWSERS_PATH: "/root/.cache/ms-playwright",
        HOME: "/root",
      },
      "/project",
      "/tmp/empty",
    );
    expect(env).toEqual({
      PATH: `${dirname(process.execPath)}:/project/node_modules/.bin`,
      PLAYWRIGHT_BROWSERS_PATH: "/tmp/empty",
      HOME: "/root",
    });
  });

  it("is how `npm test` builds the site, beside the deploy's dry run", () => {
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
      .scripts as Record<string, string>;
    expect(scripts["build:bare"]).toBe(
      "node scripts/tools/without-browsers.ts --script build",
    );
    // The scripts `npm test` runs, through run-p and run-s and the scripts they name.
    const reached = new Set<string>();
    const follow = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      const [runner, ...words] = scripts[name]!.split(" ");
      if (runner === "run-p" || runner === "run-s")
        for (const word of words) if (word in scripts) follow(word);
    };
    follow("test");
    expect(reached).toContain("build:bare");
    expect(reached).not.toContain("build");
    expect(scripts["test:dry-run"]).toBe("node scripts/tools/dry-run.ts");
    expect(reached).toContain("test:dry-run");
  });

  it("runs the build script exactly as package.json has it", () => {
    expect(npmScript(root, "build")).toEqual([
      "/bin/sh",
      "-c",
      "react-router build",
    ]);
    expect(() => npmScript(root, "no-such-script")).toThrow(
      'package.json has no script "no-such-script"',
    );
  });

  it("leaves the command no Java and no Chromium, by name or by path, and no CHROME_PATH", () => {
    const seen = bare(
      process.execPath,
      "-e",
      "console.log(JSON.stringify([process.env.CHROME_PATH ?? null, process.env.JAVA_HOME ?? null]))",
    );
    expect(seen.status, seen.stderr).toBe(0);
    expect(seen.stdout.trim().split("\n").at(-1)).toBe("[null,null]");
    const java = bare("java", "-version");
    expect(java.status).not.toBe(0);
    expect(java.stderr).toMatch(/java: not found|ENOENT/);
    // Where a namespace can be made, the absolute paths are hidden too.
    if (!/no mount namespace here/.test(seen.stderr))
      for (const path of ["/usr/bin/java", "/usr/bin/chromium"].filter((p) =>
        existsSync(p),
      )) {
        const run = bare(path, "--version");
        expect(run.status, path).not.toBe(0);
        // Gone (a link into an emptied folder) or /dev/null, which cannot run.
        expect(run.stderr, path).toMatch(
          new RegExp(`exec: ${path}: (not found|Permission denied)`),
        );
      }
  });
});
