import type { Config } from "@react-router/dev/config";
import { resolve } from "node:path";
import { postBuild } from "#scripts/build/post-build.ts";
import { siteRoutes } from "#scripts/build/routes.ts";

export default {
  ssr: false,
  // BUILD_DIR lets two builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return siteRoutes().prerenderPaths;
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await postBuild(
      resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client"),
    );
  },
} satisfies Config;
