// Steps that run on build/client once React Router has prerendered every page.
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { phoneLinks } from "#app/config/paths.ts";
import { localeCodes } from "#app/content/locales.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import { calendarFiles } from "#scripts/build/calendar.ts";
import { writeCertificates } from "#scripts/build/certificates.ts";
import { requireContent } from "#scripts/content/load.ts";
import { withScriptHashes } from "#scripts/build/csp-hashes.ts";
import {
  type Build,
  chunkGraph,
  compileStartProgram,
  firstPaint,
  manifestWithoutCss,
  readRouterManifest,
  type ViteManifest,
} from "#scripts/build/first-paint.ts";
import { readDeployConfig } from "#host/deploy-config.ts";
import { headersFile, nginxConf, redirectsFile } from "#host/recipes.ts";
import {
  OFFLINE_IMAGE,
  OFFLINE_PAGES,
  type OfflineLocale,
  offlineImageSvg,
  offlinePageHtml,
} from "#scripts/build/offline-page.ts";
import { writeCourseOgImages } from "#scripts/build/og-images.ts";
import { writeRedirectPages } from "#scripts/build/redirect-pages.ts";
import { siteRoutes } from "#scripts/build/routes.ts";
import { robotsTxt, sitemapXml } from "#scripts/build/seo-files.ts";
import { writeServiceWorker } from "#scripts/build/service-worker.ts";
import { webManifest } from "#scripts/build/web-manifest.ts";
import { VERSION_FILE, versionFileText } from "#app/lib/new-version.ts";

export async function postBuild(clientDir: string) {
  // The institute's details of the content this build read (CONTENT_DIR), not app/config/site.ts,
  // whose import of site.json only the Vite build can point elsewhere.
  const { content, localized } = requireContent();
  const siteConfig = content.site;
  const { tel, chat } = phoneLinks(siteConfig.phone);
  const { redirects, sitemapPaths } = siteRoutes();
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const read = (url: string) => readFileSync(join(clientDir, url), "utf8");
  const build = readBuild(clientDir, files, await compileStartProgram());
  keepReactRouterOutput(clientDir, files, build.router.url);
  for (const { from, to } of redirects)
    writeRedirectPages(clientDir, [from], to, siteConfig.url);
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    try {
      const html = firstPaint(read(file), read, build);
      writeFileSync(join(clientDir, file), withScriptHashes(html));
    } catch (error) {
      throw new Error(`post-build, ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  writeFileSync(
    join(clientDir, build.router.url),
    manifestWithoutCss(read(build.router.url)),
  );
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    sitemapXml(siteConfig.url, sitemapPaths, buildDay()),
  );
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(siteConfig.url));
  writeFileSync(
    join(clientDir, "site.webmanifest"),
    webManifest(siteConfig, siteConfig.themeColor),
  );

  // GitHub Pages (the default publishing target) answers unknown paths with 404.html.
  copyFileSync(
    join(clientDir, "__spa-fallback.html"),
    join(clientDir, "404.html"),
  );
  writeFileSync(
    join(clientDir, "_headers"),
    headersFile({ workerName: readDeployConfig(process.cwd()).workerName }),
  );
  writeFileSync(join(clientDir, "_redirects"), redirectsFile(redirects));
  const deployDir = join(dirname(clientDir), "deploy");
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(join(deployDir, "nginx.conf"), nginxConf(redirects));

  for (const [locale, file] of Object.entries(OFFLINE_PAGES)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(
      join(clientDir, file),
      withScriptHashes(
        offlinePageHtml(
          { ...siteConfig, telHref: tel, chatHref: chat() },
          locale as OfflineLocale,
        ),
      ),
    );
  }
  writeFileSync(join(clientDir, OFFLINE_IMAGE), offlineImageSvg);
  await writeCourseOgImages(clientDir, content.courses, siteConfig);
  // Each batch still to come its calendar file, in each language (before the service worker,
  // which precaches them).
  for (const locale of localeCodes)
    for (const { path, text } of calendarFiles(
      localized[locale],
      locale,
      buildDay(),
    )) {
      mkdirSync(dirname(join(clientDir, path)), { recursive: true });
      writeFileSync(join(clientDir, path), text);
    }
  // The live build's id, which open tabs compare with their own (app/lib/version-watch.ts).
  writeFileSync(
    join(clientDir, VERSION_FILE.slice(1)),
    versionFileText(build.router.version),
  );
  // Before the service worker, which precaches the revocation list.
  await writeCertificates(clientDir);
  await writeServiceWorker(clientDir);
}

/**
 * Where a build keeps React Router's own output (its pages and client manifest, beside
 * `client/`, not published) before the steps above rewrite it: what the first paint's tests
 * start from (scripts/build/first-paint.build.test.ts), and what the staged start's check
 * derives a build without the staging from (tests/start/build-staging-off.ts).
 */
export const REACT_ROUTER_OUTPUT = "react-router";

function keepReactRouterOutput(
  clientDir: string,
  files: string[],
  routerManifest: string,
) {
  const kept = join(dirname(clientDir), REACT_ROUTER_OUTPUT);
  rmSync(kept, { recursive: true, force: true });
  for (const file of files.filter(
    (f) => f.endsWith(".html") || `/${f}` === routerManifest,
  )) {
    mkdirSync(dirname(join(kept, file)), { recursive: true });
    copyFileSync(join(clientDir, file), join(kept, file));
  }
}

/**
 * The two manifests the start is built from: React Router's client manifest (the one
 * `assets/manifest-<version>.js`) and Vite's (`build.manifest` in vite.config.ts), which is
 * moved out of the published folder to `<build>/vite-manifest.json`.
 */
function readBuild(clientDir: string, files: string[], program: string): Build {
  const routerFiles = files.filter((f) =>
    /^assets\/manifest-[^/]+\.js$/.test(f),
  );
  if (routerFiles.length !== 1)
    throw new Error(
      `post-build: expected one React Router client manifest in ${clientDir}/assets, found ${routerFiles.length}`,
    );
  const router = readRouterManifest(
    readFileSync(join(clientDir, routerFiles[0]!), "utf8"),
  );
  const vitePath = join(clientDir, ".vite", "manifest.json");
  const kept = join(dirname(clientDir), "vite-manifest.json");
  renameSync(vitePath, kept);
  rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
  const vite = JSON.parse(readFileSync(kept, "utf8")) as ViteManifest;
  return { router, importsOf: chunkGraph(vite), program };
}
