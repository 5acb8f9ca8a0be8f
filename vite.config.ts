import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDay } from "#scripts/content/build-day.ts";
import { admin } from "#scripts/build/vite/admin.ts";
import { brochure } from "#scripts/build/vite/brochure.ts";
import { certificateKeys } from "#scripts/build/vite/certificate-keys.ts";
import { content } from "#scripts/build/vite/content.ts";
import { lucideIcon } from "#scripts/build/vite/lucide-icon.ts";

export default defineConfig({
  plugins: [
    content(),
    certificateKeys(),
    brochure(),
    admin(),
    lucideIcon(),
    tailwindcss(),
    reactRouter(),
  ],
  define: { __BUILD_DAY__: JSON.stringify(buildDay()) },
  build: {
    // Vite's manifest (which chunk imports which): the staged start is built from it
    // (scripts/build/post-build.ts reads it, then moves it out of build/client).
    manifest: true,
    rolldownOptions: {
      output: {
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
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: "framework-router",
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
            },
            {
              // The blocks of every page's body, its heading and its titled sections: one
              // chunk, which every page loads. Left to rolldown, each goes with the pages that
              // share it, and a page sharing only Section with the home page splits it into a
              // chunk of its own: one more file and ~0.2 kB for the home page (its budget).
              name: "page-layout",
              test: /app[\\/]components[\\/]layout[\\/](page-heading|section)\.tsx$/,
            },
            {
              // The page's language (app/i18n/use-i18n.ts and what it reads), which every page
              // loads, with two small parts every page or most pages use: the facts line of a
              // success story (with lib/stories.ts; the home page's video and placement cards
              // share it with the placements and course pages) and the link that opens a new
              // tab (ui/external-link.tsx: the call bar's on every page). Left to rolldown, each
              // is a file of its own: one more request and ~0.3 kB for the home page (its budget).
              name: "use-i18n",
              test: /app[\\/](i18n[\\/]use-i18n\.ts|lib[\\/]stories\.ts|components[\\/]ui[\\/](story-facts|external-link)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
