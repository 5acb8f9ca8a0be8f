// Takes the pictures of docs/editing.md from the real editor, at a phone's width, with an Indian
// English browser (dates DD/MM/YYYY), on a copy of the content in the browser's private file
// system ("Work with Local Repository"). Run `npm run build` first, then `npm run docs:screenshots`.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import {
  batchItems,
  openWithLocalRepository,
} from "#scripts/tools/local-repository.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";

const OUT = "docs/editing";
/** The pictures show the tests' own content: the guide's figures then do not move every week. */
const GUIDE_CONTENT_DIR = "tests/fixtures/content";
const LOCALE = "en-IN";
// The sign-in picture is taken at the live site's address (answered from this build), so it
// shows what staff see there: "Work with Local Repository" appears only on localhost.
const live = JSON.parse(readFileSync("build/client/admin/config.json", "utf8"))
  .backend.base_url as string;

const executablePath = findChromium();
// Chromium formats date inputs in its own interface language, which falls back to en-US when
// that language's files are missing (Debian ships only en-US with the browser): en-IN uses
// en-GB's, DD/MM/YYYY.
if (
  executablePath === "/usr/bin/chromium" &&
  !existsSync("/usr/lib/chromium/locales/en-GB.pak")
)
  throw new Error(
    "Chromium's en-GB language files are missing, so dates would read MM/DD/YYYY: apt-get install chromium-l10n",
  );

const server = createPreviewServer(resolve("build/client"));
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS],
  // Date inputs follow the browser's interface language, not the page's; on Linux Chromium
  // takes it from the environment (--lang is not enough).
  env: { ...process.env, LANGUAGE: "en_IN", LANG: "en_IN.UTF-8" },
});
mkdirSync(OUT, { recursive: true });

/** Scrolls a field to the middle of the screen, where a picture of it reads best. */
const centre = (locator: Locator) =>
  locator.evaluate((el) => el.scrollIntoView({ block: "center" }));

/** A screenshot as a small palette PNG: the editor's flat colours lose nothing. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  const png = await page.screenshot();
  const path = `${OUT}/${name}.png`;
  await sharp(png)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toFile(path);
  console.log(path);
}

const newPage = () =>
  browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale: LOCALE,
    timezoneId: "Asia/Kolkata",
    reducedMotion: "reduce",
  });

try {
  const signIn = await newPage();
  await signIn.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await signIn.route(`${live}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: `${origin}${pathname}${search}` }),
    });
  });
  await signIn.goto(`${live}/admin/`);
  await signIn.getByRole("button", { name: /Sign In with\W+GitHub/ }).waitFor();
  await shot(signIn, "1-sign-in");
  await signIn.close();

  const page = await newPage();
  await openWithLocalRepository(page, GUIDE_CONTENT_DIR, origin);
  await page.reload();
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();
  // On a phone the editor opens on the list of collections.
  await page.getByRole("treeitem", { name: "Courses" }).click();
  await page
    .getByText("Java Full Stack Development", { exact: true })
    .waitFor();
  await shot(page, "2-courses");

  await page.getByText("Java Full Stack Development", { exact: true }).click();
  const items = await batchItems(page, 2);
  const third = items.nth(2);
  const seats = third.getByRole("spinbutton", { name: "Seats left" });
  await seats.fill("3");
  await centre(third);
  await shot(page, "3-seats");

  // The preview pane: the course page as it will be, with the seats as typed.
  const preview = page.getByRole("button", { name: "Preview", exact: true });
  await preview.click();
  const pane = page.frameLocator('iframe[title="Content Preview"]');
  const row = pane.getByRole("row", { name: /11 Jan 2027/ });
  await row.getByText("Few Seats").waitFor();
  await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shot(page, "7-preview");
  await preview.click();
  await batchItems(page, 2);

  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  const added = items.last();
  await added.scrollIntoViewIfNeeded();
  const start = added.getByRole("textbox", { name: "Start date" });
  await start.fill("2027-03-08");
  if ((await start.inputValue()) !== "2027-03-08")
    throw new Error("the new batch's start date was not taken");
  await added.getByRole("radio", { name: "Weekend" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("20");
  await centre(added);
  await shot(page, "4-new-batch");

  // The editor draws list items again as they scroll into view.
  await batchItems(page, 2);
  await seats.fill("-1");
  await page.getByRole("button", { name: "Save" }).click();
  await centre(third);
  await shot(page, "6-wrong-value");

  // The same value in the preview: the line the site's check would stop publishing with.
  await preview.click();
  await pane.getByRole("alert").waitFor();
  await shot(page, "8-preview-problem");
  await preview.click();

  // A fresh page for the placement: nothing of the unsaved course edit is kept.
  await page.goto(`${origin}/admin/#/collections/placements/new`);
  await page.reload();
  await page.getByRole("group", { name: /Student name.*Field/ }).waitFor();
  await page.getByRole("textbox", { name: "Student name" }).fill("Priya Desai");
  const company = page.getByRole("combobox", { name: "Company" });
  await centre(company);
  await company.click();
  await page.getByRole("option").first().waitFor();
  await shot(page, "5-new-placement");
} finally {
  await browser.close();
  server.close();
}
