import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";

// The narrowest phones in use: 320 px wide. Checked once, in the phone project. That no page
// is wider than the screen at 320 px is checked on every page by pages-visit.spec.ts.
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one width is enough");
  await page.setViewportSize({ width: 320, height: 640 });
});

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
