import { defineConfig } from "vitest/config";
import { contentFolders } from "#scripts/content/load.ts";
import { content } from "#scripts/build/vite/content.ts";
import {
  FIXTURE_CONTENT_DIR,
  FIXTURE_DAY,
  fixtureEnv,
} from "#tests/fixtures/settings.ts";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
// Unit tests run on the fixture content and day (tests/fixtures/settings.ts): components get
// `virtual:content/*` of the fixtures, and the loader's default folder is theirs.
// Only the tests that render or read the DOM get jsdom: creating it for every file was 43% of
// the run's time. The node tests share their worker's modules (`isolate: false`): importing
// them again for each file was 9 of the project's 32 s. The DOM tests keep a fresh module
// graph per file: the app keeps page-lifetime state in modules (use-hydrated.ts: whether this
// page has hydrated), which a test of the prerendered form needs fresh.
const domTests = [
  "app/**/*.test.tsx",
  "app/hooks/*.test.ts",
  "app/start/*.test.ts",
  "app/lib/service-worker.test.ts",
];
/** Tests that read a build (`npm run test:built`, after the builds), never the unit run. */
const builtTests = ["scripts/**/*.build.test.ts"];

export default defineConfig({
  plugins: [
    content({ folders: contentFolders(process.cwd(), FIXTURE_CONTENT_DIR) }),
  ],
  define: { __BUILD_DAY__: JSON.stringify(FIXTURE_DAY) },
  test: {
    setupFiles: ["./vitest.setup.ts"],
    env: {
      CONTENT_DIR: fixtureEnv.CONTENT_DIR,
      BUILD_DAY: fixtureEnv.BUILD_DAY,
    },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A limit for a test that hangs, not a speed bar: the tests that start Node or a build
    // (publishing, its report, the service worker's bundle) took past 30 s with both cores
    // saturated by the e2e suite beside them (report.test: five runs of the report script).
    testTimeout: 120_000,
    // Two files at a time. Vitest's default on a two-core machine is one (the cores less one),
    // and many files wait more than they compute (a build started, a report script run, a copy
    // of the project tested): alone on the machine, the unit run took 90 s with one and 51 s
    // with two, for the same CPU time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "dom", environment: "jsdom", include: domTests },
      },
      {
        extends: true,
        test: { name: "built", environment: "jsdom", include: builtTests },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          isolate: false,
          include: [
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "host/**/*.test.ts",
            // The repository's structure (tests/structure.test.ts): its imports, as a graph.
            "tests/*.test.ts",
            // The staged start's reading of a visit (the visit itself is npm run test:start).
            "tests/start/*.test.ts",
          ],
          exclude: [...domTests, ...builtTests],
        },
      },
    ],
  },
});
