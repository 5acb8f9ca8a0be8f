import type { Plugin } from "vite";
import type * as Paths from "../app/config/paths.ts";
import type * as Site from "../app/config/site.ts";
import type * as Courses from "../app/content/courses.ts";
import { createBrochurePdf } from "./brochure-pdf.ts";
import { loadAppModule } from "./load-app-module.ts";

async function buildBrochure(root: string): Promise<Uint8Array> {
  const [{ courses }, { siteConfig }] = await Promise.all([
    loadAppModule<typeof Courses>(root, "app/content/courses.ts"),
    loadAppModule<typeof Site>(root, "app/config/site.ts"),
  ]);
  return createBrochurePdf({ courses, site: siteConfig });
}

/**
 * Generates the course brochure from the course data and site config at build time, so it
 * never goes stale: written to build/client/files/brochure.pdf, and served fresh by the dev
 * server. Only the client build gets it; the prerender (SSR) build is not deployed.
 */
export function brochure(): Plugin {
  let root = process.cwd();
  /** Where the site links to the brochure: `paths.brochure`, e.g. "/files/brochure.pdf". */
  let url = "";
  return {
    name: "nimbus:brochure",
    async configResolved(config) {
      root = config.root;
      url = (await loadAppModule<typeof Paths>(root, "app/config/paths.ts"))
        .paths.brochure;
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
