import type { Page } from "@playwright/test";
import {
  batchItems,
  openInEditor,
  openWithLocalRepository,
  someEntry,
} from "#scripts/tools/local-repository.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

/*
 * The editor's preview pane (scripts/content/editor/preview/) on a phone, in the real editor on
 * a local repository (as admin.spec.ts): the site's own course page, drawn from the entry as it
 * is being typed, in the language of the pane; a value the build would refuse shows the build's
 * own line instead. As in admin.spec.ts, the tests assert on what they type themselves and on
 * texts the site fixes, never on the content's current values.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, "phone only");
// The editor is 3 MB of script: on a CPU that npm test keeps busy its start took more than
// a test's limit (CI: a certificate's second save ran out at 60 s, 9.6 s alone).
test.slow();

/** A course of the tests' content: the tests do not care which. */
const course = someEntry(FIXTURE_CONTENT_DIR, "courses");

/** Opens the course in the editor, on the local repository. */
async function openCourse(page: Page) {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  await openInEditor(page, `collections/courses/entries/${course}`);
  await page.getByRole("group", { name: /Batches.*Field/ }).waitFor();
}

/** On a phone the editor shows the form or the preview: its eye button switches between them. */
const togglePreview = (page: Page) =>
  page.getByRole("button", { name: "Preview", exact: true }).click();

/**
 * Back in the form, the seats of the batch at `index`: the editor draws list items again as
 * they scroll into view.
 */
async function seatsOf(page: Page, index: number) {
  const items = await batchItems(page, index);
  return items.nth(index).getByRole("spinbutton", { name: "Seats left" });
}

const previewPane = (page: Page) =>
  page.frameLocator('iframe[title="Content Preview"]');

