// Takes the pictures of docs/editing.md from the real editor, at a phone's width, with an Indian
// English browser (dates DD/MM/YYYY), on a copy of the content in the browser's private file
// system ("Work with Local Repository"); those of draft → review → live on GitHub, which that
// path needs, against a stand-in for GitHub's API holding the same content. Run `npm run build`
// first, then `npm run docs:screenshots`.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import {
  batchItems,
  openWithLocalRepository,
} from "#scripts/tools/local-repository.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import {
  type GitHubApiStub,
  startGitHubApiStub,
} from "#scripts/tools/github-api-stub.ts";
import { STAFF } from "#scripts/tools/github-stub-repository.ts";
import { EDITORIAL_WORKFLOW } from "#scripts/content/editor/config.ts";
import { gitHub } from "#scripts/publish/github.ts";
import { reportPullRequest } from "#scripts/publish/pull-request.ts";

const OUT = "docs/editing";
/** The pictures show the tests' own content: the guide's figures then do not move every week. */
const GUIDE_CONTENT_DIR = "tests/fixtures/content";
const LOCALE = "en-IN";
// The sign-in picture is taken at the live site's address (answered from this build), so it
// shows what staff see there: "Work with Local Repository" appears only on localhost.
const built = JSON.parse(
  readFileSync("build/client/admin/config.json", "utf8"),
) as { backend: { base_url: string; repo: string } };
const live = built.backend.base_url;

const executablePath = findChromium();
// Chromium formats date inputs in its own interface language, which falls back to en-US when
// that language's files are missing (Debian ships only en-US with the browser): en-IN uses
// en-GB's, DD/MM/YYYY.
if (
  executablePath === "/usr/bin/chromium" &&
  !existsSync("/usr/lib/chromium/locales/en-GB.pak")
)
  throw new Error(
    "Chromium's en-GB language files are missing, so dates would read MM/DD/YYYY: apt-get install chromium-l10n",
  );

const server = createPreviewServer(resolve("build/client"));
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
const github = await startGitHubApiStub({
  repository: built.backend.repo,
  contentDir: GUIDE_CONTENT_DIR,
  into: "app/content",
});
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS],
  // Date inputs follow the browser's interface language, not the page's; on Linux Chromium
  // takes it from the environment (--lang is not enough).
  env: { ...process.env, LANGUAGE: "en_IN", LANG: "en_IN.UTF-8" },
});
mkdirSync(OUT, { recursive: true });

/** Scrolls a field to the middle of the screen, where a picture of it reads best. */
const centre = (locator: Locator) =>
  locator.evaluate((el) => el.scrollIntoView({ block: "center" }));

/** A screenshot as a small palette PNG: the editor's flat colours lose nothing. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  const png = await page.screenshot();
  const path = `${OUT}/${name}.png`;
  await sharp(png)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toFile(path);
  console.log(path);
}

const newPage = () =>
  browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale: LOCALE,
    timezoneId: "Asia/Kolkata",
    reducedMotion: "reduce",
  });

try {
  const signIn = await newPage();
  await signIn.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await signIn.route(`${live}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: `${origin}${pathname}${search}` }),
    });
  });
  await signIn.goto(`${live}/admin/`);
  await signIn.getByRole("button", { name: /Sign In with\W+GitHub/ }).waitFor();
  await shot(signIn, "1-sign-in");
  await signIn.close();

  const page = await newPage();
  await openWithLocalRepository(page, GUIDE_CONTENT_DIR, origin);
  await page.reload();
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();
  // On a phone the editor opens on the list of collections.
  await page.getByRole("treeitem", { name: "Courses" }).click();
  await page
    .getByText("Java Full Stack Development", { exact: true })
    .waitFor();
  await shot(page, "2-courses");

  await page.getByText("Java Full Stack Development", { exact: true }).click();
  const items = await batchItems(page, 2);
  const third = items.nth(2);
  const seats = third.getByRole("spinbutton", { name: "Seats left" });
  await seats.fill("3");
  await centre(third);
  await shot(page, "3-seats");

  // The preview pane: the course page as it will be, with the seats as typed.
  const preview = page.getByRole("button", { name: "Preview", exact: true });
  await preview.click();
  const pane = page.frameLocator('iframe[title="Content Preview"]');
  const row = pane.getByRole("row", { name: /11 Jan 2027/ });
  await row.getByText("Few Seats").waitFor();
  await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shot(page, "7-preview");
  await preview.click();
  await batchItems(page, 2);

  await page.getByRole("button", { name: /^Add .*Batches/ }).click();
  const added = items.last();
  await added.scrollIntoViewIfNeeded();
  const start = added.getByRole("textbox", { name: "Start date" });
  await start.fill("2027-03-08");
  if ((await start.inputValue()) !== "2027-03-08")
    throw new Error("the new batch's start date was not taken");
  await added.getByRole("radio", { name: "Weekend" }).check();
  await added.getByRole("spinbutton", { name: "Seats left" }).fill("20");
  await centre(added);
  await shot(page, "4-new-batch");

  // The editor draws list items again as they scroll into view.
  await batchItems(page, 2);
  await seats.fill("-1");
  await page.getByRole("button", { name: "Save" }).click();
  await centre(third);
  await shot(page, "6-wrong-value");

  // The same value in the preview: the line the site's check would stop publishing with.
  await preview.click();
  await pane.getByRole("alert").waitFor();
  await shot(page, "8-preview-problem");
  await preview.click();

  // A fresh page for the placement: nothing of the unsaved course edit is kept.
  await page.goto(`${origin}/admin/#/collections/placements/new`);
  await page.reload();
  await page.getByRole("group", { name: /Student name.*Field/ }).waitFor();
  await page.getByRole("textbox", { name: "Student name" }).fill("Priya Desai");
  const company = page.getByRole("combobox", { name: "Company" });
  await centre(company);
  await company.click();
  await page.getByRole("option").first().waitFor();
  await shot(page, "5-new-placement");

  await draftReviewLive(await newPage(), github);
} finally {
  await browser.close();
  server.close();
  await github.close();
}

/**
 * Draft → review → live, as an institute with deploy configuration's EDITORIAL_WORKFLOW on gets
 * it: the built editor with that setting, signed in to GitHub. Its calls to GitHub's API (the
 * only address its content security policy lets it call) are answered by the stand-in, and the
 * publishing workflow's report tells the pull request its preview address there, as on GitHub.
 */
