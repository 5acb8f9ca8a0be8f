import type { Plugin } from "vite";
import { adminFiles } from "#scripts/content/editor/page.ts";
import {
  buildEditorPreview,
  type PreviewBundle,
} from "#scripts/build/vite/editor-preview.ts";

/**
 * Serves the staff editor at /admin: written into the client build, and served by the dev
 * server (where "Work with Local Repository" edits this checkout's files directly). Its preview
 * pane draws the site's own pages: a build of its own (./editor-preview.ts), which only /admin
 * loads.
 */
export function admin(): Plugin {
  let root = process.cwd();
  return {
    name: "nimbus:admin",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const preview = await buildEditorPreview(root);
      for (const [fileName, source] of Object.entries({
        ...adminFiles(root, preview.entry),
        ...preview.files,
      }))
        this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      // Built again each time the editor's page is opened, with the content as it is then.
      let preview: Promise<PreviewBundle> | undefined;
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!/^\/admin(\/|$)/.test(path)) return next();
        const file =
          path === "/admin" || path === "/admin/"
            ? "admin/index.html"
            : path.slice(1);
        try {
          if (file === "admin/index.html" || !preview)
            preview = buildEditorPreview(root);
          const bundle = await preview;
          const source = {
            ...adminFiles(root, bundle.entry),
            ...bundle.files,
          }[file];
          if (source === undefined) return next();
          const type = file.endsWith(".html")
            ? "text/html; charset=utf-8"
            : file.endsWith(".json")
              ? "application/json"
              : file.endsWith(".woff2")
                ? "font/woff2"
                : file.endsWith(".css")
                  ? "text/css"
                  : "text/javascript";
          res.setHeader("Content-Type", type);
          res.end(source);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
