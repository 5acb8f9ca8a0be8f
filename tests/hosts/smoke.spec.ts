import { expect, test } from "@playwright/test";

// A few pages as a visitor gets them from the host: they load with the right status, hydrate
// (the app marks <html data-hydrated>), and nothing is logged as an error, hydration
// mismatches (React error #418) and refused scripts or policies included.
const PAGES = [
  { path: "/", status: 200, heading: /\S/ },
  { path: "/courses/java", status: 200, heading: /Java/ },
  { path: "/mr", status: 200, heading: /\S/ },
  { path: "/no-such-page", status: 404, heading: "Page not found" },
  { path: "/mr/no-such-page", status: 404, heading: /\S/ },
];

for (const { path, status, heading } of PAGES) {
  test(`${path} loads, hydrates and logs no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      // Chrome logs the not-found page's own 404 as a failed load; responses are judged below.
      if (m.text().startsWith("Failed to load resource: the server responded"))
        return;
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("response", (r) => {
      const own = r.request().isNavigationRequest();
      if (r.status() >= 400 && !own) errors.push(`${r.status()} ${r.url()}`);
    });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
    expect(page.url()).toBe(new URL(path, page.url()).href);
    expect(errors).toEqual([]);
  });
}
