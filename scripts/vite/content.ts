import { readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { SiteContent } from "#app/content/schema.ts";
import { BATCH_SOON_DAYS } from "#app/config/constants.ts";
import { defaultLocale, type Locale } from "#app/i18n/locales.ts";
import { staleCourses } from "#app/lib/staleness.ts";
import { buildDay } from "#scripts/build-day.ts";
import { UPLOADS_URL } from "#scripts/content/images.ts";
import {
  type ContentFolders,
  contentFolders,
  DEFAULT_CONTENT_DIR,
  formatContentReport,
  type LoadResult,
  loadContent,
} from "#scripts/content/load.ts";
import { makeUpload } from "#scripts/images/make.ts";
import { securityHeaders } from "#scripts/security.ts";

/*
 * Hands the content to the pages. Each collection is a module, `virtual:content/<name>` in
 * English and `virtual:content/<language>/<name>` in another language (types in
 * app/content/virtual.d.ts), holding the checked data as plain values, so neither the
 * schemas nor zod reach the browser and each page loads only what it shows. A wrong edit fails
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
}: {
  folders?: ContentFolders;
  load?: (folders: ContentFolders) => LoadResult;
} = {}): Plugin {
  let folders = given ?? contentFolders();
  let root = process.cwd();
  let cacheDir = "";
  let isBuild = false;
  let result: LoadResult | undefined;
  const current = () => (result ??= load(folders));

  /** `home` (English) or `mr/home`: a collection in a language. */
  const moduleFor = (id: string): string => {
    const loaded = current();
    if (!loaded.ok) throw new Error(formatContentReport(loaded.issues));
    const [locale, name] = id.includes("/")
      ? (id.split("/") as [Locale, string])
      : [defaultLocale, id];
    const content = loaded.localized[locale];
    if (!content || !(name in content))
      throw new Error(`${PREFIX}${id}: there is no such content`);
    const value = content[name as keyof SiteContent];
    return `export const ${name} = ${JSON.stringify(value)};\n`;
  };

  return {
    name: "nimbus:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      folders = given ?? contentFolders(root);
      isBuild = config.command === "build";
      cacheDir = join(config.cacheDir, "uploads");
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
      for (const job of loaded.uploads)
        for (const file of await makeUpload(job, cacheDir))
          this.emitFile({ type: "asset", ...file });
    },
    configureServer(server: ViteDevServer) {
      const first = current();
      if (!first.ok) throw new Error(formatContentReport(first.issues));
      serveUploads(server, () => current(), cacheDir);
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
  cacheDir: string,
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
      return res.end(readFileSync(svg.original));
    }
    const job = uploads.find((j) => url.startsWith(`${j.base}-`));
    if (!job) return next();
    makeUpload(job, cacheDir).then((files) => {
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
