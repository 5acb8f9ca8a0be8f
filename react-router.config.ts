import type { Config } from "@react-router/dev/config";
import { resolve } from "node:path";
import { courseRedirectPaths, prerenderPaths } from "./app/config/routes-list";
import { paths } from "./app/config/paths";
import { siteConfig } from "./app/config/site";
import { writeRedirectPages } from "./scripts/redirect-pages";

export default {
  ssr: false,
  // BUILD_DIR lets two builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return prerenderPaths();
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = resolve(
      viteConfig.root,
      reactRouterConfig.buildDirectory,
      "client",
    );
    writeRedirectPages(
      clientDir,
      courseRedirectPaths,
      paths.courses,
      siteConfig.url,
    );
  },
} satisfies Config;
