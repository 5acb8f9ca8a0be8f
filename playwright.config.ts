import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "#scripts/tools/chromium.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL tests a server started elsewhere (the nginx recipe, tests/nginx/nginx.check.ts).
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;

/** The specs whose every test depends on the width, run at both. */
const WIDTH_SPECS = /\b(header|footer|narrow|no-js|marathi|smoke)\.spec\.ts\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on the two-core machine, idle while a
  // page streams in or waits for its first paint. Two keep both cores busy (E2E_WORKERS
  // overrides; docs/decisions/017-each-stage-waits-for-what-it-needs.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  // npm test runs Firefox and the staged start beside this suite, so a test may take three
  // times as long as alone (8.9 s alone, past 30 s there, for two pages and two axe runs). The
  // tests wait for states, never for time: a longer limit only matters when something is wrong.
  timeout: 60_000,
  // The same for each expectation: 5 s was too short for the editor to start, or a video to
  // play, with both cores busy beside that load.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failing ones) made the suite 30% slower:
    // 117 s against 83 s for pages-visit and course.spec on a phone. To see why a test fails,
    // run it again with `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
    // Only the offline test lets the service worker in; elsewhere it would answer requests
    // that a test routes or counts.
    serviceWorkers: "block",
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
      // One page of each kind in each language is visited at this width too (pages-visit: axe,
      // layout shift, console; every page on a phone), and so is what the width changes: the
      // header's menu or drawer, the footer's columns or accordions, the language switch's
      // places, scripts off. A behaviour that does not depend on the width (batch rows, stored
      // enquiries, redirects, storage faults) is tested once, on a phone; a test of a dialog's
      // or grid's layout joins this width with the tag @desktop. Running every behaviour at
      // both widths was 30% of the suite.
      grep: [WIDTH_SPECS, /@desktop/],
    },
  ],
  webServer: external
    ? undefined
    : {
        command: `node scripts/tools/preview-server.ts`,
        env: {
          PORT: String(PORT),
          // The site built from the fixture content on the fixed day (npm run build:fixture).
          PREVIEW_ROOT:
            process.env.PREVIEW_ROOT ?? `${FIXTURE_BUILD_DIR}/client`,
        },
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
