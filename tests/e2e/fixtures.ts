import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { FIXTURE_DAY } from "#tests/fixtures/settings.ts";
import { headerPages } from "#app/config/pages.ts";
import { en } from "#app/i18n/messages/en.ts";

/**
 * The browser's "now" in every test: 10:00 in Kolkata on the day the fixture build was made
 * (tests/fixtures/settings.ts), so the prerendered page and the visitor's day agree and every
 * date the pages show is known. Time runs on from there; a test may pause it, move it or set
 * another day with `page.clock`.
 */
export const FIXTURE_NOW = new Date(`${FIXTURE_DAY}T10:00:00+05:30`);

/** What went wrong on the page while a test ran: console errors, uncaught exceptions, failed requests. */
type Problems = { messages: string[] };

export const test = base.extend<{ problems: Problems }>({
  page: async ({ page }, run) => {
    await page.clock.install({ time: FIXTURE_NOW });
    await run(page);
  },
  problems: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const problems: Problems = { messages: [] };
      page.on("console", (msg) => {
        const text = msg.text();
        // Chrome logs every 4xx response; the response listener below judges those.
        if (
          text.startsWith(
            "Failed to load resource: the server responded with a status of 4",
          )
        )
          return;
        // A request the test cut by taking the page offline (`context.setOffline`), seen once
        // with both cores busy: most likely the version question the app asks when its worker
        // takes over, under way as the page went offline (the app ignores its failure). What
        // the page does offline is what those tests assert.
        if (text === "Failed to load resource: net::ERR_INTERNET_DISCONNECTED")
          return;
        if (msg.type() === "error" || /hydrat/i.test(text)) {
          problems.messages.push(`console.${msg.type()}: ${text}`);
        }
      });
      page.on("pageerror", (err) =>
        problems.messages.push(`pageerror: ${err.message}`),
      );
      page.on("requestfailed", (req) => {
        // A request cut short because the page navigated on (a redirect) is not a failure.
        if (req.failure()?.errorText === "net::ERR_ABORTED") return;
        // With scripts disabled, Playwright blocks the page's script preloads this way.
        if (!javaScriptEnabled && req.failure()?.errorText === "csp") return;
        if (baseURL && req.url().startsWith(baseURL)) {
          problems.messages.push(
            `request failed: ${req.url()} (${req.failure()?.errorText})`,
          );
        }
      });
      page.on("response", (res) => {
        const url = res.url();
        // A page address answered 404 is the 404 page itself; anything else must resolve.
        if (
          baseURL &&
          url.startsWith(baseURL) &&
          res.status() >= 400 &&
          res.request().resourceType() !== "document"
        ) {
          problems.messages.push(`HTTP ${res.status()}: ${url}`);
        }
      });
      await use(problems);
      expect(
        problems.messages,
        "console errors, page errors or failed requests",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the prerendered page. The app starts after the first paint,
 * one module per task: with both cores busy (npm test runs the staged-start check beside this
 * suite) a course page took more than expect's 5 s to get there.
 */
/**
 * Resolves once the browser has rendered the page as the DOM is now, the way the visitor sees
 * it: its layout shifts reported, its lazy pictures and frames asked for, the effect of a tap's
 * handler drawn. A state, not a time: it waits for the frame after the next animation frame,
 * however long that takes on a busy machine.
 */
export async function rendered(page: Page) {
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(done)),
      ),
  );
}

export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, {
    timeout: 30_000,
  });
}

/**
 * Stops the page's clock (installed with the fixed day) so that only `page.clock.runFor` moves
 * it. `pauseAt` must be in the page's future, and on a starved CPU more than any fixed margin
 * can pass between reading the page's time and pausing it (seen: 500 ms, with both cores busy
 * beside npm test): so the time is read again until the pause takes.
 */
export async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (!String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * With the page's clock paused (`pauseClock`), lets it run on 10 ms at a time until `state`
 * holds, as the visitor would see it: a dialog gone or there after the tap's frame is painted.
 * How many milliseconds that takes depends on where the fake clock's frames fall (a task queued
 * in a frame runs a millisecond after it), and React renders on the real clock, however busy
 * the machine: so a test waits for the state, never for a number of frames. The clock runs at
 * most `withinMs` in all, so something that only comes after a long timer still fails.
 */
export async function runClockUntil(
  page: Page,
  state: () => Promise<boolean>,
  { withinMs = 1000 } = {},
) {
  let ran = 0;
  await expect
    .poll(
      async () => {
        if (await state()) return true;
        if (ran < withinMs) {
          await page.clock.runFor(10);
          ran += 10;
        }
        return state();
      },
      { intervals: [50], timeout: 30_000 },
    )
    .toBe(true);
}

/** Runs axe-core against WCAG 2.x A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
    ])
    // Only the violations in full: the passing and inapplicable rules' nodes are not listed,
    // which saved a fifth of axe's time on a course page.
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself. The default mode runs axe in each frame and then finishes
    // in a new blank page (a new renderer, axe's 650 kB parsed again): 0.8–2.3 s a check
    // against 0.4–0.8 s, and 66 s of the suite's 370 alone on two cores. Frames are then read
    // only on the page's own origin; the pages' only frames are other sites' (maps, videos),
    // whose insides are not the site's to check.
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** The header's items in English, as the visitor reads them (app/config/pages.ts's order). */
export const HEADER_ITEMS = headerPages.map((name) => en.layout.nav[name]);

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Holds the app's scripts back, as on a slow phone where the page is shown long before they
 * arrive; call the returned function to let them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