async function draftReviewLive(page: Page, stub: GitHubApiStub) {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await page.route(
    (url) => url.pathname === "/admin/config.json",
    async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { backend: object };
      await route.fulfill({
        response,
        json: {
          ...config,
          ...EDITORIAL_WORKFLOW,
          backend: { ...config.backend, ...EDITORIAL_WORKFLOW.backend },
        },
      });
    },
  );
  await page.route("https://api.github.com/**", async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: `${stub.url}${pathname}${search}` }),
    });
  });
  await page.goto(`${origin}/admin/`);
  await page
    .getByRole("button", { name: "Sign In Using Access Token" })
    .click();
  await page
    .getByRole("textbox", { name: "Personal Access Token" })
    .fill(stub.token);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  // The same change as above, saved: a draft, which the editor offers to send for review.
  const course = page.getByText("Java Full Stack Development", {
    exact: true,
  });
  await page.getByRole("treeitem", { name: "Courses" }).click();
  await course.click();
  const third = (await batchItems(page, 2)).nth(2);
  const seats = third.getByRole("spinbutton", { name: "Seats left" });
  await seats.fill("3");
  await page.getByRole("button", { name: "Save" }).click();
  const sendForReview = page.getByRole("button", { name: "Send for Review" });
  await sendForReview.waitFor();
  // The seats typed, above the dialog in the middle of the screen.
  await seats.evaluate((el) => {
    el.style.scrollMarginTop = "15vh";
    el.scrollIntoView({ block: "start" });
  });
  await shot(page, "9-draft-saved");

  await sendForReview.click();
  await page.getByText("Entry saved.").waitFor({ state: "hidden" });
  await course.click();
  await page.getByRole("button", { name: /^Status: .*In Review/ }).click();
  await page.getByRole("menuitemradio", { name: "Ready" }).waitFor();
  await shot(page, "10-status-menu");
  await page.getByRole("menuitemradio", { name: "Ready" }).click();
  await page.getByRole("button", { name: /^Status: .*Ready/ }).waitFor();

  // The workflow built the pull request and put it at its preview address.
  const pull = stub.pulls.at(-1)!;
  const head = stub.head(pull.head)!;
  await reportPullRequest(
    gitHub({
      apiUrl: stub.url,
      token: stub.token,
      repository: stub.repository,
    }),
    {
      number: pull.number,
      save: { ...head, login: STAFF.login, name: STAFF.name },
      build: "success",
      preview: "success",
      url: `https://pr-${pull.number}-institute-site.nimbus.workers.dev`,
      log: "",
      runUrl: `https://github.com/${stub.repository}/actions/runs/1`,
    },
  );

  // Loaded again from GitHub, as the next time the editor opens.
  await page.reload();
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "java" });
  await card.waitFor();
  await shot(page, "11-workflow-board");

  await card.getByRole("button", { name: "java" }).click();
  await page.getByRole("button", { name: "Publish Entry" }).click();
  await shot(page, "12-publish");
  const merge = page.waitForResponse((response) =>
    response.url().endsWith(`/pulls/${pull.number}/merge`),
  );
  await page
    .getByRole("alertdialog")
    .or(page.getByRole("dialog"))
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await merge;
  const published = stub.read("main", "app/content/courses/java.json");
  if (!pull.merged || !/"seats": 3\b/.test(published ?? ""))
    throw new Error("Publish did not merge the draft into main");
}
