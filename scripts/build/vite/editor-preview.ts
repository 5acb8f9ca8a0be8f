import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build, type Plugin } from "vite";
import { collections, contentCollections } from "#app/content/collections.ts";
import type { Delivery } from "#app/content/schemas/collection.ts";
import type { ImageResolver } from "#app/content/schemas/image.ts";
import { localeCodes } from "#app/content/locales.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import {
  type ContentFolders,
  contentFolders,
  formatContentReport,
  loadContent,
} from "#scripts/content/load.ts";
import {
  type ResolvedImages,
  resolvedKey,
} from "#scripts/content/editor/preview/entry.ts";

/*
 * The editor's preview (scripts/content/editor/preview/): a build of its own, apart from the
 * site's, whose files only /admin loads. It bundles the site's route modules, components and
 * styles, the schemas, and the content this build read, as the preview pane needs them; none of
 * it reaches a page of the site, whose budgets it therefore leaves alone. The site's
 * `virtual:content/*` modules are made here to read the preview's store (preview/store.ts),
 * where the entry being typed takes its place among the rest.
 */

/** Where the preview's files are served: /admin/preview/…, under the editor's own policy. */
export const PREVIEW_BASE = "/admin/preview/";
const ENTRY = "scripts/content/editor/preview/main.ts";
const STORE = "#scripts/content/editor/preview/store.ts";

/**
 * Collections the preview never carries: its bundle is published (under /admin/preview/, which
 * anyone can fetch), and the certificates are published only each behind its own number
 * (scripts/build/certificates.ts). No page shows them, so the preview checks pages without them.
 */
export const KEPT_FROM_PREVIEW = ["certificates"] as const;

/** The content as the build reads it, and how it resolves each picture. */
export function readPreviewContent(folders: ContentFolders) {
  const resolved: ResolvedImages = {};
  const loaded = loadContent(folders, ({ resolveImage }) =>
    contentCollections({
      resolveImage: (image, kind): ReturnType<ImageResolver> => {
        const result = resolveImage(image, kind);
        resolved[resolvedKey(image.src, kind)] = result;
        return result;
      },
    }),
  );
  if (!loaded.ok) throw new Error(formatContentReport(loaded.issues));
  const parsed = { ...loaded.parsed };
  for (const name of KEPT_FROM_PREVIEW)
    parsed[name] = Object.fromEntries(localeCodes.map((l) => [l, []]));
  return { parsed, resolved };
}

/** The site's files the content may name besides pictures: the videos under public/. */
function publicVideos(root: string): string[] {
  const dir = resolve(root, "public/videos");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map(
    (file) => `/${relative(resolve(root, "public"), join(dir, file))}`,
  );
}

/** The modules the site's build makes from the content, made to read the preview's store. */
function previewContent(root: string): Plugin {
  const delivered = (as: Delivery) =>
    Object.keys(collections).filter(
      (name) => collections[name as keyof typeof collections].browser === as,
    );
  let content: ReturnType<typeof readPreviewContent> | undefined;
  const read = () => (content ??= readPreviewContent(contentFolders(root)));
  return {
    name: "nimbus:editor-preview-content",
    enforce: "pre",
    resolveId(id, importer) {
      if (id.startsWith("virtual:")) return `\0${id}`;
      // app/config/site.ts reads site.json by its path: the checked one of this build instead.
      if (
        importer &&
        id.endsWith("site.json") &&
        /[\\/]app[\\/]config[\\/]site\.ts$/.test(importer)
      )
        return "\0virtual:editor-preview/site.json";
      return undefined;
    },
    load(id) {
      if (!id.startsWith("\0virtual:")) return undefined;
      const name = id.slice("\0virtual:".length);
      if (name === "content/pages")
        return `import { pageLoadersOf } from "${STORE}";
export const pageLoaders = pageLoadersOf(${JSON.stringify(localeCodes)}, ${JSON.stringify(delivered("page"))});\n`;
      const shell = /^content\/shell\/(\w+)$/.exec(name);
      if (shell)
        return `import { shellOf } from "${STORE}";
export const shell = shellOf(${JSON.stringify(shell[1])}, ${JSON.stringify(delivered("shell"))});\n`;
      if (name === "editor-preview/content") {
        const { parsed, resolved } = read();
        return [
          `export const parsed = ${JSON.stringify(parsed)};`,
          `export const resolved = ${JSON.stringify(resolved)};`,
          `export const videos = ${JSON.stringify(publicVideos(root))};`,
          "",
        ].join("\n");
      }
      if (name === "editor-preview/site.json") {
        // JSON, which Vite's JSON plugin makes a module of, as it does of the file.
        return JSON.stringify({ en: read().parsed.site?.en });
      }
      this.error(`${name}: there is no such module in the editor's preview`);
    },
  };
}

export type PreviewBundle = {
  /** Every file of the preview, by its path under the site's root (admin/preview/…). */
  files: Record<string, string | Uint8Array>;
  /** The address of the module /admin loads: the preview's entry. */
  entry: string;
};

/** Builds the preview from the project at `root`, with the content it holds (CONTENT_DIR). */
export async function buildEditorPreview(root: string): Promise<PreviewBundle> {
  const output = await build({
    configFile: false,
    root,
    mode: "editor-preview",
    logLevel: "warn",
    publicDir: false,
    base: PREVIEW_BASE,
    define: { __BUILD_DAY__: JSON.stringify(buildDay()) },
    plugins: [previewContent(root), tailwindcss()],
    build: {
      write: false,
      target: "es2022",
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: resolve(root, ENTRY),
        // "use client" in React Router and Radix: meaningless in a bundle for the browser.
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
        output: {
          entryFileNames: "preview-[hash].js",
          chunkFileNames: "preview-[name]-[hash].js",
          assetFileNames: "preview-[name]-[hash][extname]",
        },
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const files: PreviewBundle["files"] = {};
  let entry = "";
  for (const result of results)
    if ("output" in result)
      for (const file of result.output) {
        files[`${PREVIEW_BASE.slice(1)}${file.fileName}`] =
          file.type === "chunk" ? file.code : file.source;
        if (file.type === "chunk" && file.isEntry)
          entry = `${PREVIEW_BASE}${file.fileName}`;
      }
  if (!entry)
    throw new Error("The editor's preview was built without an entry");
  return { files, entry };
}
