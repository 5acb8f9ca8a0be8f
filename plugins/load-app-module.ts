import { join } from "node:path";
import { runnerImport } from "vite";

/**
 * Imports an app module (content, site config) fresh, through Vite's own module runner, so it
 * resolves exactly as the app does and edits made while the dev server runs are seen without
 * a restart. Modules imported statically by vite.config.ts would instead be frozen into the
 * config bundle, and editing them would restart the whole dev server.
 */
export async function loadAppModule<T>(root: string, file: string): Promise<T> {
  const { module } = await runnerImport<T>(join(root, file), {
    root,
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  return module;
}
