import { readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { BATCH_SOON_DAYS } from "#app/config/constants.ts";
import { collections, type SiteContent } from "#app/content/collections.ts";
import type { Delivery, Registry } from "#app/content/schemas/collection.ts";
import { type Locale, localeCodes } from "#app/content/locales.ts";
import { staleCourses } from "#app/lib/staleness.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import { UPLOADS_URL } from "#scripts/content/images.ts";
import { checkSvg } from "#scripts/content/svg.ts";
import {
  type ContentFolders,
  contentFolders,
  DEFAULT_CONTENT_DIR,
  formatContentReport,
  type LoadResult,
  loadContent,
} from "#scripts/content/load.ts";
import { makeUpload, pruneMade } from "#scripts/media/upload-images.ts";
import { securityHeaders } from "#host/headers.ts";

/*
 * Hands the content to the pages, as the collections' declaration (app/content/collections.ts)
 * says the browser gets each one (types in app/content/virtual.d.ts):
 * - `virtual:content/pages`: for each language, a loader per "page" collection, each a module
 *   of its own (`virtual:content/collection/<language>/<name>`), so each page loads only what
 *   it shows;
 * - `virtual:content/shell/<language>`: the "shell" collections of one language, which its
 *   language pack (app/i18n/packs/) carries to every page.
 * Each holds the checked data as plain values, so neither the schemas nor zod reach the
 * browser; a collection the declaration keeps in the build has no module. A wrong edit fails
 * `npm run build` and stops `npm run dev` with the report; while the dev server runs, each
 * edit is checked again and a problem shows in the terminal and as the browser's error overlay.
 * Uploaded photos are written as AVIF/WebP into the client build and served by the dev server.
 */

const PREFIX = "virtual:content/";

/** Files whose edits can change the content: the data, the uploads and the generated media. */
function affectsContent(
  root: string,
  folders: ContentFolders,
  file: string,
): boolean {
  const inContent = relative(folders.contentDir, file);
  if (inContent && !inContent.startsWith("..") && !isAbsolute(inContent))
    return true;
  return /^public[\\/](images|videos)[\\/]/.test(relative(root, file));
}

export function content({
  folders: given,
  load = loadContent,
  registry = collections,
}: {
  folders?: ContentFolders;
  load?: (folders: ContentFolders) => LoadResult;
  /** The collections and how the browser gets each: the site's, but in a test. */
  registry?: Registry;
} = {}): Plugin {
  let folders = given ?? contentFolders();
  let root = process.cwd();
  let isBuild = false;
  let result: LoadResult | undefined;
  const current = () => (result ??= load(folders));

  /** The collections the browser gets in the way `as` says, in the declaration's order. */
  const delivered = (as: Delivery) =>
    Object.keys(registry).filter((name) => registry[name]!.browser === as);

  /** Every language's loaders of the "page" collections. */
  const pageLoaders = () => {
    const loaders = (code: Locale) =>
      delivered("page").map(
        (name) =>
          `    ${name}: () => import("${PREFIX}collection/${code}/${name}"),`,
      );
    return [
      "export const pageLoaders = {",
      ...localeCodes.flatMap((code) => [
        `  ${code}: {`,
        ...loaders(code),
        "  },",
      ]),
      "};",
      "",
    ].join("\n");
  };

  /** The module of an id after the prefix: `pages`, `shell/mr`, `collection/mr/home`. */
  const moduleFor = (id: string): string => {
    const [kind, locale, name] = id.split("/") as [string, Locale, string?];
    if (kind === "pages") return pageLoaders();
    const loaded = current();
    if (!loaded.ok) throw new Error(formatContentReport(loaded.issues));
    const content = loaded.localized[locale] as
      Record<string, unknown> | undefined;
    if (content && kind === "shell") {
      const shell = delivered("shell").map((n) => [n, content[n]]);
      return `export const shell = ${JSON.stringify(Object.fromEntries(shell))};\n`;
    }
    if (content && kind === "collection" && delivered("page").includes(name!))
      return `export const ${name} = ${JSON.stringify(content[name!])};\n`;
    throw new Error(`${PREFIX}${id}: there is no such content`);
  };

  return {
    name: "nimbus:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      folders = given ?? contentFolders(root);
      isBuild = config.command === "build";
    },
    buildStart() {
      if (!isBuild) return;
      const loaded = current();
      if (!loaded.ok) this.error(formatContentReport(loaded.issues));
      if (this.environment.name === "client")
        this.info(batchReminder(loaded.content, buildDay()));
    },
    resolveId(id, importer) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      // app/config/site.ts imports site.json by its path, so that plain Node can run it too;
      // in a build of other content (CONTENT_DIR), that import reads the other content's file.
      if (id.endsWith(".json") && importer) {
        const target = resolve(importer, "..", id);
        const defaultDir = contentFolders(root, DEFAULT_CONTENT_DIR).contentDir;
        const inDefault = relative(defaultDir, target);
        if (
          folders.contentDir !== defaultDir &&
          !inDefault.startsWith("..") &&
          !isAbsolute(inDefault)
        )
          return join(folders.contentDir, inDefault);
      }
      return undefined;
    },
    transform(code, id) {
      // The browser reads site.json only as app/config/site.ts does, in English (each page's
      // texts come from its language pack): every page would otherwise carry the
      // Marathi copy too, about half a kilobyte of the home page's JavaScript budget.
      if (
        this.environment.name !== "client" ||
        id !== join(folders.contentDir, "site.json")
      )
        return undefined;
      const { en } = JSON.parse(code) as { en: unknown };
      return { code: JSON.stringify({ en }), map: null };
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return moduleFor(id.slice(PREFIX.length + 1));
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const loaded = current();
      if (!loaded.ok) return;
      const kept = new Set<string>();
      for (const job of loaded.uploads)
        for (const { kept: name, ...file } of await makeUpload(
          job,
          folders.madeDir,
        )) {
          if (name) kept.add(name);
          this.emitFile({ type: "asset", ...file });
        }
      const stale = pruneMade(folders.madeDir, kept);
      if (stale.length)
        this.info(
          `media-made: removed ${stale.length} files no upload needs any more`,
        );
    },
    configureServer(server: ViteDevServer) {
      const first = current();
      if (!first.ok) throw new Error(formatContentReport(first.issues));
      serveUploads(server, () => current(), folders.madeDir);
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on("all", (_event, file) => {
        if (!affectsContent(root, folders, file)) return;
        // An editor's save can touch several files; check once they have all landed.
        clearTimeout(timer);
        timer = setTimeout(() => {
          result = undefined;
          for (const env of Object.values(server.environments))
            for (const mod of env.moduleGraph.idToModuleMap.values())
              if (mod.id?.startsWith(`\0${PREFIX}`))
                env.moduleGraph.invalidateModule(mod);
          const loaded = current();
          if (loaded.ok) {
            server.config.logger.info("Content check passed.", {
              timestamp: true,
            });
            server.ws.send({ type: "full-reload" });
            return;
          }
          const problem = formatContentReport(loaded.issues);
          server.config.logger.error(problem, { timestamp: true });
          server.ws.send({
            type: "error",
            err: { message: problem, stack: "", plugin: "nimbus:content" },
          });
        }, 150);
      });
    },
  };
}

