import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brochure } from "./plugins/brochure.ts";
import { contentValidation } from "./plugins/content-validation.ts";
import { buildDay } from "./scripts/build-day.ts";

export default defineConfig({
  plugins: [contentValidation(), brochure(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_DAY__: JSON.stringify(buildDay()) },
});
