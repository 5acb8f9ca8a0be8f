import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

// A real Chromium profile with "Sites can't save data" (the browser's own setting, as some
// private modes and enterprise policies do): reading localStorage or sessionStorage throws.
let dir = "";
let context: BrowserContext;

test.beforeAll(async ({ baseURL, viewport }) => {
  dir = mkdtempSync(join(tmpdir(), "blocked-profile-"));
  mkdirSync(join(dir, "Default"));
  writeFileSync(
    join(dir, "Default", "Preferences"),
    JSON.stringify({
      profile: { default_content_setting_values: { cookies: 2 } },
    }),
  );
  context = await chromium.launchPersistentContext(dir, {
    // The full browser: the headless shell does not read the profile's content settings.
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
  });
});

test.afterAll(async () => {
  await context?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return { page, errors };
}

test("the profile really blocks storage", async () => {
  const { page } = await open("/");
  const blocked = await page.evaluate(() => {
    try {
      void window.sessionStorage;
      return false;
    } catch {
      return true;
    }
  });
  expect(blocked).toBe(true);
  await page.close();
});

for (const path of ["/", "/courses/java", "/my-enquiries"]) {
  test(`${path} loads with storage blocked and throws nothing`, async () => {
    const { page, errors } = await open(path);
    await expect(page.locator("h1")).toHaveCount(1);
    if (path !== "/") {
      // Move on inside the app and back: the router saves and restores scroll positions.
      await page.getByRole("link", { name: /home/i }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("h1")).toHaveCount(1);
    }
    if (path === "/my-enquiries")
      await expect(
        page.getByText(/does not let the site keep data/).first(),
      ).toBeVisible();
    expect(errors).toEqual([]);
    await page.close();
  });
}

test("an enquiry says plainly it cannot be kept here and offers phone and WhatsApp", async () => {
  const { page, errors } = await open("/courses/java");
  await page.getByRole("button", { name: "Enquiry Now" }).click();
  const dialog = page.getByRole("dialog", { name: /^Enquiry — / });
  await dialog.getByLabel("Name").fill("Ravi Jadhav");
  await dialog.getByLabel("Email").fill("ravi@example.com");
  await dialog.getByLabel("Phone").fill("98765 00000");
  await dialog.getByLabel("Message").fill("Weekend batch, please.");
  await dialog.getByRole("button", { name: "Send" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(
    "Your enquiry could not be saved on this device.",
  );
  await expect(alert.getByRole("link", { name: /^Call/ })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await expect(alert.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
  expect(errors).toEqual([]);
  await page.close();
});
