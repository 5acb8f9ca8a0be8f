import type { Page } from "@playwright/test";
import {
  batchItems,
  openInEditor,
  openWithLocalRepository,
  someEntry,
  readRepositoryFile,
  stubGitHubStatus,
} from "#scripts/tools/local-repository.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

/*
 * The staff editor at /admin (Sveltia CMS) on a phone, driven as a staff member would: "Work
 * with Local Repository" is answered with a folder in the browser's origin-private file system
 * holding a copy of the tests' content files (tests/fixtures/content), so every save can be read back from that folder.
 * Staff change seats and batches every week: these tests assert only on what they type
 * themselves and on texts the schemas fix, never on the content's current values.
 */

// The editor is checked at a phone's width (the phone project, 390 px); once is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, "phone only");
// The editor is 3 MB of script: on a CPU that npm test keeps busy its start took more than
// a test's limit (CI: a certificate's second save ran out at 60 s, 9.6 s alone).
test.slow();

/** A course of the tests' content: the tests do not care which. */
const course = someEntry(FIXTURE_CONTENT_DIR, "courses");
const courseFile = `app/content/courses/${course}.json`;

/** Adds a batch at the end of the open course's Batches and returns its part of the form. */
async function addBatch(page: Page) {
  const items = await batchItems(page);
  const before = await items.count();
  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  await expect(items).toHaveCount(before + 1);
  const added = items.last();
  await added.scrollIntoViewIfNeeded();
  return added;
}

type CourseFile = {
  en: { batches: Record<string, unknown>[]; seo: { title: string } };
};

test("/admin offers 'Sign In with GitHub', which opens the site's own /auth; nothing comes from a CDN", async ({
  page,
  baseURL,
  request,
}) => {
  await stubGitHubStatus(page);
  const { backend } = await (await request.get("/admin/config.json")).json();
  // The handshake's Worker answers on the site's origin; here a stand-in page answers.
  await page
    .context()
    .route(`${backend.base_url}/auth**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>auth</title>" }),
    );
  const origins = new Set<string>();
  page.on("request", (r) => origins.add(new URL(r.url()).origin));
  await page.goto("/admin");
  await expect(
    page.getByRole("button", { name: "Work with Local Repository" }),
  ).toBeVisible();
  await expect(
    page.locator('meta[name="robots"][content="noindex, nofollow"]'),
  ).toHaveCount(1);
  const signIn = page.getByRole("button", {
    name: /^Sign In with\W+GitHub\W*$/,
  });
  await expect(signIn).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    signIn.click(),
  ]);
  await popup.waitForLoadState();
  const auth = new URL(popup.url());
  expect(`${auth.origin}${auth.pathname}`).toBe(`${backend.base_url}/auth`);
  expect(auth.searchParams.get("provider")).toBe("github");
  // The window stays open: closed before the editor's next look at it, the editor logs
  // "Authentication aborted" as a console error (seen on a fresh clone), which is what a staff
  // member closing the sign-in window gets, not a fault of the site.
  // The editor's own fonts are served from the site.
  await expect
    .poll(() => page.evaluate(() => document.fonts.status))
    .toBe("loaded");
  expect(
    [...origins].filter(
      (o) =>
        o !== baseURL &&
        o !== "https://www.githubstatus.com" &&
        o !== new URL(backend.base_url).origin,
    ),
  ).toEqual([]);
});

test("a staff member adds a batch without typing a number, and it is saved as typed", async ({
  page,
}) => {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const batchesIn = (text: string) =>
    (JSON.parse(text) as CourseFile).en.batches;
  const before = batchesIn((await readRepositoryFile(page, courseFile))!);
  await openInEditor(page, `collections/courses/entries/${course}`);
  const added = await addBatch(page);
  // The form asks for a date, a mode and seats, and for no number.
  await expect(added.getByRole("spinbutton")).toHaveCount(1);
  await added.getByRole("textbox", { name: "Start date" }).fill("2031-03-08");
  await added.getByRole("radio", { name: "Weekend" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("17");
  await page.getByRole("button", { name: "Save" }).click();

  // The file gains exactly the typed batch, at the end, and keeps the others as they were.
  const saved = async () => {
    const text = await readRepositoryFile(page, courseFile);
    return text ? batchesIn(text) : undefined;
  };
  await expect
    .poll(saved, { timeout: 10_000 })
    .toEqual([...before, { start: "2031-03-08", mode: "Weekend", seats: 17 }]);
});

test("the editor stops values the build would refuse, and the file keeps what it had", async ({
  page,
}) => {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const original = await readRepositoryFile(page, courseFile);
  await openInEditor(page, `collections/courses/entries/${course}`);
  const added = await addBatch(page);
  await added.getByRole("textbox", { name: "Start date" }).fill("2031-03-08");
  await added.getByRole("radio", { name: "Online" }).check();
  const seats = added.getByRole("spinbutton", { name: "Seats left" });
  await seats.fill("-1");

  const duration = page.getByRole("textbox", { name: "Duration" });
  await duration.fill("six weeks");

  // The editor draws a long entry's fields as they are scrolled to: scroll to the last one drawn
  // until the search-engine fields are there.
  const seo = page.getByRole("group", { name: /Search engines.*Field/ });
  await expect(async () => {
    await page
      .getByRole("group", { name: /Field$/ })
      .last()
      .scrollIntoViewIfNeeded();
    await expect(seo).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await seo.scrollIntoViewIfNeeded();
  const title = seo.getByRole("textbox", { name: "Title" });
  await title.fill("A".repeat(61));

  await page.getByRole("button", { name: "Save" }).click();
  await expect(seats).toHaveAttribute("aria-invalid", "true");
  await expect(duration).toHaveAccessibleErrorMessage(
    /Like '2\.5 months' or '6 weeks'\./,
  );
  await expect(title).toHaveAttribute("aria-invalid", "true");
  expect(await readRepositoryFile(page, courseFile)).toBe(original);
});

test("a placement's company is chosen from the companies of companies.json", async ({
  page,
}) => {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const companies = JSON.parse(
    (await readRepositoryFile(page, "app/content/companies.json"))!,
  ).en.companies.map((c: { name: string }) => c.name) as string[];
  await openInEditor(page, "collections/placements/new");
  const company = page.getByRole("combobox", { name: "Company" });
  await company.scrollIntoViewIfNeeded();
  await company.click();
  const options = page.getByRole("option");
  await expect(options).toHaveText(companies.toSorted());
  await options.filter({ hasText: companies[0]! }).click();
  await expect(company).toHaveText(companies[0]!);
});
