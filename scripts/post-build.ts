// Steps that run on build/client once React Router has prerendered every page.
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { phoneLinks } from "#app/config/paths.ts";
import { buildDay } from "./build-day.ts";
import { requireContent } from "./content/load.ts";
import { withScriptHashes } from "./csp-hashes.ts";
import {
  appStartAfterLoad,
  inlineStylesheets,
  manifestWithoutCss,
  staticImports,
  withoutModulePreloads,
} from "./first-paint.ts";
import { headersFile, nginxConf, redirectsFile } from "./deploy-recipes.ts";
import {
  OFFLINE_IMAGE,
  OFFLINE_PAGES,
  type OfflineLocale,
  offlineImageSvg,
  offlinePageHtml,
} from "./offline-page.ts";
import { writeRedirectPages } from "./redirect-pages.ts";
import { siteRoutes } from "./routes.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";
import { writeServiceWorker } from "./service-worker.ts";
import { webManifest } from "./web-manifest.ts";

export async function postBuild(clientDir: string) {
  // The institute's details of the content this build read (CONTENT_DIR), not app/config/site.ts,
  // whose import of site.json only the Vite build can point elsewhere.
  const siteConfig = requireContent().content.site;
  const { tel, chat } = phoneLinks(siteConfig.phone);
  const { redirects, sitemapPaths } = siteRoutes();
  for (const { from, to } of redirects)
    writeRedirectPages(clientDir, [from], to, siteConfig.url);
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const read = (url: string) => readFileSync(join(clientDir, url), "utf8");
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const path = join(clientDir, file);
    const html = withoutModulePreloads(
      appStartAfterLoad(inlineStylesheets(read(file), read), (url) =>
        staticImports(read(url), url),
      ),
    );
    writeFileSync(path, withScriptHashes(html));
  }
  for (const file of files) {
    if (!/^assets\/manifest-[^/]+\.js$/.test(file)) continue;
    writeFileSync(join(clientDir, file), manifestWithoutCss(read(file)));
  }
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
  writeFileSync(join(clientDir, "_headers"), headersFile());
  writeFileSync(join(clientDir, "_redirects"), redirectsFile(redirects));
  const deployDir = join(dirname(clientDir), "deploy");
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(join(deployDir, "nginx.conf"), nginxConf(redirects));

  for (const [locale, file] of Object.entries(OFFLINE_PAGES)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(
      join(clientDir, file),
      offlinePageHtml(
        { ...siteConfig, telHref: tel, chatHref: chat() },
        locale as OfflineLocale,
      ),
    );
  }
  writeFileSync(join(clientDir, OFFLINE_IMAGE), offlineImageSvg);
  await writeServiceWorker(clientDir);
}
