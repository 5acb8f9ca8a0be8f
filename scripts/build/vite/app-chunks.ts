import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What rolldown tells a chunk group's `name` of a module: what it imports, and how. */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

export type AppChunkSets = { shell: Set<string>; textImports: Set<string> };

/** The name of the chunk of the code every page loads. */
export const SHELL_CHUNK = "shell";

const APP_DIR = fileURLToPath(new URL("../../../app/", import.meta.url));

/**
 * Small parts most pages use beside what app/root.tsx imports: a page's titled sections, the
 * buttons, the pictures, two hooks of the cards that move, and the
 * facts line of a success story (with lib/stories.ts) and the link that opens a new tab.
 */
export const MOST_PAGES = [
  "components/layout/section.tsx",
  "components/ui/button.tsx",
  "components/ui/button-link.tsx",
  "components/ui/picture.tsx",
  "hooks/use-prefers-reduced-motion.ts",
  "hooks/use-in-view.ts",
  "lib/stories.ts",
  "components/ui/story-facts.tsx",
  "components/ui/external-link.tsx",
];

const textsFile = /[\\/]i18n[\\/](packs|messages)[\\/]/;

/**
 * Two sets of the app's modules (`appDir`'s), from `root.tsx`'s imports:
 * - `shell`, the modules every page loads in the browser: root's static imports and theirs
 *   (root itself is an entry; packages go where rolldown puts them: React and React Router in
 *   the framework chunks, each icon with the pages that draw it; stylesheets where React Router
 *   puts them), and the parts most pages use (`mostPages`);
 * - `textImports`, what the texts the shell waits for at its top level import besides texts (a
 *   language pack, a part's texts: i18n/pack.ts, i18n/part-texts.ts; today config/constants.ts).
 *   They are a chunk of their own, never the shell's: a chunk the shell waits for that imports
 *   the shell back would wait forever (the English pack did, and no English page started).
 */
export function appChunkSets(
  graph: ModuleGraph,
  appDir = APP_DIR,
  mostPages = MOST_PAGES,
): AppChunkSets {
  const root = graph.getModuleInfo(`${appDir}root.tsx`);
  if (!root) return { shell: new Set(), textImports: new Set() };
  const closure = (start: readonly string[], skip = new Set<string>()) => {
    const found = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const id = queue.pop()!;
      if (found.has(id) || skip.has(id) || !/\.[cm]?[jt]sx?$/.test(id))
        continue;
      if (!id.startsWith(appDir) && !id.includes("vite/preload-helper"))
        continue;
      found.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  const start = [...root.importedIds, ...mostPages.map((p) => appDir + p)];
  const texts = closure(
    [...closure(start)].flatMap((id) =>
      (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((d) =>
        textsFile.test(d),
      ),
    ),
  );
  return {
    shell: closure(start, texts),
    textImports: new Set([...texts].filter((id) => !textsFile.test(id))),
  };
}

/**
 * The browser build's two chunks of the app's code (`appChunkSets`), as rolldown chunk groups
 * (declared after the framework's), and the plugin that tells them which build is running: the
 * server build keeps rolldown's own chunks.
 */
export function appChunks() {
  let environment: string | undefined;
  const known = new WeakMap<object, AppChunkSets>();
  const sets = (graph: ModuleGraph): AppChunkSets => {
    const root = graph.getModuleInfo(`${APP_DIR}root.tsx`);
    if (environment !== "client" || !root)
      return { shell: new Set(), textImports: new Set() };
    let found = known.get(root);
    if (!found) {
      found = appChunkSets(graph);
      known.set(root, found);
    }
    return found;
  };
  const plugin: Plugin = {
    name: "nimbus:app-chunks",
    buildStart() {
      environment = this.environment?.name;
    },
  };
  const groups = [
    {
      // What the language packs and parts' texts import besides texts.
      name: (id: string, ctx: ModuleGraph) =>
        sets(ctx).textImports.has(id) ? "text-imports" : null,
    },
    {
      // The code every page loads, in one chunk: left to rolldown, it is some twenty files of a
      // few hundred bytes each, and each file costs its own import and export lines, a request
      // and a gzip stream that starts without a dictionary (3.8 kB gzip on the home page,
      // docs/performance.md).
      name: (id: string, ctx: ModuleGraph) =>
        sets(ctx).shell.has(id) ? SHELL_CHUNK : null,
    },
  ];
  return { plugin, groups };
}
