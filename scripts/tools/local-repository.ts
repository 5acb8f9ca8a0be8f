import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/*
 * Drives the staff editor (/admin) on "a local repository": a folder in the browser's
 * origin-private file system holding a copy of the content files, handed to the editor as the
 * answer to showDirectoryPicker. Used by the e2e test and by the guide's screenshots.
 */

/** Where the editor keeps the content in the repository it opens. */
const CONTENT = "app/content";

/** The editor checks GitHub's status page; answer it here, the machine may be offline. */
export async function stubGitHubStatus(page: Page) {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
}

/**
 * Opens `${origin}/admin/` with the content files of `contentDir` in place and picks "Work with
 * Local Repository". The tests and the guide's pictures give it the tests' own content, not the
 * live content the staff edit.
 */
export async function openWithLocalRepository(
  page: Page,
  contentDir: string,
  origin = "",
) {
  const files = readdirSync(contentDir, {
    recursive: true,
    encoding: "utf8",
  })
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({
      path: `${CONTENT}/${file}`,
      text: readFileSync(join(contentDir, file), "utf8"),
    }));
  await stubGitHubStatus(page);
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repo"),
    });
  });
  await page.goto(`${origin}/admin/`);
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
  }, files);
}

/**
 * Works with the local repository `openWithLocalRepository` put in place and goes to `route`,
 * an address of the editor's own (`collections/courses/entries/java`).
 */
export async function openInEditor(page: Page, route: string) {
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();
  await page.evaluate((route) => (location.hash = `#/${route}`), route);
}

/** An entry of a folder collection of `contentDir`, whichever comes first: the tests do not care which. */
export const someEntry = (contentDir: string, folder: string) =>
  readdirSync(join(contentDir, folder))
    .filter((f) => f.endsWith(".json"))
    .sort()[0]!
    .replace(/\.json$/, "");

/**
 * The items of the open course's Batches list, scrolled down to item `upTo` (if given): the
 * editor draws list items only as they scroll into view.
 */
export async function batchItems(page: Page, upTo = -1) {
  const batches = page.getByRole("group", { name: /Batches.*Field/ });
  await batches.scrollIntoViewIfNeeded();
  const items = batches
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: "Remove" }) })
    // The list's own box holds every item too, and its Add button.
    .filter({ hasNot: page.getByRole("button", { name: /^Add .*Batches/ }) });
  for (let n = 0; n <= upTo; n++) await items.nth(n).scrollIntoViewIfNeeded();
  return items;
}

/** A file of the editor's "repository" (the browser's copy), as text; undefined while missing. */
export function readRepositoryFile(
  page: Page,
  path: string,
): Promise<string | undefined> {
  return page.evaluate(async (path) => {
    const parts = path.split("/");
    try {
      let dir = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle("repo");
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part);
      const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
      return await file.text();
    } catch {
      // Sveltia saves into a temporary file and then moves it onto the name, so the name can
      // be briefly missing; the caller polls.
      return undefined;
    }
  }, path);
}
