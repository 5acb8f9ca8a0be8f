// @vitest-environment node
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { contentValidation } from "../../plugins/content-validation";

/*
 * The Vite plugin that runs content validation (plugins/content-validation.ts): a report turns
 * into a failed build or a dev server that does not start. Its hooks are called here the way
 * Vite calls them, with the check replaced so no real content has to be broken.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const report =
  'Content check failed, 1 problem in app/content:\n  - courses: "java" > batches[2] > seats: must be 0 or more';

type Hooks = {
  configResolved: (config: object) => void;
  buildStart: (this: { error: (message: string) => never }) => Promise<void>;
  configureServer: (server: object) => Promise<void>;
};

function setUp(found: string | undefined, command: "build" | "serve") {
  const check = vi.fn(async () => found);
  const plugin = contentValidation({ check }) as unknown as Hooks;
  plugin.configResolved({ root, publicDir: `${root}public`, command });
  return { plugin, check };
}

const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe("contentValidation (Vite plugin)", () => {
  it("fails the build with the report", async () => {
    const { plugin, check } = setUp(report, "build");
    await expect(plugin.buildStart.call(context)).rejects.toThrow(report);
    expect(check).toHaveBeenCalledWith(root, `${root}public`);
  });

  it("lets the build go on when content is right", async () => {
    const { plugin } = setUp(undefined, "build");
    await expect(plugin.buildStart.call(context)).resolves.toBeUndefined();
  });

  it("stops the dev server from starting with the report", async () => {
    const { plugin } = setUp(report, "serve");
    await expect(plugin.configureServer({})).rejects.toThrow(report);
  });

  it("starts the dev server and watches for edits when content is right", async () => {
    const { plugin } = setUp(undefined, "serve");
    const on = vi.fn();
    await plugin.configureServer({ watcher: { on } });
    expect(on).toHaveBeenCalledWith("all", expect.any(Function));
  });

  it("checks the real content through Vite's module runner", async () => {
    const plugin = contentValidation() as unknown as Hooks;
    plugin.configResolved({
      root,
      publicDir: `${root}public`,
      command: "build",
    });
    await expect(plugin.buildStart.call(context)).resolves.toBeUndefined();
  });
});
