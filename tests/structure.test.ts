// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "#scripts/tools/imports.ts";

/*
 * The house's structure as a test: no file of the repository imports itself back through
 * others. The lint rules (eslint.config.js) keep each room's imports flowing one way, but they
 * read one file at a time and only the rooms they name; a cycle inside a room, or one the lists
 * miss, shows here, in the graph of every file's imports.
 */

const root = join(import.meta.dirname, "..");
const rooms = ["app", "host", "scripts", "tests"];

/** package.json `imports` ("#app/*" → "./app/*"): the one way a file names another. */
const aliases = Object.entries(
  JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
    .imports as Record<string, string>,
).map(([from, to]) => ({
  prefix: from.replace(/\*$/, ""),
  folder: to.replace(/^\.\//, "").replace(/\*$/, ""),
}));

function codeFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap(
    (entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory())
        return entry.name === "node_modules" ? [] : codeFiles(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    },
  );
}

/** The repository's file an address names ("#app/lib/dates.ts" → "app/lib/dates.ts"), if any. */
function resolve(address: string): string | undefined {
  const alias = aliases.find((a) => address.startsWith(a.prefix));
  return alias && alias.folder + address.slice(alias.prefix.length);
}

/**
 * The cycles of a graph, each as a path from a file back to it: a depth-first walk that meets
 * a file still on its path has gone round one.
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>) {
  const cycles: string[][] = [];
  const path: string[] = [];
  const done = new Set<string>();
  const walk = (file: string) => {
    const at = path.indexOf(file);
    if (at !== -1) return void cycles.push([...path.slice(at), file]);
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    for (const next of graph.get(file)!) walk(next);
    path.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) walk(file);
  return cycles;
}

describe("the repository's imports", () => {
  it("finds a cycle in a graph made with one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "x.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cyclesOf(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
    expect(cyclesOf(new Map([["a.ts", ["b.ts"]]]))).toEqual([]);
  });

  it("reads static imports, re-exports and import(), not imports of types", () => {
    const text = `
      import { a } from "#app/a.ts";
      import type { B } from "#app/b.ts";
      import { type C, c } from "#app/c.ts";
      export { d } from "#app/d.ts";
      export type { E } from "#app/e.ts";
      export * from "#app/f.ts";
      const g = () => import("#app/g.ts");
      type H = typeof import("#app/h.ts");
      const i = "import('#app/i.ts')";
    `;
    expect(importsOf("x.ts", text)).toEqual([
      "#app/a.ts",
      "#app/c.ts",
      "#app/d.ts",
      "#app/f.ts",
      "#app/g.ts",
    ]);
  });

  it("has no cycle: no file imports itself back through others", () => {
    const graph = new Map(
      rooms
        .flatMap(codeFiles)
        .map((file) => [
          file,
          importsOf(file, readFileSync(join(root, file), "utf8")).flatMap(
            (address) => resolve(address) ?? [],
          ),
        ]),
    );
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
