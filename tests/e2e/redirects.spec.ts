import { expect, hydrated, isPhone, test } from "#tests/e2e/fixtures.ts";

for (const bad of ["/courses/php", "/courses/anything-else"]) {
  test(`${bad} loaded directly ends on /courses and Back skips it`, async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.goto(bad);
    await expect(page).toHaveURL(/\/courses$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "All Courses" }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
}

test("an unknown Marathi course address ends on the Marathi catalogue and Back skips it", async ({
  page,
}) => {
  await page.goto("/mr/about");
  await hydrated(page);
  await page.goto("/mr/courses/anything-else");
  await expect(page).toHaveURL(/\/mr\/courses$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "सर्व कोर्सेस" }),
  ).toBeVisible();
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/mr\/about$/);
});

test("a menu course without details, followed inside the app, replaces the history entry", async ({
  page,
}) => {
  await page.goto("/about");
  await hydrated(page);
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Courses" })
      .click();
    await page.getByRole("dialog").getByRole("link", { name: "PHP" }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Courses" })
      .hover();
    await page.getByRole("link", { name: "PHP" }).click();
  }
  await expect(page).toHaveURL(/\/courses$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "All Courses" }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("the catalogue lists all 26 courses and links the 7 with details", async ({
  page,
}) => {
  await page.goto("/courses");
  await hydrated(page);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(26);
  await expect(
    page.getByRole("link", { name: /^View course details/ }),
  ).toHaveCount(7);
  await expect(page.getByText("Course details coming soon.")).toHaveCount(19);
  await page
    .getByRole("link", { name: "View course details for Python" })
    .click();
  await expect(page).toHaveURL(/\/courses\/python$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Python");
});
