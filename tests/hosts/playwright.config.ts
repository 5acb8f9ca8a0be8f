import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "#scripts/tools/chromium.ts";

// The host suites' browser checks (tests/hosts/checks.ts: browserChecks) against a server they
// started themselves: nginx with the shipped recipe, or the Worker under wrangler dev, each
// serving build/client with an attacker's files planted (tests/security/planted-site.ts).
const baseURL = process.env.HOST_BASE_URL;
if (!baseURL) throw new Error("HOST_BASE_URL is not set: run a host suite");

export default defineConfig({
  // The hosts' own specs and the attacks of tests/security.
  testDir: "..",
  testMatch: /\/(?:hosts|security)\/[^/]+\.spec\.ts$/,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // npm test runs the host suites beside the e2e suite, Firefox and the staged start, on a CPU
  // they keep busy: the same limits as the e2e suite's (playwright.config.ts).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One folder per host, outside the e2e suite's test-results (which Playwright empties when
  // that suite starts): npm test runs them side by side.
  outputDir: `../../test-results-hosts-${new URL(baseURL).port}`,
  use: {
    baseURL,
    trace: "off",
    serviceWorkers: "block",
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    ...devices["Desktop Chrome"],
    viewport: { width: 390, height: 844 },
  },
});
