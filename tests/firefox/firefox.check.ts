// The smoke suite in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi
// (Playwright needs its own patched Firefox, which cannot be downloaded here). One page of each
// kind (below) loads at a phone's width, hydrates, logs no console error and scrolls nothing
// sideways; then the same page is widened to a desktop's width, where it logs no error and
// scrolls nothing sideways either (the prerendered page is the same at every width). An enquiry
// is kept on the device, and a certificate's QR code is checked (Firefox's own WebCrypto
// Ed25519). Run with `npm run test:firefox` after `npm run build:fixture`; FIREFOX picks the
// binary.
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import { siteRoutes } from "#scripts/build/routes.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import { content } from "#tests/content.ts";
import { PRIYA_RECORD } from "#tests/fixtures/certificates/records.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

const FIREFOX = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
// The fixture site (npm run build:fixture), as the other browser tests: one page of each
// declaration (app/config/pages.ts) in each language, since what differs between Firefox and
// Chromium is how the code runs, and the pages of one declaration run the same code;
// Chromium visits every page (tests/e2e/pages-visit.spec.ts).
const ENGLISH = [...siteRoutes(content).samplePaths, "/no-such-page"];
const ROUTES = [
  ...ENGLISH,
  ...ENGLISH.map((p) => (p === "/" ? "/mr" : `/mr${p}`)),
];
const PHONE = 390;
const DESKTOP = 1280;

const server = createPreviewServer(
  resolve(process.env.PREVIEW_ROOT ?? `${FIXTURE_BUILD_DIR}/client`),
);
let base = "";
let browser: Browser;

before(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 60_000,
  });
});

after(async () => {
  await browser?.close();
  server.close();
});

/** A fresh page at `width` that records console errors and uncaught exceptions. */
async function openPage(width: number) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) =>
    errors.push(`pageerror: ${(err as Error).message ?? String(err)}`),
  );
  return { page, errors, close: () => context.close() };
}

/** Goes to `path` and waits until React has hydrated it. */
async function load(page: Page, path: string) {
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 120_000 });
}

/** Resolves once the page's window is `width` px wide: the new viewport is in place. */
const widened = (page: Page, width: number) =>
  page.waitForFunction((w) => window.innerWidth === w, {}, width);

/** The page is `width` px wide, and nothing on it reaches past that. */
async function assertFits(page: Page, width: number) {
  const { wide, screen } = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  assert.equal(screen, width);
  assert.ok(wide <= screen, `page is ${wide} px wide on ${screen} px`);
}

describe("Firefox", () => {
  for (const path of ROUTES) {
    it(`${path} loads, hydrates, logs no error and scrolls nothing sideways at ${PHONE} and ${DESKTOP} px`, async () => {
      const { page, errors, close } = await openPage(PHONE);
      try {
        await load(page, path);
        // The not-found page's heading is rendered just after hydration (the fallback page
        // hydrates, then finds no route): wait for the state, not for one moment.
        await page
          .waitForFunction(() => document.querySelectorAll("h1").length === 1, {
            timeout: 60_000,
          })
          .catch(() => {});
        assert.equal(await page.$$eval("h1", (h) => h.length), 1, "one h1");
        await assertFits(page, PHONE);
        await page.setViewport({ width: DESKTOP, height: 800 });
        await widened(page, DESKTOP);
        await assertFits(page, DESKTOP);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  it("checks a certificate's QR code: Genuine, with the student's name", async () => {
    const { page, errors, close } = await openPage(PHONE);
    try {
      await load(page, `/verify#${PRIYA_RECORD}`);
      await page.waitForSelector("[role=status] h2::-p-text(Genuine)");
      const text = await page.$eval(
        "[role=status]",
        (el) => (el as HTMLElement).innerText,
      );
      for (const words of [
        "Priya Patil",
        "Java",
        "1 Jun 2026 to 28 Aug 2026",
        "NCI-2026-3F9A1C7E-B24D6A08",
        "Checked against the institute's records just now.",
      ])
        assert.ok(text.includes(words), `${words} in: ${text}`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it("an enquiry is kept on the device and listed on /my-enquiries", async () => {
    const { page, errors, close } = await openPage(PHONE);
    try {
      await load(page, "/courses/java");
      await page.locator("button::-p-text(Enquiry Now)").click();
      await page.waitForSelector("[role=dialog] form");
      const fields = {
        Name: "Firefox Visitor",
        Email: "fx@example.com",
        Phone: "98765 11111",
        Message: "Weekend batch, please.",
      };
      for (const [label, value] of Object.entries(fields)) {
        const id = await page.$$eval(
          "[role=dialog] label",
          (labels, text) =>
            labels.find((l) => l.textContent?.trim().startsWith(text))?.htmlFor,
          label,
        );
        assert.ok(id, `a field labelled ${label}`);
        await page.locator(`[id="${id}"]`).fill(value);
      }
      await page.locator("[role=dialog] button::-p-text(Send)").click();
      await page.waitForSelector("[role=status]::-p-text(Enquiry submitted.)", {
        timeout: 60_000,
      });
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key) ?? "",
        ENQUIRY_STORAGE_KEY,
      );
      const { enquiries } = JSON.parse(stored) as {
        enquiries: { name: string; courseSlug: string }[];
      };
      assert.deepEqual(
        enquiries.map((e) => [e.name, e.courseSlug]),
        [["Firefox Visitor", "java"]],
      );

      await load(page, "/my-enquiries");
      await page.waitForSelector("article::-p-text(Firefox Visitor)");
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
