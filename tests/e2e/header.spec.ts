import {
  expect,
  holdScripts,
  hydrated,
  isPhone,
  pauseClock,
  test,
  HEADER_ITEMS,
} from "#tests/e2e/fixtures.ts";
import { navCourses } from "#tests/content.ts";

const courseNames = navCourses.map((c) => c.name);

test.describe("wide-screen header", () => {
  test.beforeEach(({ page }) =>
    test.skip(isPhone(page), "the menu is shown from the md breakpoint"),
  );

  test("shows the five items and a logo linking home", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(
      HEADER_ITEMS.filter((item) => item !== "Courses"),
    );
    await expect(nav.getByRole("button", { name: "Courses" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /home$/i }).first(),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the Courses menu opens on hover and closes 150 ms after the pointer leaves", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await pauseClock(page);
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Courses" });
    // The menu opens in the hover's own render: no time needs to pass.
    await trigger.hover();
    const links = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("list")
      .nth(1)
      .getByRole("link");
    await expect(links).toHaveText(courseNames);
    for (const course of navCourses.slice(0, 3)) {
      await expect(
        links.getByText(course.name, { exact: true }),
      ).toHaveAttribute("href", course.path);
    }

    await page.mouse.move(5, 700);
    await page.clock.runFor(140);
    await expect(links.first()).toBeVisible();
    await page.clock.runFor(20);
    await expect(links).toHaveCount(0);
  });

  test("the Courses menu works by keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Courses" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: courseNames[0], exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("link", { name: courseNames[1], exact: true }),
    ).toHaveCount(0);

    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/courses\/python$/);
  });
});

test.describe("narrow-screen drawer", () => {
  test.beforeEach(({ page }) =>
    test.skip(!isPhone(page), "the drawer is below the md breakpoint"),
  );

  test("opens from the right, 300 px wide, with the items in order", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Measured once the slide-in animation has settled.
    await expect
      .poll(async () => await drawer.boundingBox())
      .toEqual({ x: 90, y: 0, width: 300, height: 844 });

    const nav = drawer.getByRole("navigation", { name: "Main" });
    await expect(nav.locator(":scope > ul > li")).toHaveText(HEADER_ITEMS);
    await drawer.getByRole("button", { name: "Courses" }).click();
    await expect(
      drawer.getByRole("list", { name: "Courses" }).getByRole("link"),
    ).toHaveText(courseNames);
  });

  test("is at most 86% of a narrow viewport", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect
      .poll(async () => (await drawer.boundingBox())?.x)
      .toBeCloseTo(320 * 0.14, 0);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(320 * 0.86, 0);
  });

  test("Escape closes it and returns focus to the hamburger", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test("choosing an item navigates and closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: "Placements" })
      .click();
    await expect(page).toHaveURL(/\/placements$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Courses" })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: "Data Science" })
      .click();
    await expect(page).toHaveURL(/\/courses\/data-science$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("before the app has loaded, Courses and the hamburger are links that lead somewhere", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const header = page.getByRole("banner");
  if (isPhone(page)) {
    const pages = header.getByRole("navigation", { name: "Pages" });
    await expect(pages).toBeHidden();
    await header.getByRole("link", { name: "Open menu" }).click();
    await expect(pages.getByRole("link")).toHaveText(HEADER_ITEMS);
    await pages.getByRole("link", { name: "Placements" }).click();
    await expect(page).toHaveURL(/\/placements$/);
  } else {
    await header
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Courses" })
      .click();
    await expect(page).toHaveURL(/\/courses$/);
  }
  release();
  await hydrated(page);
  await expect(
    header.getByRole("button", {
      name: isPhone(page) ? "Open menu" : "Courses",
    }),
  ).toBeVisible();
});
