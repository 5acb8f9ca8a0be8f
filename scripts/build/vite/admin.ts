import type { Plugin } from "vite";
import { adminFiles } from "#scripts/content/editor/page.ts";

/**
 * Serves the staff editor at /admin: written into the client build, and served by the dev
 * server (where "Work with Local Repository" edits this checkout's files directly).
 */
export function admin(): Plugin {
  let root = process.cwd();
  return {
    name: "nimbus:admin",
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of Object.entries(adminFiles(root)))
        this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!/^\/admin(\/|$)/.test(path)) return next();
        const file =
          path === "/admin" || path === "/admin/"
            ? "admin/index.html"
            : path.slice(1);
        const source = adminFiles(root)[file];
        if (source === undefined) return next();
        const type = file.endsWith(".html")
          ? "text/html; charset=utf-8"
          : file.endsWith(".json")
            ? "application/json"
            : file.endsWith(".woff2")
              ? "font/woff2"
              : "text/javascript";
        res.setHeader("Content-Type", type);
        res.end(source);
      });
    },
  };
}
