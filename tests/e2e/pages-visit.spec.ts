import { type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  localeCodes,
  localeOf,
  localizePath,
  stripLocale,
} from "#app/content/locales.ts";
import { siteRoutes } from "#scripts/build/routes.ts";
import { content } from "#tests/content.ts";
import { PRIYA_RECORD } from "#tests/fixtures/certificates/records.ts";
import {
  expect,
  expectNoAxeViolations,
  rendered,
  test as base,
} from "#tests/e2e/fixtures.ts";
import { expectNoIbmViolations } from "#tests/e2e/ibm-checker.ts";

/*
 * One visit per page, width and language, doing every generic check at once (the behaviour of
 * each page is tested in its own spec; what the HTML says without a browser, in
 * scripts/check-build/):
 * - the page arrives slowly, through a proxy that hands over each HTML document a TCP segment
 *   (1460 bytes) at a time, and nothing on the screen moves while it arrives and hydrates
 *   (PRODUCT.md: CLS 0.00);
 * - it hydrates, with no console error, hydration warning, failed request or 4xx (fixtures.ts);
 * - header, main and footer are shown, one h1, and the switch to the other language;
 * - axe finds no WCAG A/AA or best-practice violation, and IBM's Equal Access engine none of its
 *   policy (ibm-checker.ts: the rules it misreads are off, and why);
 * - nothing is fetched from a third party (only the contact page's maps load by themselves);
 * - a phone link and a chat link outside the footer; on a phone, in the call bar fixed to the
 *   bottom of the screen, which covers nothing of the page scrolled to its end; from md up, the
 *   bar is hidden;
 * - in the phone project, the same page then narrowed to 320 px (the narrowest phones in use)
 *   has nothing wider than the screen.
 * On a phone every page is visited; at 1280 px one page of each declaration (app/config/pages.ts)
 * and the not-found page, in each language: the pages of one declaration share their layout,
 * and differ in content, whose longest words and lists the phone's 320 px check is the harder
 * test of. Routes come from scripts/build/routes.ts on the fixture content the site under test
 * is built from; nothing here asserts content.
 */

const { pagePaths, samplePaths } = siteRoutes(content);
const inEachLanguage = (english: string[]) =>
  localeCodes.flatMap((l) => english.map((p) => localizePath(p, l)));
/**
 * The verify page as a QR code opens it, its verdict shown (a fixture certificate's record; on
 * another build, the verdict is "Not issued"), at both widths.
 */
const certificate = `/verify#${PRIYA_RECORD}`;
const routes = inEachLanguage([...pagePaths, "/no-such-page", certificate]);
/** The routes the desktop project visits too (playwright.config.ts runs its `@desktop` tests). */
const atBothWidths = new Set(
  inEachLanguage([...samplePaths, "/no-such-page", certificate]),
);

/**
 * A segment's payload on Ethernet, as a network delivers it. The fixture's home page (176 kB)
 * arrives over some 0.3 s, a dozen frames or more painted as it grows. Pieces of 256 bytes made
 * that 1.5 s and 90 frames, each laid out again, for no more states of the page than a network
 * shows: 175–194 CPU-seconds for this spec against 143.
 */
const CHUNK_BYTES = 1460;
const CHUNK_GAP_MS = 2;

/**
 * A proxy in front of the site under test (the preview server, or E2E_BASE_URL's host) that
 * streams HTML slowly and passes everything else at once. It becomes the tests' baseURL, so
 * the fixture's checks of failed requests and 4xx answers see every request.
 */
