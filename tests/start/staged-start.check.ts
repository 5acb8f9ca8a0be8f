// The staged start, checked in a browser on a page of each start program
// (docs/performance.md, "How a page paints, starts and works offline"): no script is requested before the
// first paint and each of the start's script files runs in a task of its
// own. Then the same check on a build with the staging switched off (STAGED_START=off), where it
// must fail: a React Router or Vite upgrade that breaks the staged start fails here, in one
// place. Run with `npm run test:start` after `npm run build` and `npm run build:staging-off`
// (both part of `npm test`); PREVIEW_ROOT picks another build.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "@playwright/test";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import { localeCodes, localizePath } from "#app/content/locales.ts";
import { notFoundPaths, siteRoutes } from "#scripts/build/routes.ts";
import {
  launchChromium,
  measureStart,
  startFiles,
  STAGING_OFF_BUILD_DIR,
  startProblems,
} from "#tests/start/staged-start.ts";

const root = resolve(process.env.PREVIEW_ROOT ?? "build/client");

/**
 * One page of each start program, with the script files its HTML names for the start: of one
 * page of each declaration (app/config/pages.ts) in each language and the not-found pages, the
 * first that names each list of files. The pages of one declaration share their route module,
 * so their start program and the files it stages are the same (the build writes them from
 * React Router's manifest per route), and a Marathi page names its English twin's files (the
 * language is data, not code): visiting both ran the same program twice. Should a page ever
 * name other files, it is visited. The build checker reads every page's HTML for requests
 * before the first paint (scripts/check-build/budgets.ts).
 */
function startingPages(client: string): [path: string, files: string[]][] {
  const file = (path: string) =>
    path === "/no-such-page"
      ? join(client, "__spa-fallback.html")
      : join(client, path === "/" ? "index.html" : `${path}/index.html`);
  const { samplePaths } = siteRoutes();
  return [
    ...localeCodes.flatMap((l) => samplePaths.map((p) => localizePath(p, l))),
    ...notFoundPaths,
    "/no-such-page",
  ]
    .filter((path) => existsSync(file(path)))
    .map((path): [string, string[]] => [
      path,
      startFiles(readFileSync(file(path), "utf8")),
    ])
    .filter(([, files]) => files.length > 0);
}

/** The first page of each list of start files. */
function onePerProgram(pages: [path: string, files: string[]][]) {
  const seen = new Set<string>();
  return pages.filter(([, files]) => {
    const program = files.join(" ");
    return !seen.has(program) && seen.add(program);
  });
}

async function serve(client: string) {
  const server = createPreviewServer(client);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

describe("the staged start", () => {
  it("requests no script before the first paint and runs each of the start's script files in a task of its own, on a page of each start program", async () => {
    const found = startingPages(root);
    assert.ok(
      found.length >= 18,
      `only ${found.length} pages found in ${root}`,
    );
    const pages = onePerProgram(found);
    const { base, close } = await serve(root);
    try {
      const failures: string[] = [];
      // Three pages at a time, each in a browser of its own (a browser records one trace at
      // a time): what is checked is an order (requests against the first paint) and a count
      // (tasks against files), which a busy CPU does not change.
      const queue = [...pages];
      const visit = async () => {
        const browser = await launchChromium();
        try {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const [path, files] = next;
            const measure = await measureStart(browser, `${base}${path}`);
            const longest = Math.max(...measure.moduleTasks.map((t) => t.ms));
            console.log(
              `${path.padEnd(28)} ${files.length} files, ${measure.moduleTasks.length} tasks running modules, the longest ${Math.round(longest)} ms`,
            );
            for (const problem of startProblems(measure, files))
              failures.push(`${path}: ${problem}`);
          }
        } finally {
          await browser.close();
        }
      };
      await Promise.all([visit(), visit(), visit()]);
      assert.deepEqual(failures, []);
    } finally {
      close();
    }
  });

  it("fails on a build with the staging switched off (STAGED_START=off)", async () => {
    const dir = resolve(STAGING_OFF_BUILD_DIR);
    assert.ok(
      existsSync(join(dir, "client/index.html")),
      `no build in ${dir}: run npm run build:staging-off first`,
    );
    const pages = new Map(startingPages(join(dir, "client")));
    const { base, close } = await serve(join(dir, "client"));
    try {
      const before: string[] = [];
      for (const path of ["/", "/courses/java"]) {
        const problems = startProblems(
          await measureStart(browser, `${base}${path}`),
          pages.get(path)!,
        );
        console.log(`staging off, ${path}:\n  ${problems.join("\n  ")}`);
        // Counted, so exact on a busy machine: React Router's start runs the graph at once.
        assert.match(
          problems.join("\n"),
          /script files ran in \d+ tasks?, not one task each/,
          path,
        );
        before.push(
          ...problems.filter((p) => p.startsWith("requested before")),
        );
      }
      // An order in time: with the CPU busy the first paint can come before a page's
      // requests, so it must show on one of the two pages (seen failing on one when both
      // cores were busy with the e2e suite).
      assert.match(
        before.join("\n"),
        /^requested before the first paint: \/assets\/manifest-.*\.js/m,
      );
    } finally {
      close();
    }
  });
});
