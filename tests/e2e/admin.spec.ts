import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The staff editor at /admin (Sveltia CMS), driven as a staff member would: "Work with Local
 * Repository" is answered with a folder in the browser's origin-private file system holding a
 * copy of the repository's content files, so every save can be read back from that folder.
 */

const CONTENT = "app/content";
const contentFiles = readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    path: `${CONTENT}/${file}`,
    text: readFileSync(join(CONTENT, file), "utf8"),
  }));

/** The editor checks GitHub's status page; answer it here, the machine may be offline. */
async function stubGitHubStatus(page: Page) {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
}

/** Opens /admin with "the repository" ready in the origin-private file system. */
async function openWithLocalRepository(page: Page) {
  await stubGitHubStatus(page);
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repo"),
    });
  });
  await page.goto("/admin/");
  await page.evaluate(async (files) => {
    const opfs = await navigator.storage.getDirectory();
    const root = await opfs.getDirectoryHandle("repo", { create: true });
    const write = async (path: string, text: string) => {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const file = await dir.getFileHandle(parts.at(-1)!, { create: true });
      const stream = await file.createWritable();
      await stream.write(text);
      await stream.close();
    };
    // The editor accepts only the root of a Git repository.
    await write(".git/HEAD", "ref: refs/heads/main\n");
    for (const { path, text } of files) await write(path, text);
  }, contentFiles);
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();
}

/** The Java course file as the editor left it in "the repository". */
function javaFile(
  page: Page,
): Promise<{ batches: { id: number; seats: number }[] }> {
  return page.evaluate(async () => {
    let dir = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repo");
    for (const part of ["app", "content", "courses"])
      dir = await dir.getDirectoryHandle(part);
    const file = await (await dir.getFileHandle("java.json")).getFile();
    return JSON.parse(await file.text());
  });
}

const seatsOf = async (page: Page, id: number) =>
  (await javaFile(page)).batches.find((b) => b.id === id)?.seats;

test("/admin offers both ways in, loads nothing from a CDN and is not indexed", async ({
  page,
  baseURL,
}) => {
  await stubGitHubStatus(page);
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  await page.goto("/admin");
  await expect(
    page.getByRole("button", { name: "Work with Local Repository" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Sign In Using Access Token" }),
  ).toBeVisible();
  await expect(
    page.locator('meta[name="robots"][content="noindex, nofollow"]'),
  ).toHaveCount(1);
  // The editor's own fonts are served from the site.
  await expect
    .poll(() => page.evaluate(() => document.fonts.status))
    .toBe("loaded");
  expect(
    [...origins].filter(
      (o) => o !== baseURL && o !== "https://www.githubstatus.com",
    ),
  ).toEqual([]);
});

test("a staff member changes a batch's seats from 18 to 3; -1 is refused", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "phone",
    "one editing run is enough; the phone loads /admin above",
  );
  await openWithLocalRepository(page);
  await page.getByText("Java Full Stack Development", { exact: true }).click();

  const batches = page.getByRole("group", { name: /Batches.*Field/ });
  // The editor draws list items as they scroll into view.
  await batches.scrollIntoViewIfNeeded();
  const third = batches
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: "Remove" }) })
    .filter({ hasNot: page.getByRole("button", { name: "Collapse All" }) })
    .nth(2);
  await third.scrollIntoViewIfNeeded();
  await expect(
    third.getByRole("spinbutton", { name: "Batch number" }),
  ).toHaveValue("103");
  const seats = third.getByRole("spinbutton", { name: "Seats left" });
  await expect(seats).toHaveValue("18");

  // A wrong value is refused by the form, and the file keeps what it had.
  await seats.fill("-1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("The value must be greater than or equal to 0."),
  ).toBeVisible();
  expect(await seatsOf(page, 103)).toBe(18);

  await seats.fill("3");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => seatsOf(page, 103)).toBe(3);
  // Nothing else in the file changed.
  expect((await javaFile(page)).batches.map((b) => [b.id, b.seats])).toEqual([
    [101, 0],
    [102, 4],
    [103, 3],
    [104, 22],
  ]);
});
