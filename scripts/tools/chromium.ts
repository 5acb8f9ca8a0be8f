import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/** Debian's chromium-headless-shell: the binary itself (/usr/bin's is a shell wrapper). */
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** Flags for a headless Chromium on a machine with no network but the package registries. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function playwrightOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finds a Chromium for the tests: $CHROME_PATH, Debian's /usr/bin/chromium, then Playwright's
 * own download. On Debian as root it installs Debian's package when none is found; elsewhere
 * it stops and says how to get one.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(
      `CHROME_PATH is set to ${fromEnv}, but there is no file there.`,
    );
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = playwrightOwn();
  if (own) return own;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(
      "No Chromium found: installing Debian's chromium package with apt-get…",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env,
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    "No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      "or point CHROME_PATH at a Chrome or Chromium binary.",
  );
}

/**
 * The Chromium the behaviour suites (e2e, hosts) drive: Chromium's headless shell where Debian's
 * chromium-headless-shell is installed (.ci/run installs it), else findChromium(). It is the
 * same engine without the browser's user interface, and what Playwright itself runs headless
 * tests in; the one-visit spec and course.spec on a phone took 107 CPU-seconds in it against
 * 155 in the full browser (docs/performance.md, "CI time"). The staged start, Lighthouse and the tap
 * benchmark keep the full browser: they measure what a visitor's browser does; so does the
 * blocked-storage spec, whose profile setting the headless shell does not read. CHROME_PATH wins.
 */
export function findTestChromium(): string {
  if (!process.env.CHROME_PATH && existsSync(DEBIAN_HEADLESS_SHELL))
    return DEBIAN_HEADLESS_SHELL;
  return findChromium();
}
