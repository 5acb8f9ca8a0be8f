import type { Page } from "@playwright/test";
import {
  batchItems,
  openWithLocalRepository,
  stubGitHubStatus,
} from "../local-repository";
import { expect, test } from "./fixtures";

/*
 * The staff editor at /admin (Sveltia CMS), driven as a staff member would: "Work with Local
 * Repository" is answered with a folder in the browser's origin-private file system holding a
 * copy of the repository's content files, so every save can be read back from that folder.
 */

/** The Java course file as the editor left it in "the repository": its English part and its Marathi. */
function javaFileParts(page: Page): Promise<{
  en: { batches: { id: number; seats: number }[] };
  mr: Record<string, unknown>;
}> {
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

/** The English part, which holds the batches both languages show. */
const javaFile = async (page: Page) => (await javaFileParts(page)).en;

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
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();
  await page.getByText("Java Full Stack Development", { exact: true }).click();

  const third = (await batchItems(page, 2)).nth(2);
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
  // Sveltia saves into a temporary file and then moves it onto java.json, so while it saves
  // the name can be briefly missing: a read that finds no file is retried like a stale one.
  await expect(async () => expect(await seatsOf(page, 103)).toBe(3)).toPass({
    timeout: 10_000,
  });
  // Nothing else in the file changed.
  expect((await javaFile(page)).batches.map((b) => [b.id, b.seats])).toEqual([
    [101, 0],
    [102, 4],
    [103, 3],
    [104, 22],
  ]);
  // The Marathi part keeps only its texts: the seats are not copied into it.
  const { mr } = await javaFileParts(page);
  expect(mr.title).toBe("Java फुल स्टॅक डेव्हलपमेंट");
  expect(Object.keys(mr)).not.toContain("batches");
});
