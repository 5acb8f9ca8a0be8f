import { relative, resolve, isAbsolute } from "node:path";
import type { Plugin } from "vite";

/**
 * Whether `reason` is a clash over React Router's generated route types (`.react-router/types`
 * under `root`): a folder emptied while another process wrote into it (ENOTEMPTY), or a file
 * gone under the writer (ENOENT).
 */
export function isRouteTypesClash(reason: unknown, root: string): boolean {
  if (!(reason instanceof Error)) return false;
  const { code, path } = reason as NodeJS.ErrnoException;
  if ((code !== "ENOTEMPTY" && code !== "ENOENT") || !path) return false;
  const inside = relative(resolve(root, ".react-router/types"), path);
  return inside === "" || (!inside.startsWith("..") && !isAbsolute(inside));
}

let installed = false;

/**
 * React Router's prerender starts a Vite preview server with this config, and its plugin, seeing
 * a server, regenerates the route types as `react-router dev` does: it empties
 * `.react-router/types` and writes it again, unawaited. Two builds side by side (`npm test`
 * builds the site and the fixture at once), or a build beside `react-router typegen`, can empty
 * the folder while the other writes to it, and the rejection ended the build (ENOTEMPTY, once
 * in a CI run on 2026-11-28). The types are for `tsc`, not part of the build, and every writer
 * writes the same files: that one rejection is set aside with a warning; any other still ends
 * the process as before.
 */
export function routeTypesRace(root: string = process.cwd()): Plugin {
  if (!installed) {
    installed = true;
    process.on("unhandledRejection", (reason) => {
      if (!isRouteTypesClash(reason, root)) throw reason;
      console.warn(
        `route types: another process was writing ${relative(root, (reason as NodeJS.ErrnoException).path!)} (set aside; the build does not use them)`,
      );
    });
  }
  return { name: "nimbus:route-types-race" };
}
