import { expect, HEADER_ITEMS, isPhone, test } from "#tests/e2e/fixtures.ts";

/*
 * Without JavaScript, what the browser does with the page's own HTML and CSS: the controls
 * that need scripts give way to links, the footer's <details> open. That every page's HTML
 * holds its heading, text, page links and footer sections is checked by the build checker
 * (scripts/check-build/page-facts.ts); the header is the same on every page, so one page here.
 */

test.use({ javaScriptEnabled: false });

/** Tests whose result does not depend on the screen's width run in the phone project only. */
const oneWidth = (project: string) =>
  test.skip(project !== "phone", "does not depend on the width");

{
  const path = "/courses/java";
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
      await expect(nav.getByRole("link")).toHaveText(HEADER_ITEMS);
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

test("the home page shows the first 8 popular courses without JavaScript, and no toggle that could do nothing", async ({
  page,
}) => {
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Our Popular Courses" });
  await expect(grid.getByRole("article")).toHaveCount(8);
  await expect(grid.getByRole("button")).toHaveCount(0);
});

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

for (const width of [320, 390]) {
  test(`at ${width} px the header fits the screen, with nothing to scroll sideways`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "phone widths only");
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/courses/java");
    const nav = page.getByRole("banner").getByRole("navigation", {
      name: "Pages",
    });
    await expect(nav.getByRole("link")).toHaveCount(5);
    const sizes = await page.evaluate(() => {
      const header = document.querySelector("header")!;
      // Anything that scrolls sideways or sticks out of the screen (screen-reader-only text aside).
      const overflowing = [...header.querySelectorAll("*")]
        .filter((el) => !el.closest(".sr-only"))
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 ||
            el.getBoundingClientRect().right > window.innerWidth + 0.5,
        )
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 60));
      return {
        page: document.documentElement.scrollWidth,
        overflowing,
      };
    });
    expect(sizes).toEqual({ page: width, overflowing: [] });
  });
}

test("a course page without JavaScript shows every module and enquires through the chat", async ({
  page,
}, testInfo) => {
  oneWidth(testInfo.project.name);
  await page.goto("/courses/java");
  // Every module of the curriculum is readable, not only the first tab's.
  const curriculum = page.getByRole("region", { name: "Course Curriculum" });
  await expect(
    curriculum
      .getByRole("list", { name: "Course modules" })
      .getByRole("heading"),
  ).toHaveText([
    "01Core Java Fundamentals",
    "02Object-Oriented Programming",
    "03Exceptions and Collections",
    "04Modern Java",
    "05SQL and JDBC",
    "06Web Front End Basics",
    "07Spring Boot and REST APIs",
    "08Capstone Project and Interview Preparation",
  ]);
  await expect(
    curriculum.getByText("Spring Boot", { exact: false }).first(),
  ).toBeVisible();
  await expect(curriculum.getByRole("tab")).toHaveCount(0);

  // 'Enquiry Now' and each batch's 'Enquire' lead to the chat, the enquiry prefilled.
  const chat = "https://wa.me/919876543210?text=";
  const enquiryNow = page.getByRole("link", { name: /^Enquiry Now/ });
  await expect(enquiryNow).toHaveAttribute(
    "href",
    chat +
      encodeURIComponent(
        "Hello, I have an enquiry about Java Full Stack Development.",
      ),
  );
  await expect(enquiryNow).toHaveAttribute("target", "_blank");
  const table = page.getByRole("table", { name: /^Upcoming batches/ });
  const row = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("link", { name: /^Enquire/ }) })
    .first();
  const day = await row.getByRole("cell").first().innerText();
  await expect(row.getByRole("link", { name: /^Enquire/ })).toHaveAttribute(
    "href",
    chat +
      encodeURIComponent(
        `Hello, I have an enquiry about Java Full Stack Development, the batch starting ${day}.`,
      ),
  );

  // The fee, and each batch's calendar file: a plain link to a file made at build time.
  await expect(page.getByRole("group", { name: "Fees" })).toContainText(
    "Course fee: ₹24,000",
  );
  await expect(
    table.getByRole("link", {
      name: "Add to calendar (the batch of 15 Feb 2027, .ics file)",
    }),
  ).toHaveAttribute("href", "/calendar/java-104.ics");
});

test("the contact page shows both branch maps without JavaScript", async ({
  page,
}, testInfo) => {
  oneWidth(testInfo.project.name);
  await page.goto("/contact");
  const frames = page.getByRole("main").locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0)).toHaveAttribute(
    "title",
    "Map of our Kolhapur branch",
  );
  await expect(frames.nth(1)).toHaveAttribute(
    "title",
    "Map of our Sangli branch",
  );
});

test("the questions open and close without JavaScript, and the call bar is there on a phone", async ({
  page,
}) => {
  await page.goto("/courses/java");
  const section = page.getByRole("region", { name: "Questions and answers" });
  await expect(section.locator("details")).toHaveCount(6);
  const answer = section.getByText(
    "Yes, within the first 7 days of your batch",
  );
  await expect(answer).toBeHidden();
  await section.getByText("Can I get a refund if I cannot continue?").click();
  await expect(answer).toBeVisible();
  await section.getByText("Can I get a refund if I cannot continue?").click();
  await expect(answer).toBeHidden();
  const bar = page.getByRole("complementary", { name: "Call or chat" });
  if (isPhone(page))
    await expect(bar.getByRole("link", { name: "Call us" })).toBeVisible();
  else await expect(bar).toBeHidden();
});
