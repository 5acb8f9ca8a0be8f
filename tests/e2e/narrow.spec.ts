import type { Page } from "@playwright/test";
import { siteRoutes, staticPaths } from "../../scripts/routes";
import { expect, hydrated, test } from "./fixtures";

// The narrowest phones in use: 320 px wide. Checked once, in the phone project.
const { courseDetailPaths } = siteRoutes();
const english = [...staticPaths, ...courseDetailPaths, "/no-such-page"];
// Marathi words run longer: every page again in Marathi.
const routes = [
  ...english,
  ...english.map((p) => (p === "/" ? "/mr" : `/mr${p}`)),
];

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one width is enough");
  await page.setViewportSize({ width: 320, height: 640 });
});

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
  test(`${path} has nothing wider than a 320 px screen`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const found = await overflow(page);
    expect(found.page, found.widest.join(" | ")).toBeLessThanOrEqual(320);
  });
}

test("the hero's counters fit their columns at 320 px", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const hero = page.locator("[data-slot=counter-value]").first();
  await expect(hero).toBeVisible();
  const fits = await page.evaluate(() =>
    [...document.querySelectorAll("[data-slot=counter-value]")].every((el) => {
      const item = el.closest("li")!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.left >= item.left - 0.5 && box.right <= item.right + 0.5;
    }),
  );
  expect(fits).toBe(true);
});

test("opening the menu drawer does not shift the page", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const before = await page.locator("main").boundingBox();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const after = await page.locator("main").boundingBox();
  expect(after?.x).toBe(before?.x);
  expect(after?.width).toBe(before?.width);
});
