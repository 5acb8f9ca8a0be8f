import { defineConfig } from "vitest/config";
import { buildDay } from "./scripts/build-day.ts";
import { content } from "./scripts/vite/content.ts";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  plugins: [content()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_DAY__: JSON.stringify(buildDay()) },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "worker/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
