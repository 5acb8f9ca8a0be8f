import { relative } from "node:path";
import type { Plugin } from "vite";
import type * as Validate from "../app/content/validate.ts";
import { loadAppModule } from "./load-app-module.ts";

/** Returns the report of what is wrong with the content, or undefined when all is well. */
export type ContentCheck = (
  root: string,
  publicDir: string,
) => Promise<string | undefined>;

const checkSiteContent: ContentCheck = async (root, publicDir) => {
  const validate = await loadAppModule<typeof Validate>(
    root,
    "app/content/validate.ts",
  );
  const issues = validate.validateSiteContent(publicDir);
  return issues.length ? validate.formatContentReport(issues) : undefined;
};

/** Files whose edits can make content wrong: the data, the site config and the media. */
function affectsContent(root: string, file: string): boolean {
  const path = relative(root, file);
  return /^(app[\\/]content[\\/]|app[\\/]config[\\/]site\.ts$|public[\\/](images|videos)[\\/])/.test(
    path,
  );
}

/**
 * Checks all content (app/content/validate.ts) before anything is built. A wrong entry fails
 * `npm run build` and stops `npm run dev` from starting, with a message naming the file, the
 * entry and the field. While the dev server runs, each edit is checked again and a problem
 * shows in the terminal and as the browser's error overlay.
 */
export function contentValidation({
  check = checkSiteContent,
}: { check?: ContentCheck } = {}): Plugin {
  let root = process.cwd();
  let publicDir = "public";
  let isBuild = false;
  return {
    name: "nimbus:content-validation",
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      isBuild = config.command === "build";
    },
    async buildStart() {
      if (!isBuild) return;
      const report = await check(root, publicDir);
      if (report) this.error(report);
    },
    async configureServer(server) {
      const report = await check(root, publicDir);
      if (report) throw new Error(report);
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on("all", (_event, file) => {
        if (!affectsContent(root, file)) return;
        // An editor's save can touch several files; check once they have all landed.
        clearTimeout(timer);
        timer = setTimeout(async () => {
          const problem = await check(root, publicDir).catch((error: unknown) =>
            String(error),
          );
          if (!problem)
            return server.config.logger.info("Content check passed.", {
              timestamp: true,
            });
          server.config.logger.error(problem, { timestamp: true });
          server.ws.send({
            type: "error",
            err: {
              message: problem,
              stack: "",
              plugin: "nimbus:content-validation",
            },
          });
        }, 150);
      });
    },
  };
}
