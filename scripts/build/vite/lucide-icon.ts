import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ICON = fileURLToPath(
  new URL("../../../app/components/ui/icon.ts", import.meta.url),
);

/**
 * lucide-react's icon modules (`dist/esm/icons/*.mjs`) each import its generic `createLucideIcon`
 * (a context, colours, absolute strokes, aliases: 1.6 kB gzip on every page). This gives them
 * the site's own (app/components/ui/icon.ts), which draws the same `<svg>` for what the site
 * uses. The icons' shapes and every `import { X } from "lucide-react"` stay as they are.
 */
export function lucideIcon(): Plugin {
  return {
    name: "nimbus:lucide-icon",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return ICON;
      return undefined;
    },
  };
}
