// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  type ModuleGraph,
  appChunkSets,
} from "#scripts/build/vite/app-chunks.ts";

/** A made-up module graph: each module's static and dynamic imports. */
const graphOf = (
  modules: Record<string, { imports?: string[]; dynamic?: string[] }>,
): ModuleGraph => ({
  getModuleInfo: (id) =>
    modules[id]
      ? {
          importedIds: modules[id].imports ?? [],
          dynamicallyImportedIds: modules[id].dynamic ?? [],
        }
      : null,
});

const graph = graphOf({
  "/site/app/root.tsx": {
    imports: [
      "/site/app/components/header.tsx",
      "/site/app/i18n/pack.ts",
      "/site/app/app.css",
      "/site/node_modules/react/index.js",
      "/site/node_modules/lucide-react/dist/esm/lucide-react.mjs",
    ],
    dynamic: ["/site/app/components/footer.tsx"],
  },
  "/site/app/components/header.tsx": {
    imports: ["/site/app/config/constants.ts", "/site/app/lib/utils.ts"],
  },
  "/site/app/i18n/pack.ts": {
    imports: ["\0vite/preload-helper.js"],
    dynamic: ["/site/app/i18n/packs/en.ts", "/site/app/i18n/packs/mr.ts"],
  },
  "/site/app/i18n/packs/en.ts": { imports: ["/site/app/i18n/messages/en.ts"] },
  "/site/app/i18n/packs/mr.ts": { imports: ["/site/app/i18n/messages/mr.ts"] },
  "/site/app/i18n/messages/en.ts": {
    imports: ["/site/app/config/constants.ts"],
  },
  "/site/app/i18n/messages/mr.ts": {},
  "/site/app/components/footer.tsx": {
    imports: ["/site/app/components/ui/map.tsx"],
  },
  "/site/app/components/ui/button.tsx": { imports: ["/site/app/lib/utils.ts"] },
  "/site/app/routes/home.tsx": {
    imports: ["/site/app/components/ui/carousel.tsx"],
  },
});

describe("the app's chunks", () => {
  it("puts in the shell what root imports and the parts most pages use, not what texts import", () => {
    const sets = appChunkSets(graph, "/site/app/", [
      "components/ui/button.tsx",
    ]);
    expect([...sets.shell].sort()).toEqual([
      "\0vite/preload-helper.js",
      "/site/app/components/header.tsx",
      "/site/app/components/ui/button.tsx",
      "/site/app/i18n/pack.ts",
      "/site/app/lib/utils.ts",
    ]);
    // The English texts import the constants: they are a chunk apart, which the shell and the
    // pack both import, so the pack never imports the shell that waits for it.
    expect([...sets.textImports]).toEqual(["/site/app/config/constants.ts"]);
  });

  it("has nothing to group without root", () => {
    const sets = appChunkSets(graph, "/elsewhere/app/", []);
    expect(sets.shell.size + sets.textImports.size).toBe(0);
  });
});
