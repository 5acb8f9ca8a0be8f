import type { Page } from "@playwright/test";
import { courses, TEL_HREF } from "#tests/content.ts";
import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import { paths } from "#app/config/paths.ts";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  test,
} from "#tests/e2e/fixtures.ts";

const java = courses.find((c) => c.slug === "java")!;
const aws = courses.find((c) => c.slug === "aws")!;

type Fields = { Name: string; Email: string; Phone: string; Message: string };

async function sendEnquiry(page: Page, slug: string, fields: Fields) {
  await page.goto(paths.course(slug));
  await hydrated(page);
  await page.getByRole("button", { name: "Enquiry Now" }).click();
  const dialog = page.getByRole("dialog", { name: /^Enquiry — / });
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Send" }).click();
  return dialog;
}

const storedText = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), ENQUIRY_STORAGE_KEY);

/**
 * Makes localStorage unreachable, as in a browser with site data blocked: reading
 * `window.localStorage` throws. (sessionStorage is left alone: the router uses it.)
 */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
}

const typed: Fields = {
  Name: "Ravi Jadhav",
  Email: "ravi@example.com",
  Phone: "98765 00000",
  Message: "Weekend batch, please.",
};

test("with storage blocked, Send says so plainly, keeps what was typed and offers phone and chat", async ({
  page,
}) => {
  await blockStorage(page);
  const dialog = await sendEnquiry(page, "java", typed);
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(
    "Your enquiry could not be saved on this device.",
  );
  await expect(alert).toContainText("turned off or blocked");
  await expect(alert.getByRole("link", { name: /^Call/ })).toHaveAttribute(
    "href",
    TEL_HREF,
  );
  const chat = alert.getByRole("link", { name: /WhatsApp/ });
  const text = new URL((await chat.getAttribute("href"))!).searchParams.get(
    "text",
  );
  expect(text).toContain(`Message: ${typed.Message}`);
  for (const [label, value] of Object.entries(typed))
    await expect(dialog.getByLabel(label)).toHaveValue(value);
  await expect(
    page.getByText("Enquiry submitted. We will contact you soon."),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(paths.myEnquiries);
  await hydrated(page);
  await expect(
    page.getByText(/does not let the site keep data/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("with unreadable data stored, Send still works and the old text is set aside, not deleted", async ({
  page,
}) => {
  const broken = '{"version":1,"enquiries":[{"id":';
  await page.goto(paths.course("java"));
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key!, text!),
    [ENQUIRY_STORAGE_KEY, broken],
  );
  await sendEnquiry(page, "java", typed);
  await expect(
    page.getByText("Enquiry submitted. We will contact you soon."),
  ).toBeVisible();
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      `${ENQUIRY_STORAGE_KEY}.unreadable`,
    ),
  ).toBe(JSON.stringify([broken]));

  await page.goto(paths.myEnquiries);
  await hydrated(page);
  await expect(page.getByRole("article", { name: java.title })).toContainText(
    typed.Name,
  );
  await expectNoAxeViolations(page);
});

test("an enquiry kept from an earlier visit stays, and a new one joins it on /my-enquiries", async ({
  page,
}) => {
  await page.goto(paths.course("aws"));
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          enquiries: [
            {
              id: "earlier-visit",
              createdAt: "2026-10-01T09:00:00.000Z",
              courseSlug: "aws",
              name: "Older Visitor",
              email: "older@example.com",
              phone: "90000 11111",
              message: "Asked last month.",
            },
          ],
        }),
      ),
    ENQUIRY_STORAGE_KEY,
  );
  await sendEnquiry(page, "java", typed);
  await expect(
    page.getByText("Enquiry submitted. We will contact you soon."),
  ).toBeVisible();

  await page.goto(paths.myEnquiries);
  await hydrated(page);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article", { name: aws.title })).toContainText(
    "Older Visitor",
  );
  await expect(page.getByRole("article", { name: java.title })).toContainText(
    typed.Name,
  );
});

test("hostile input is stored verbatim and shown as text on /my-enquiries", async ({
  page,
}) => {
  const hostile: Fields = {
    Name: '<img src=x onerror="window.__pwned=1"><b>Bold</b>',
    Email: "<script>window.__pwned=2</script>",
    Phone: "‏+91 ٩٨٧٦٥ 👩🏽‍💻",
    Message: `مرحبا بالعالم — ${"x".repeat(100_000)} 🎉`,
  };
  await sendEnquiry(page, "aws", hostile);
  const stored = JSON.parse((await storedText(page))!);
  expect(stored.enquiries[0]).toMatchObject({
    courseSlug: "aws",
    name: hostile.Name,
    email: hostile.Email,
    phone: hostile.Phone,
    message: hostile.Message,
  });

  await page.goto(paths.myEnquiries);
  await hydrated(page);
  const card = page.getByRole("article", { name: aws.title });
  await expect(card).toContainText(hostile.Name);
  await expect(card).toContainText(hostile.Email);
  await expect(card).toContainText(hostile.Phone);
  expect(await card.locator("dd").last().textContent()).toBe(hostile.Message);
  await expect(card.locator("img, b, script")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});

test("/my-enquiries is in the footer, lists this device's enquiries and deletes one or all", async ({
  page,
}) => {
  // Three pages and three axe runs: 16 s on a quiet machine, past 30 s with both cores busy.
  test.setTimeout(90_000);
  await sendEnquiry(page, "java", typed);
  await sendEnquiry(page, "aws", { ...typed, Name: "Meera", Email: "" });

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /My enquiries/ })
    .click();
  await expect(page).toHaveURL(/\/my-enquiries$/);
  await expect(
    page.getByRole("heading", { name: "2 enquiries on this device" }),
  ).toBeVisible();
  const cards = page.getByRole("article");
  // Newest first, each with its course, when it was sent and the four fields as typed.
  await expect(cards.nth(0).getByRole("heading")).toHaveText(aws.title);
  await expect(cards.nth(1).getByRole("heading")).toHaveText(java.title);
  await expect(cards.nth(0)).toContainText("Meera");
  await expect(cards.nth(0)).toContainText("(not given)");
  await expect(cards.nth(1).locator("dd")).toHaveText(Object.values(typed));
  await expect(cards.nth(1).locator("time")).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(
    cards.nth(1).getByRole("link", { name: java.title, exact: true }),
  ).toHaveAttribute("href", paths.course("java"));
  await expectNoAxeViolations(page);

  await cards
    .nth(0)
    .getByRole("button", { name: /^Delete the enquiry/ })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(
    page.getByRole("heading", { name: "1 enquiry on this device" }),
  ).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("The enquiry was deleted.");
  expect(JSON.parse((await storedText(page))!).enquiries).toHaveLength(1);

  await page.getByRole("button", { name: "Delete all" }).click();
  const confirm = page.getByRole("alertdialog", {
    name: "Delete all enquiries?",
  });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete all" }).click();
  await expect(cards).toHaveCount(0);
  await expect(
    page.getByText("No enquiries are kept on this device."),
  ).toBeVisible();
  expect(await storedText(page)).toBeNull();
  await expectNoAxeViolations(page);
});
