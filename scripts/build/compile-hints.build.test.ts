// Runs on the fixture build (npm run build:fixture): which of its scripts begin with V8's compile
// hint (decision 023). What a page starts with is read from Vite's manifest, kept beside the
// published folder by post-build; run by `npm run test:built`, after the builds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

type Chunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
/** Vite's manifest: each chunk by the module it was made for (`_<name>-<hash>.js` for a group). */
const manifest = Object.entries(
  JSON.parse(
    readFileSync(join(FIXTURE_BUILD_DIR, "vite-manifest.json"), "utf8"),
  ) as Record<string, Chunk>,
).filter(([, chunk]) => chunk.file.endsWith(".js"));
/**
 * A chunk's first line, after the one Vite writes above everything in a chunk that imports
 * others later (`const __vite__mapDeps=…`, the files to preload with each): the hint then
 * covers every function but that one.
 */
const firstLine = (chunk: Chunk) => {
  const lines = readFileSync(
    join(FIXTURE_BUILD_DIR, "client", chunk.file),
    "utf8",
  ).split("\n");
  return lines[0]!.startsWith("const __vite__mapDeps=") ? lines[1] : lines[0];
};

describe("the compile hint", () => {
  it("begins React, React Router, the shell, the app's entry and every route module", () => {
    const route = (file: string) =>
      `app/${file}?__react-router-build-client-route`;
    const starts = manifest.filter(
      ([key]) =>
        /^_(framework|framework-router|shell)-[\w-]{8}\.js$/.test(key) ||
        key.endsWith("/entry.client.tsx") ||
        [
          route("root.tsx"),
          route("routes/home.tsx"),
          route("routes/course.tsx"),
        ].includes(key),
    );
    expect(starts).toHaveLength(7);
    for (const [, chunk] of starts)
      expect(firstLine(chunk), chunk.file).toBe("//# allFunctionsCalledOnLoad");
  });

  it("leaves out what is fetched later", () => {
    const later = manifest
      .map(([, chunk]) => chunk)
      .filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry);
    expect(later.map((chunk) => chunk.name)).toContain("logo-strip");
    for (const chunk of later)
      expect(firstLine(chunk), chunk.file).not.toContain(
        "allFunctionsCalledOnLoad",
      );
  });
});
