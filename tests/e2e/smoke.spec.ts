import { siteRoutes, staticPaths } from "../../scripts/routes";

const { courseDetailPaths } = siteRoutes();
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const contentPaths = [...staticPaths, ...courseDetailPaths];

for (const path of contentPaths) {
  test(`${path} renders its page in the common layout`, async ({
    page,
    baseURL,
  }) => {
    // Nothing is fetched from a third party until the visitor asks (PRODUCT.md); only the
    // contact page's map frames load by themselves, lazily.
    const thirdParty: string[] = [];
    page.on("request", (req) => {
      const url = req.url();
      if (url.startsWith(baseURL!) || url.startsWith("data:")) return;
      if (path === "/contact" && url.startsWith("https://maps.google.com/"))
        return;
      thirdParty.push(url);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /.{20,}/,
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(
      page.getByRole("link", { name: /home/i }).first(),
    ).toHaveAttribute("href", "/");

    await expectNoAxeViolations(page);
    expect(thirdParty).toEqual([]);
  });
}

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
  await expectNoAxeViolations(page);
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