/** What the build tells the staff to update, e.g. a course whose batches have all started. */
export function batchReminder(content: SiteContent, today: string): string {
  const stale = staleCourses(content.courses, today, BATCH_SOON_DAYS);
  if (!stale.length)
    return `Batches: every course has a batch more than two weeks ahead.`;
  return [
    `Batches to update (as of ${today}):`,
    ...stale.map((s) =>
      s.reason === "all-past"
        ? `  - courses/${s.slug}.json: every batch has started (the last on ${s.lastStart}); the page shows 'No Upcoming Batches'. Add the next batch.`
        : `  - courses/${s.slug}.json: the next batch starts on ${s.start}; check its seats and add the one after.`,
    ),
  ].join("\n");
}

/** The dev server makes an upload's files when a page first asks for them. */
function serveUploads(
  server: ViteDevServer,
  current: () => LoadResult,
  madeDir: string,
) {
  server.middlewares.use((req, res, next) => {
    const url = req.url?.split("?")[0] ?? "";
    if (!url.startsWith(UPLOADS_URL)) return next();
    const loaded = current();
    const uploads = loaded.ok ? loaded.uploads : [];
    // Only an .svg the content check passed, and with the policy the hosts send for /images/.
    const svg = uploads.find(
      (j) => !j.widths.length && encodeURI(j.base) === url,
    );
    if (svg) {
      res.setHeader("Content-Type", "image/svg+xml");
      res.setHeader(
        "Content-Security-Policy",
        securityHeaders(url)["Content-Security-Policy"]!,
      );
      return res.end(checkSvg(readFileSync(svg.original)).clean ?? "");
    }
    const job = uploads.find((j) => url.startsWith(`${j.base}-`));
    if (!job) return next();
    makeUpload(job, madeDir).then((files) => {
      const file = files.find((f) => `/${f.fileName}` === url);
      if (!file) return next();
      res.setHeader(
        "Content-Type",
        url.endsWith(".avif") ? "image/avif" : "image/webp",
      );
      res.end(file.source);
    }, next);
  });
}
