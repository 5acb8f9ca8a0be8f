import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDay } from "#scripts/content/build-day.ts";
import { admin } from "#scripts/build/vite/admin.ts";
import { appChunks, SHELL_CHUNK } from "#scripts/build/vite/app-chunks.ts";
import { brochure } from "#scripts/build/vite/brochure.ts";
import { certificateKeys } from "#scripts/build/vite/certificate-keys.ts";
import { compileHints } from "#scripts/build/vite/compile-hints.ts";
import { content } from "#scripts/build/vite/content.ts";
import { lucideIcon } from "#scripts/build/vite/lucide-icon.ts";
import { routeTypesRace } from "#scripts/build/vite/route-types-race.ts";

const chunks = appChunks();

/** React's and React Router's chunks, which every page loads. */
const frameworkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  },
  {
    name: "framework-router",
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
  },
];

export default defineConfig({
  plugins: [
    content(),
    certificateKeys(),
    brochure(),
    admin(),
    lucideIcon(),
    tailwindcss(),
    reactRouter(),
    routeTypesRace(),
    chunks.plugin,
  ],
  define: { __BUILD_DAY__: JSON.stringify(buildDay()) },
  build: {
    // Vite's manifest (which chunk imports which): the staged start is built from it
    // (scripts/build/post-build.ts reads it, then moves it out of build/client).
    manifest: true,
    rolldownOptions: {
      output: {
        // What a page starts with is compiled while it streams, not at each function's first
        // call on the main thread (scripts/build/vite/compile-hints.ts).
        postBanner: compileHints([
          ...frameworkGroups.map((group) => group.name),
          SHELL_CHUNK,
        ]),
        // Each language's file of a part of the interface (i18n/part-texts.ts) is named after
        // its language, as the language packs are (`mr-enquiry-<hash>.js`): a page loads only
        // its language's, and the budget check counts what the page's language loads.
        chunkFileNames: ({ facadeModuleId }) => {
          const part = facadeModuleId?.match(
            /app[\\/]i18n[\\/]messages[\\/]([a-z]+)[\\/]([a-z-]+)\.ts$/,
          );
          return part
            ? `assets/${part[1]}-${part[2]}-[hash].js`
            : "assets/[name]-[hash].js";
        },
        codeSplitting: {
          groups: [
            ...frameworkGroups,
            // The app's code every page loads (the shell), and what the texts import
            // (scripts/build/vite/app-chunks.ts).
            ...chunks.groups,
          ],
        },
      },
    },
  },
});
