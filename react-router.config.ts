import type { Config } from "@react-router/dev/config";
import { resolve } from "node:path";
import { prerenderPaths } from "./app/config/routes-list.ts";
import { postBuild } from "./scripts/post-build.ts";

export default {
  ssr: false,
  // BUILD_DIR lets two builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return prerenderPaths();
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await postBuild(
      resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client"),
    );
  },
} satisfies Config;