test("the preview pane is the course page: a batch's seats typed as 3 show 'Few Seats', and nothing comes from a CDN", async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on("request", (r) => origins.add(new URL(r.url()).origin));
  await openCourse(page);
  const title = await page
    .getByRole("textbox", { name: "Title" })
    .first()
    .inputValue();
  const items = await batchItems(page);
  const before = await items.count();
  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  await expect(items).toHaveCount(before + 1);
  const added = items.last();
  await added.scrollIntoViewIfNeeded();
  await added.getByRole("textbox", { name: "Start date" }).fill("2031-03-08");
  await added.getByRole("radio", { name: "Weekend" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("17");

  await togglePreview(page);
  const pane = previewPane(page);
  await expect(pane.getByRole("heading", { level: 1 })).toHaveText(title);
  const batch = pane.getByRole("row", { name: /8 Mar 2031/ });
  await expect(batch).toContainText("17 seats");
  await expect(batch).toContainText("Available");
  await expect(batch.getByRole("button", { name: /^Enquire/ })).toBeVisible();

  await togglePreview(page);
  await (await seatsOf(page, before)).fill("3");
  await togglePreview(page);
  await expect(batch).toContainText("3 seats");
  await expect(batch).toContainText("Few Seats");
  await expect(batch).not.toContainText("Available");

  await togglePreview(page);
  await (await seatsOf(page, before)).fill("0");
  await togglePreview(page);
  await expect(batch).toContainText("Full");
  await expect(batch.getByRole("button", { name: /^Closed/ })).toBeDisabled();

  expect(
    [...origins].filter(
      (o) => o !== baseURL && o !== "https://www.githubstatus.com",
    ),
  ).toEqual([]);
});

test("a value the build would refuse shows the build's own line for it in the preview, not a broken page", async ({
  page,
}) => {
  await openCourse(page);
  const items = await batchItems(page);
  const before = await items.count();
  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  const added = items.last();
  await added.scrollIntoViewIfNeeded();
  await added.getByRole("textbox", { name: "Start date" }).fill("2031-03-08");
  await added.getByRole("radio", { name: "Online" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("-1");

  await togglePreview(page);
  const problems = previewPane(page).getByRole("alert");
  await expect(problems).toContainText("This would stop publishing: 1 problem");
  await expect(problems.getByRole("listitem")).toHaveText([
    `courses/${course}.json > batches[${before}] > seats: must be 0 or more`,
  ]);

  await togglePreview(page);
  await (await seatsOf(page, before)).fill("2");
  await togglePreview(page);
  await expect(previewPane(page).getByRole("alert")).toHaveCount(0);
  await expect(
    previewPane(page).getByRole("row", { name: /8 Mar 2031/ }),
  ).toContainText("Few Seats");
});

test("the Marathi pane previews the Marathi page, with the Marathi title as typed", async ({
  page,
}) => {
  await openCourse(page);
  await page.getByRole("combobox", { name: "Switch Locale" }).click();
  await page.getByRole("option", { name: "Marathi" }).click();
  const title = page.getByRole("textbox", { name: "Title" }).first();
  await title.fill("चाचणीचा अभ्यासक्रम");

  await togglePreview(page);
  const pane = previewPane(page);
  await expect(pane.locator("html")).toHaveAttribute("lang", "mr");
  await expect(pane.getByRole("heading", { level: 1 })).toHaveText(
    "चाचणीचा अभ्यासक्रम",
  );
  // The page's own words are the Marathi ones too.
  await expect(pane.getByRole("heading", { name: "आगामी बॅचेस" })).toBeVisible();
  // Below the page, every testimonial card with its story's facts, in Marathi: the course as
  // typed, then the duration and the fee.
  const stories = pane
    .getByRole("region", {
      name: "Every testimonial card (the page shows one at a time)",
    })
    .getByRole("figure");
  await expect(stories.first()).toBeVisible();
  for (const story of await stories.all())
    await expect(story).toContainText(
      /चाचणीचा अभ्यासक्रम · [^·]+ · (सशुल्क|मोफत|शिष्यवृत्ती)/,
    );
});

test("a placement previews as its card on the placements page, and the institute's details as each branch's page, as typed", async ({
  page,
}) => {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const placement = someEntry(FIXTURE_CONTENT_DIR, "placements");
  await openInEditor(page, `collections/placements/entries/${placement}`);
  await page
    .getByRole("textbox", { name: "Student name" })
    .fill("Preview Student");
  await togglePreview(page);
  const pane = previewPane(page);
  await expect(
    pane.getByRole("heading", { name: "Preview Student" }),
  ).toBeVisible();

  await togglePreview(page);
  await page.evaluate(
    () => (location.hash = "#/collections/pages/entries/site"),
  );
  // The editor draws a list's items as they scroll into view.
  const branches = page.getByRole("group", { name: /Branches.*Field/ });
  await branches.scrollIntoViewIfNeeded();
  const town = branches.getByRole("textbox", { name: "Town" }).first();
  await town.scrollIntoViewIfNeeded();
  await town.fill("Ichalkaranji");
  await togglePreview(page);
  // The first branch's page, headed by the institute's name and the town as typed.
  await expect(
    pane.getByRole("heading", { level: 1, name: /Ichalkaranji$/ }),
  ).toBeVisible();
});

test("a tutor previews as their card on the Tutors page, and the Policies page as typed", async ({
  page,
}) => {
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const tutor = someEntry(FIXTURE_CONTENT_DIR, "faculty");
  await openInEditor(page, `collections/faculty/entries/${tutor}`);
  await page
    .getByRole("textbox", { name: "Name", exact: true })
    .first()
    .fill("Preview Tutor");
  await togglePreview(page);
  const pane = previewPane(page);
  await expect(pane.getByRole("heading", { level: 1 })).toHaveText(
    "Our tutors",
  );
  await expect(
    pane.getByRole("article", { name: "Preview Tutor" }),
  ).toBeInViewport();

  await togglePreview(page);
  await page.evaluate(
    () => (location.hash = "#/collections/pages/entries/policies"),
  );
  await page
    .getByRole("textbox", { name: "Page title" })
    .first()
    .fill("Preview policies");
  await togglePreview(page);
  await expect(pane.getByRole("heading", { level: 1 })).toHaveText(
    "Preview policies",
  );
  // Its parts listed at the top, each linking to its place: the page's own navigation.
  await expect(
    pane.getByRole("navigation", { name: "On this page" }).getByRole("link"),
  ).toHaveCount(6);
});
