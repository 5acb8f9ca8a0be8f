import { siteRoutes, staticPaths } from "../../scripts/routes";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/*
 * The Marathi site under /mr: every content page in Marathi, found from and leading back to its
 * English page, and told apart by search engines. The key flows in Marathi are in
 * marathi-flows.spec.ts.
 */

const ORIGIN = "https://www.nimbus-institute.example.com";

// The 13 content pages (My Enquiries is kept from search engines and has no alternates).
const { courseDetailPaths } = siteRoutes();
const pages = [
  ...staticPaths.filter((p) => p !== "/my-enquiries"),
  ...courseDetailPaths,
];

const marathiOf = (path: string) => (path === "/" ? "/mr" : `/mr${path}`);

/** Share of the letters in `text` that are Devanagari (digits, spaces and signs not counted). */
function devanagariShare(text: string): number {
  const letters = [...text].filter((c) => /\p{L}|\p{M}/u.test(c));
  const devanagari = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return devanagari.length / letters.length;
}

test("the 13 content pages are checked", () => {
  expect(pages).toHaveLength(13);
});

for (const english of pages) {
  const marathi = marathiOf(english);

  test(`${marathi} is ${english} in Marathi, with both addresses linked`, async ({
    page,
  }) => {
    const response = await page.goto(marathi);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.locator("h1")).toHaveCount(1);

    const main = await page.getByRole("main").innerText();
    expect(devanagariShare(main)).toBeGreaterThanOrEqual(0.6);

    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
      );
    expect(alternates).toEqual([
      ["en", `${ORIGIN}${english}`],
      ["mr", `${ORIGIN}${marathi}`],
      ["x-default", `${ORIGIN}${english}`],
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}${marathi}`,
    );

    // A visible way back to the same page in English.
    const back = page.locator(`a[hreflang="en"][href="${english}"]`).first();
    await expect(back).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${english} links to its Marathi page`, async ({ page }) => {
    await page.goto(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(
      page.locator(`a[hreflang="mr"][href="${marathi}"]`).first(),
    ).toBeVisible();
  });
}

test("the sitemap lists every page in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  for (const english of pages) {
    expect(listed).toContain(english);
    expect(listed).toContain(marathiOf(english));
  }
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
