// Takes the pictures of docs/editing.md from the real editor, at a phone's width, on a copy of
// the content in the browser's private file system ("Work with Local Repository").
// Run `npm run build` first, then `npm run docs:screenshots`.
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../tests/chromium.ts";
import {
  batchItems,
  openWithLocalRepository,
} from "../../tests/local-repository.ts";
import { createPreviewServer } from "../preview-server.ts";

const OUT = "docs/editing";
const server = createPreviewServer(resolve("build/client"));
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
mkdirSync(OUT, { recursive: true });

/** Scrolls a field to the middle of the screen, where a picture of it reads best. */
const centre = (locator: Locator) =>
  locator.evaluate((el) => el.scrollIntoView({ block: "center" }));

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
}

try {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale: "en-IN",
    reducedMotion: "reduce",
  });
  await openWithLocalRepository(page, origin);
  await page.reload();
  await shot(page, "1-sign-in");

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
  await centre(seats);
  await shot(page, "3-seats");

  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  const added = items.last();
  await added.getByRole("spinbutton", { name: "Batch number" }).fill("105");
  await added.getByRole("textbox", { name: "Start date" }).fill("2027-03-08");
  await added.getByRole("radio", { name: "Weekend" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("20");
  await centre(added);
  await shot(page, "4-new-batch");

  await seats.fill("-1");
  await page.getByRole("button", { name: "Save" }).click();
  await centre(seats);
  await shot(page, "6-wrong-value");

  // A fresh page for the placement: nothing of the unsaved course edit is kept.
  await page.goto(`${origin}/admin/#/collections/placements/new`);
  await page.reload();
  await page.getByRole("group", { name: /Student name.*Field/ }).waitFor();
  await page.getByRole("textbox", { name: "Student name" }).fill("Priya Desai");
  const photo = page.getByRole("group", { name: /Photo.*Field/ }).first();
  await centre(photo);
  await shot(page, "5-new-placement");
} finally {
  await browser.close();
  server.close();
}
