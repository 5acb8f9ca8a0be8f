import { site } from "#tests/content.ts";
import { expect, hydrated, isPhone, test } from "#tests/e2e/fixtures.ts";

const sections = [
  "Contact & Locations",
  "Courses in Kolhapur",
  "Courses in Sangli",
  "Quick Links",
  "For Media Contact",
];

test("below sm the footer sections are accordions with Contact & Locations open", async ({
  page,
}) => {
  test.skip(!isPhone(page), "accordions are for narrow screens");
  await page.goto("/");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  const accordions = footer.getByRole("group").filter({ visible: true });
  await expect(accordions.getByRole("heading", { level: 2 })).toHaveText(
    sections,
  );
  await expect(accordions.first()).toHaveAttribute("open", "");
  for (const closed of (await accordions.all()).slice(1))
    await expect(closed).not.toHaveAttribute("open");
  await expect(
    footer.getByText(site.branches[0].address).filter({ visible: true }),
  ).toBeVisible();

  const quick = footer.getByRole("link", {
    name: /About Us|Placement Records|For Franchise|Blogs|Contact Us/,
  });
  await expect(quick.filter({ visible: true })).toHaveCount(0);
  await footer
    .getByRole("heading", { name: "Quick Links" })
    .filter({ visible: true })
    .click();
  await expect(quick.filter({ visible: true })).toHaveText([
    "About Us",
    "Placement Records",
    "For Franchise",
    "Blogs",
    "Contact Us",
  ]);
  await footer
    .getByRole("heading", { name: "Courses in Sangli" })
    .filter({ visible: true })
    .click();
  await expect(accordions.nth(2).getByRole("link")).toHaveCount(9);
  await footer
    .getByRole("heading", { name: "Contact & Locations" })
    .filter({ visible: true })
    .click();
  await expect(accordions.first()).not.toHaveAttribute("open");
});

test("from sm up the footer shows every section with its content", async ({
  page,
}) => {
  test.skip(isPhone(page), "columns are for wide screens");
  await page.goto("/");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  for (const name of sections) {
    await expect(footer.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(
    footer
      .getByRole("region", { name: "Courses in Kolhapur" })
      .getByRole("link"),
  ).toHaveCount(10);
  await expect(
    footer.getByRole("region", { name: "Courses in Sangli" }).getByRole("link"),
  ).toHaveCount(9);
  for (const branch of site.branches) {
    await expect(
      footer.getByText(branch.address).filter({ visible: true }),
    ).toBeVisible();
  }
  await expect(
    footer.getByText("For Any Queries").filter({ visible: true }),
  ).toBeVisible();
  await expect(
    footer.getByText("HR & Placement").filter({ visible: true }),
  ).toBeVisible();
  await expect(
    footer.getByText(site.email).filter({ visible: true }),
  ).toBeVisible();
  for (const link of await footer
    .getByRole("link")
    .filter({ visible: true })
    .all()) {
    const href = await link.getAttribute("href");
    // SPEC.md: every footer link points to '#', besides the logo and our own My enquiries.
    if (href !== "/" && href !== "/my-enquiries") expect(href).toBe("#");
  }
  const social = footer
    .getByRole("region", { name: "For Media Contact" })
    .getByRole("button");
  await expect(social).toHaveCount(site.social.length);
  await social.first().click();
  await expect(page).toHaveURL(/\/$/);
});
