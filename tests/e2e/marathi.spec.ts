import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";

/*
 * The Marathi site under /mr: what its addresses answer. The key flows in Marathi are in
 * marathi-flows.spec.ts.
 */

/** Share of the letters in `text` that are Devanagari (digits, spaces and signs not counted). */
function devanagariShare(text: string): number {
  const letters = [...text].filter((c) => /\p{L}|\p{M}/u.test(c));
  const devanagari = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return devanagari.length / letters.length;
}

// Every Marathi page's language, addresses, alternates, switch and text are checked in its HTML
// by the build checker (scripts/check-build/page-facts.ts), and in the browser by
// pages-visit.spec.ts. These do not depend on the screen's width.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "does not depend on the width");
});

test("a Marathi course without details goes to the Marathi catalogue", async ({
  page,
}) => {
  await page.goto("/mr/courses/php");
  await expect(page).toHaveURL(/\/mr\/courses$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
});

test("an unknown Marathi address answers 404 with the Marathi not-found page", async ({
  page,
}) => {
  const response = await page.goto("/mr/no-such-page");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
  const main = await page.getByRole("main").innerText();
  expect(devanagariShare(main)).toBeGreaterThanOrEqual(0.6);
});

test("the Marathi brochure is a PDF of its own", async ({ request }) => {
  const response = await request.get("/files/brochure-mr.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
});