const test = base.extend<object, { slowProxy: string }>({
  slowProxy: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const upstream = workerInfo.project.use.baseURL!;
      const server = createServer(async (req, res) => {
        const reply = await fetch(new URL(req.url ?? "/", upstream), {
          redirect: "manual",
        });
        const body = Buffer.from(await reply.arrayBuffer());
        const type = reply.headers.get("content-type") ?? "";
        const location = reply.headers.get("location");
        res.writeHead(reply.status, {
          "content-type": type,
          ...(location ? { location } : {}),
        });
        if (!type.startsWith("text/html")) return res.end(body);
        for (let at = 0; at < body.length; at += CHUNK_BYTES) {
          res.write(body.subarray(at, at + CHUNK_BYTES));
          await new Promise((done) => setTimeout(done, CHUNK_GAP_MS));
        }
        res.end();
      });
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise<void>((done) => server.close(() => done()));
    },
    { scope: "worker" },
  ],
  baseURL: async ({ slowProxy }, provide) => provide(slowProxy),
});

// Each visit does the work of five: slow streaming, hydration, axe, IBM's engine and a second
// width.
test.describe.configure({ timeout: 90_000 });

type Shift = { value: number; moved: string[] };

/** Records every layout shift from the first paint on, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput || entry.value === 0) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((s) => {
            const el =
              s.node instanceof Element ? s.node : s.node?.parentElement;
            return `<${el?.localName}> "${el?.textContent?.slice(0, 40)}"`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's width, and the first elements reaching past the right edge of the screen. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    widest: [...document.querySelectorAll("body *")]
      .filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
      )
      .filter((el) => !el.closest("[data-slot=marquee-track], .sr-only"))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
  }));

for (const path of routes) {
  const missing = stripLocale(path) === "/no-such-page";
  const [address, record] = path.split("#");
  test(
    `${address}${record ? " with a certificate" : ""} arrives slowly, hydrates, holds still and passes axe and IBM`,
    {
      tag: atBothWidths.has(path) ? "@desktop" : [],
    },
    async ({ page, slowProxy }, testInfo) => {
      await watchShifts(page);
      const thirdParty: string[] = [];
      page.on("request", (req) => {
        const url = req.url();
        if (url.startsWith(slowProxy) || url.startsWith("data:")) return;
        if (
          stripLocale(path) === "/contact" &&
          url.startsWith("https://maps.google.com/")
        )
          return;
        thirdParty.push(url);
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(missing ? 404 : 200);
      // The app starts after the load event and the first paint, one module per task; on a busy
      // two-core machine the heaviest pages took more than expect's 5 s to get there.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1, {
        timeout: 30_000,
      });
      // What switches after hydration (the curriculum's tabs) is on the screen.
      await rendered(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: Shift[] }).shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      // Lighthouse reports CLS to two decimals; 0.00 is the bar.
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005);

      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      const otherLanguage = localeCodes.find((l) => l !== localeOf(path));
      await expect(
        page
          .getByRole("banner")
          .locator(`a[hreflang="${otherLanguage}"]`)
          .filter({ visible: true }),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);
      await expectNoIbmViolations(page);
      expect(thirdParty).toEqual([]);

      // One tap to call or chat, outside the footer, on every page.
      const outsideFooter = await page.evaluate(() =>
        [...document.querySelectorAll("a")]
          .filter((a) => !a.closest("footer"))
          .map((a) =>
            a.protocol === "tel:" ? "tel" : a.host === "wa.me" ? "chat" : "",
          ),
      );
      expect(outsideFooter).toEqual(expect.arrayContaining(["tel", "chat"]));
      const callBar = page.locator("[data-slot=call-bar]");
      if (testInfo.project.name === "phone") {
        await expect(callBar).toBeVisible();
        // At once: the page scrolls smoothly (app.css), which took 1.2 s of every visit.
        await page.evaluate(() =>
          window.scrollTo({
            top: document.documentElement.scrollHeight,
            behavior: "instant",
          }),
        );
        await rendered(page);
        const footer = await page.getByRole("contentinfo").boundingBox();
        const bar = await callBar.boundingBox();
        expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 0.5);
      } else await expect(callBar).toBeHidden();

      if (testInfo.project.name === "phone") {
        await page.setViewportSize({ width: 320, height: 640 });
        await rendered(page);
        const found = await overflow(page);
        expect(found.page, found.widest.join(" | ")).toBeLessThanOrEqual(320);
      }
    },
  );
}
