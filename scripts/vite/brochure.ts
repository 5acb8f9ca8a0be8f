import type { Plugin } from "vite";
import { paths } from "#app/config/paths.ts";
import { createBrochurePdf } from "../brochure-pdf.ts";
import { contentFolders, requireContent } from "../content/load.ts";

async function buildBrochure(root: string): Promise<Uint8Array> {
  // Read afresh each time, so the dev server's brochure follows the staff's edits.
  const { content } = requireContent(contentFolders(root));
  return createBrochurePdf({ courses: content.courses, site: content.site });
}

/**
 * Generates the course brochure from the course data and site config at build time, so it
 * never goes stale: written to build/client/files/brochure.pdf, and served fresh by the dev
 * server. Only the client build gets it; the prerender (SSR) build is not deployed.
 */
export function brochure(): Plugin {
  let root = process.cwd();
  /** Where the site links to the brochure, e.g. "/files/brochure.pdf". */
  const url = paths.brochure;
  return {
    name: "nimbus:brochure",
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: url.replace(/^\//, ""),
        source: await buildBrochure(root),
      });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== url) return next();
        buildBrochure(root).then((pdf) => {
          res.setHeader("Content-Type", "application/pdf");
          res.setHeader("Cache-Control", "no-cache");
          res.end(pdf);
        }, next);
      });
    },
  };
}
