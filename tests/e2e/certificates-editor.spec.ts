import type { Page } from "@playwright/test";
import {
  openWithLocalRepository,
  stubGitHubStatus,
} from "#scripts/tools/local-repository.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

/*
 * A staff member issues a certificate in the editor (Sveltia CMS, "Work with Local Repository"
 * over a copy of the fixture content, as in admin.spec.ts): the editor makes the number, in the
 * institute's form, with the year of the day (the tests' day, 20 Nov 2026), and names the file
 * after it; nobody types it.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, "phone only");
// The editor is 3 MB of script: on a CPU that npm test keeps busy its start took more than
// a test's limit (CI: a certificate's second save ran out at 60 s, 9.6 s alone).
test.slow();

/** The certificates' files of the editor's repository, by name (none while it saves one). */
const certificateFiles = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string> = {};
    let dir = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repo");
    for (const part of ["app", "content", "certificates"])
      dir = await dir.getDirectoryHandle(part);
    for await (const [name, handle] of dir as unknown as AsyncIterable<
      [string, FileSystemFileHandle]
    >)
      try {
        found[name] = await (await handle.getFile()).text();
      } catch {
        // Sveltia saves into a temporary file and then moves it onto the name: the caller polls.
      }
    return found;
  });

test("a staff member issues a certificate: the editor makes its number and names the file after it", async ({
  page,
}) => {
  await stubGitHubStatus(page);
  await openWithLocalRepository(page, FIXTURE_CONTENT_DIR);
  const before = Object.keys(await certificateFiles(page));
  await page
    .getByRole("button", { name: "Work with Local Repository" })
    .click();

  const numbers: string[] = [];
  for (const name of ["Anita Pawar", "Vikas More"]) {
    await page.evaluate(
      () => (location.hash = "#/collections/certificates/new"),
    );
    await page
      .getByRole("textbox", { name: "Student's name", exact: true })
      .fill(name);
    // No field to type a number in.
    await expect(page.getByRole("textbox", { name: /number/i })).toHaveCount(0);
    const course = page.getByRole("combobox", { name: "Course" });
    await course.click();
    // The menu's courses by name; the file keeps the course's slug.
    await page
      .getByRole("option", { name: "Artificial Intelligence", exact: true })
      .click();
    await page
      .getByRole("textbox", { name: "Batch started" })
      .fill("2026-07-06");
    await page.getByRole("textbox", { name: "Batch ended" }).fill("2026-10-02");
    await page.getByRole("textbox", { name: "Issued on" }).fill("2026-10-12");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(async () => Object.keys(await certificateFiles(page)).length, {
        timeout: 15_000,
      })
      .toBe(before.length + numbers.length + 1);
    const files = await certificateFiles(page);
    const added = Object.keys(files).find(
      (f) => !before.includes(f) && !numbers.includes(f.replace(/\.json$/, "")),
    )!;
    const saved = JSON.parse(files[added]!) as { en: Record<string, string> };
    expect(saved.en.number).toMatch(/^NCI-2026-[0-9A-F]{8}-[0-9A-F]{8}$/);
    expect(added).toBe(`${saved.en.number}.json`);
    expect(saved.en).toMatchObject({
      name,
      course: "ai",
      issued: "2026-10-12",
    });
    numbers.push(saved.en.number!);
  }
  // Two certificates, two numbers: nothing in one tells the other.
  expect(numbers[0]).not.toBe(numbers[1]);
});
