import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";

/*
 * The generic checks of every page (status, hydration, console, landmarks, axe, third parties)
 * are in pages-visit.spec.ts, and what the HTML says in scripts/check-build/; here, what the
 * not-found page and the skip link do.
 */

test("an unknown address shows the friendly 404 page, not indexed", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page not found" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
  await expect(
    page.getByRole("link", { name: "Browse all courses" }),
  ).toHaveAttribute("href", "/courses");
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole("main")).toBeFocused();
});
