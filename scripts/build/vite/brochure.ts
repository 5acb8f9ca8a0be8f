import type { Plugin } from "vite";
import { pathsIn } from "#app/config/paths.ts";
import { type Locale, localeCodes } from "#app/content/locales.ts";
import { batches as marathiBatches } from "#app/i18n/messages/mr/batches.ts";
import { course as marathiCourse } from "#app/i18n/messages/mr/course.ts";
import { createBrochurePdf } from "#scripts/build/brochure.ts";
import { contentFolders, requireContent } from "#scripts/content/load.ts";

async function buildBrochure(
  root: string,
  locale: Locale,
): Promise<Uint8Array> {
  // Read afresh each time, so the dev server's brochure follows the staff's edits.
  const { localized } = requireContent(contentFolders(root));
  const { courses, site } = localized[locale];
  if (locale === "en") return createBrochurePdf({ courses, site });
  return createBrochurePdf({
    // The modes and durations as the Marathi course pages show them (ऑनलाइन, 2.5 महिने).
    courses: courses.map((c) => ({
      ...c,
      mode: marathiBatches.mode(c.mode),
      duration: marathiCourse.durationLabel(c.duration),
    })),
    site,
    locale,
  });
}

/**
 * Generates the course brochures from the course data and site config at build time, so they
 * never go stale: written to build/client/files/brochure.pdf (English) and
 * build/client/files/brochure-mr.pdf (Marathi), and served fresh by the dev server. Only the
 * client build gets them; the prerender (SSR) build is not deployed.
 */
export function brochure(): Plugin {
  let root = process.cwd();
  return {
    name: "nimbus:brochure",
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      for (const locale of localeCodes)
        this.emitFile({
          type: "asset",
          fileName: pathsIn(locale).brochure.replace(/^\//, ""),
          source: await buildBrochure(root, locale),
        });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0];
        // Where the site links to each language's brochure (config/paths.ts).
        const locale = localeCodes.find((l) => pathsIn(l).brochure === url);
        if (!locale) return next();
        buildBrochure(root, locale).then((pdf) => {
          res.setHeader("Content-Type", "application/pdf");
          res.setHeader("Cache-Control", "no-cache");
          res.end(pdf);
        }, next);
      });
    },
  };
}
