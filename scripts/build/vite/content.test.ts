// @vitest-environment node
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import type { LoadResult } from "#scripts/content/load.ts";
import { batchReminder, content } from "#scripts/build/vite/content.ts";

/*
 * The Vite plugin that hands the content to the pages (scripts/build/vite/content.ts): a wrong edit
 * turns into a failed build or a dev server that does not start, and pages import each
 * collection as plain data. Its hooks are called here the way Vite calls them.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const broken: LoadResult = {
  ok: false,
  issues: ["courses/java.json > batches[2] > seats: must be 0 or more"],
};
const report =
  "Content check failed, 1 problem in app/content (file > entry > field: what is wrong):\n  - courses/java.json > batches[2] > seats: must be 0 or more";

type Hooks = {
  configResolved: (config: object) => void;
  buildStart: (this: typeof context) => void;
  configureServer: (server: object) => void;
  resolveId: (id: string, importer?: string) => string | undefined;
  load: (id: string) => string | undefined;
};

function setUp(command: "build" | "serve", load?: () => LoadResult) {
  const plugin = content(load ? { load } : {}) as unknown as Hooks;
  plugin.configResolved({
    root,
    command,
    cacheDir: `${root}node_modules/.vite`,
  });
  return plugin;
}

const context = {
  error(message: string): never {
    throw new Error(message);
  },
  info: vi.fn(),
  environment: { name: "client" },
};

describe("content (Vite plugin)", () => {
  it("fails the build with the report", () => {
    const plugin = setUp("build", () => broken);
    expect(() => plugin.buildStart.call(context)).toThrow(report);
  });

  it("stops the dev server from starting with the report", () => {
    const plugin = setUp("serve", () => broken);
    expect(() => plugin.configureServer({})).toThrow(report);
  });

  it("starts the dev server and watches for edits when content is right", () => {
    const plugin = setUp("serve");
    const on = vi.fn();
    plugin.configureServer({ watcher: { on }, middlewares: { use: vi.fn() } });
    expect(on).toHaveBeenCalledWith("all", expect.any(Function));
  });

  it("serves each collection as a module of plain data", () => {
    const plugin = setUp("build");
    expect(() => plugin.buildStart.call(context)).not.toThrow();
    expect(context.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Batches to update \(as of \d{4}-\d\d-\d\d\):/),
    );
    const id = plugin.resolveId("virtual:content/collection/en/contact");
    expect(id).toBe("\0virtual:content/collection/en/contact");
    const code = plugin.load(id!)!;
    expect(code).toMatch(
      /^export const contact = \{"heading":"Stay Connected","intro":"Visit one of our centres in Kolhapur & Sangli, /,
    );
    expect(code).not.toContain("{towns}");
    expect(plugin.resolveId("#app/content/collections.ts")).toBeUndefined();
  });

  it("gives the pages a loader per page collection and language, and each language its shell", () => {
    const plugin = setUp("build");
    const loaders = plugin.load("\0virtual:content/pages")!;
    expect(loaders).toContain(
      '    courses: () => import("virtual:content/collection/en/courses"),',
    );
    expect(loaders).toContain(
      '    defaults: () => import("virtual:content/collection/mr/defaults"),',
    );
    // The shell's collections come with every page's language pack, not on their own.
    expect(loaders).not.toContain("navCourses");
    const shell = plugin.load("\0virtual:content/shell/mr")!;
    expect(shell).toMatch(/^export const shell = \{"site":\{"name":/);
    expect(shell).toContain('"footer":{');
    expect(shell).toContain('"navCourses":[');
    expect(() =>
      plugin.load("\0virtual:content/collection/en/navCourses"),
    ).toThrow(
      "virtual:content/collection/en/navCourses: there is no such content",
    );
  });
});

describe("content (Vite plugin) with CONTENT_DIR", () => {
  it("points app/config/site.ts's import of site.json at the chosen content folder", () => {
    // Under Vitest, CONTENT_DIR names the fixture content (vitest.config.ts).
    const plugin = setUp("build");
    expect(
      plugin.resolveId("../content/site.json", `${root}app/config/site.ts`),
    ).toBe(`${root}tests/fixtures/content/site.json`);
    expect(
      plugin.resolveId("./courses/java.json", `${root}app/content/x.ts`),
    ).toBe(`${root}tests/fixtures/content/courses/java.json`);
    expect(
      plugin.resolveId("../../package.json", `${root}app/config/site.ts`),
    ).toBeUndefined();
  });
});

describe("batchReminder", () => {
  it("names the course files whose batches need updating", async () => {
    const { requireContent } = await import("#scripts/content/load.ts");
    const { content: fixture } = requireContent();
    expect(batchReminder(fixture, "2026-11-22").split("\n")).toEqual([
      "Batches to update (as of 2026-11-22):",
      "  - courses/data-science.json: every batch has started (the last on 2025-08-18); the page shows 'No Upcoming Batches'. Add the next batch.",
      "  - courses/web-design.json: the next batch starts on 2026-12-05; check its seats and add the one after.",
      "  - courses/fullstack-mern.json: the next batch starts on 2026-12-01; check its seats and add the one after.",
    ]);
  });
});
