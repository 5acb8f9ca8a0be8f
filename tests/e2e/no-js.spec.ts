import { siteRoutes, staticPaths } from "../../scripts/routes";

const { courseDetailPaths } = siteRoutes();
import { expect, isPhone, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

for (const path of [...staticPaths, ...courseDetailPaths]) {
  test(`${path} is readable and navigable without JavaScript`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The script-driven controls give way to links.
    const header = page.getByRole("banner");
    if (isPhone(page)) {
      await expect(
        header.getByRole("button", { name: "Open menu" }),
      ).toBeHidden();
      const nav = header.getByRole("navigation", { name: "Pages" });
      await expect(nav.getByRole("link")).toHaveText([
        "Home",
        "Courses",
        "About",
        "Placements",
        "Contact",
      ]);
    } else {
      await expect(
        header.getByRole("button", { name: "Courses" }),
      ).toBeHidden();
      await expect(
        header.getByRole("link", { name: "Courses" }),
      ).toHaveAttribute("href", "/courses");
    }
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("heading", { name: "Quick Links" }),
    ).toBeVisible();
    if (isPhone(page)) {
      // The footer accordions are native <details>: they open without scripts.
      await footer
        .getByRole("heading", { name: "Quick Links" })
        .filter({ visible: true })
        .click();
    }
    await expect(
      footer.getByRole("link", { name: "Blogs" }).filter({ visible: true }),
    ).toBeVisible();
  });
}

test("the catalogue reached without JavaScript leads to a course page", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Courses" })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/courses$/);
  await page
    .getByRole("link", { name: "View course details for Java" })
    .click();
  await expect(page).toHaveURL(/\/courses\/java$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
