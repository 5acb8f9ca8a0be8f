import type { Locator, Page } from "@playwright/test";
import {
  CHAT_HREF,
  courses,
  placeholderTestimonial,
  TEL_HREF,
} from "#tests/content.ts";
import { paths } from "#app/config/paths.ts";
import type { Course } from "#app/content/schemas/course.ts";
import { TESTIMONIAL_ROTATION_MS } from "#app/config/constants.ts";
import {
  expect,
  expectNoAxeViolations,
  holdScripts,
  hydrated,
  isPhone,
  pauseClock,
  runClockUntil,
  test,
} from "#tests/e2e/fixtures.ts";

const all: readonly Course[] = courses;
const course = (slug: string) => all.find((c) => c.slug === slug)!;

/** Two visitors' days: one with most batches ahead, one after most have started. */
const days = [
  new Date("2026-11-25T10:00:00+05:30"),
  new Date("2027-06-01T10:00:00+05:30"),
];

type Row = [start: string, text: string, mode: string, seats: number];
type Expected = { next: [string, string] | null; rows: Row[] };
const none: Expected = { next: null, rows: [] };

/**
 * What each course page lists on each of the two days, written out from the batch rules of
 * SPEC.md §4 (batches from today on, earliest first; the two default batches, 7 and 21 days
 * ahead, for a course with none): an oracle independent of app/lib/batches.ts.
 */
const expected: Record<string, [Expected, Expected]> = {
  java: [
    {
      next: ["2026-12-07", "7 Dec 2026"],
      rows: [
        ["2026-12-07", "7 Dec 2026", "Classroom", 0],
        ["2026-12-19", "19 Dec 2026", "Weekend", 4],
        ["2027-01-11", "11 Jan 2027", "Online", 18],
        ["2027-02-15", "15 Feb 2027", "Classroom", 22],
      ],
    },
    none,
  ],
  python: [
    {
      next: ["2026-12-14", "14 Dec 2026"],
      rows: [
        ["2026-12-14", "14 Dec 2026", "Online", 3],
        ["2027-01-18", "18 Jan 2027", "Classroom", 16],
        ["2027-03-01", "1 Mar 2027", "Weekend", 25],
      ],
    },
    none,
  ],
  "data-science": [none, none],
  "web-design": [
    {
      next: ["2026-12-05", "5 Dec 2026"],
      rows: [
        ["2026-12-05", "5 Dec 2026", "Weekend", 12],
        ["2027-01-09", "9 Jan 2027", "Online", 20],
        ["2027-02-13", "13 Feb 2027", "Classroom", 5],
      ],
    },
    none,
  ],
  aws: [
    {
      next: ["2026-12-02", "2 Dec 2026"],
      rows: [
        ["2026-12-02", "2 Dec 2026", "Online", 20],
        ["2026-12-16", "16 Dec 2026", "Classroom", 15],
      ],
    },
    {
      next: ["2027-06-08", "8 Jun 2027"],
      rows: [
        ["2027-06-08", "8 Jun 2027", "Online", 20],
        ["2027-06-22", "22 Jun 2027", "Classroom", 15],
      ],
    },
  ],
  devops: [
    {
      next: ["2027-01-06", "6 Jan 2027"],
      rows: [
        ["2027-01-06", "6 Jan 2027", "Online", 14],
        ["2027-02-03", "3 Feb 2027", "Weekend", 1],
        ["2027-04-07", "7 Apr 2027", "Classroom", 24],
      ],
    },
    none,
  ],
  "fullstack-mern": [
    {
      next: ["2026-12-01", "1 Dec 2026"],
      rows: [
        ["2026-12-01", "1 Dec 2026", "Classroom", 0],
        ["2027-01-04", "4 Jan 2027", "Online", 15],
        ["2027-02-08", "8 Feb 2027", "Weekend", 19],
        ["2027-06-07", "7 Jun 2027", "Classroom", 25],
      ],
    },
    {
      next: ["2027-06-07", "7 Jun 2027"],
      rows: [["2027-06-07", "7 Jun 2027", "Classroom", 25]],
    },
  ],
};

/** SPEC.md §4: more than 5 seats 'Available', 1 to 5 'Few Seats', 0 'Full'. */
const seatLabel = (seats: number) =>
  seats === 0 ? "Full" : seats <= 5 ? "Few Seats" : "Available";

async function expectBatches(page: Page, c: Course, day: number) {
  const { next, rows } = expected[c.slug]![day]!;
  const chips = page.getByRole("list", { name: "Course facts" });
  await expect(chips.getByRole("listitem")).toHaveText([
    `Duration: ${c.duration}`,
    `Mode: ${c.mode}`,
    next ? `Next Batch: ${next[1]}` : "No Upcoming Batches",
  ]);
  if (next)
    await expect(chips.locator("time")).toHaveAttribute("datetime", next[0]);

  const table = page.getByRole("table", {
    name: `Upcoming batches of ${c.title}`,
  });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Start Date",
    "Mode",
    "Seats",
    "Action",
  ]);
  const bodyRows = table.locator("tbody tr");
  if (rows.length === 0) {
    await expect(bodyRows).toHaveCount(1);
    await expect(bodyRows).toContainText("No upcoming batches right now.");
    return;
  }
  await expect(bodyRows).toHaveCount(rows.length);
  // All four columns fit the screen: nothing to scroll sideways, on the phone too.
  expect(
    await table.evaluate(
      (el) => el.scrollWidth <= el.parentElement!.clientWidth,
    ),
  ).toBe(true);
  if (isPhone(page))
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
  for (const [i, [start, text, mode, seats]] of rows.entries()) {
    const row = bodyRows.nth(i);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(text);
    await expect(cells.nth(0).locator("time")).toHaveAttribute(
      "datetime",
      start,
    );
    // The mode first; the branch, class hours and language (below) under it.
    await expect(cells.nth(1)).toHaveText(new RegExp(`^${mode}`));
    // Every classroom or weekend batch of the content says where it meets (the two default
    // batches of a course without any show as SPEC.md has them).
    if (mode !== "Online" && c.batches.length > 0)
      await expect(cells.nth(1)).toContainText(
        /(Kolhapur|Sangli) branch|Kolhapur or Sangli/,
      );
    // The status is written out, never told by colour alone.
    await expect(cells.nth(2)).toContainText(`${seats} seat`);
    await expect(cells.nth(2)).toContainText(seatLabel(seats));
    const action = cells.nth(3).getByRole("button");
    if (seats === 0) {
      await expect(action).toHaveText(/^Closed/);
      await expect(action).toBeDisabled();
    } else {
      await expect(action).toHaveText(/^Enquire/);
      await expect(action).toBeEnabled();
    }
  }
}

for (const c of all) {
  test(`${c.slug}: title, chips, batches and seat states follow the data on two days`, async ({
    page,
  }) => {
    for (const [i, day] of days.entries()) {
      await page.clock.setFixedTime(day);
      if (i === 0) await page.goto(paths.course(c.slug));
      else await page.reload();
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
      await expectBatches(page, c, i);
    }
  });

  test(`${c.slug}: picture, marquee, overview, testimonials and curriculum`, async ({
    page,
  }) => {
    await page.goto(paths.course(c.slug));
    await hydrated(page);
    await expect(page).toHaveTitle(new RegExp(`^${c.seo.title} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      c.seo.description,
    );

    const picture = page.getByRole("img", { name: c.image.alt });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("width", String(c.image.width));

    const call = page.getByRole("link", { name: /^Request a Call/ });
    await expect(call).toHaveAttribute("href", CHAT_HREF);
    await expect(call).toHaveAttribute("target", "_blank");
    await expect(call).toHaveAttribute("rel", "noopener noreferrer");

    const marquee = page.getByRole("region", { name: "Course announcement" });
    await expect(marquee.getByRole("listitem")).toHaveText(
      `Transform Your Future with Our ${c.title} Certification Course in Kolhapur & Sangli – Limited Seats Available, Enroll Now!`,
    );
    const track = marquee.locator('[data-slot="marquee-track"]');
    expect(
      await track.evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("18s");
    await expect(
      page.getByRole("button", { name: "Pause Course announcement" }),
    ).toBeVisible();

    const overview = page.getByRole("region", { name: "Course Overview" });
    await expect(overview).toContainText(c.overview || c.tagline);

    const testimonials = page.getByRole("region", {
      name: `${c.title} Students Testimonials`,
    });
    const shown = c.testimonials.length
      ? c.testimonials
      : [placeholderTestimonial];
    await expect(
      testimonials.locator('[aria-roledescription="slide"]'),
    ).toHaveCount(shown.length);
    // The first slide, read whether or not the carousel has rotated on already.
    await expect(
      testimonials.locator('[aria-roledescription="slide"]').first(),
    ).toContainText(shown[0]!.text);

    const curriculum = page.getByRole("region", { name: "Course Curriculum" });
    await expect(curriculum.getByRole("tab")).toHaveCount(c.curriculum.length);
    await expect(curriculum.getByRole("tabpanel")).toContainText(
      c.curriculum[0]!.topics[0]!,
    );
  });
}

test("aws, without batches, gets the two default batches counted from the visitor's day in Kolkata", async ({
  page,
}) => {
  // 23:59 and 00:00 in Kolkata are 18:29 and 18:30 UTC: the day, and the batches, move on.
  await page.clock.setFixedTime(new Date("2026-11-24T18:29:00Z"));
  await page.goto(paths.course("aws"));
  await hydrated(page);
  const dates = page
    .getByRole("table", { name: /^Upcoming batches/ })
    .locator("tbody tr td:first-child");
  await expect(dates).toHaveText(["1 Dec 2026", "15 Dec 2026"]);
  await expect(
    page.getByRole("table").locator("tbody tr td:nth-child(2)"),
  ).toHaveText(["Online", "Classroom"]);
  await expect(
    page.getByRole("table").locator("tbody tr td:nth-child(3)"),
  ).toHaveText([/^20 seats/, /^15 seats/]);

  await page.clock.setFixedTime(new Date("2026-11-24T18:30:00Z"));
  await page.reload();
  await hydrated(page);
  await expect(dates).toHaveText(["2 Dec 2026", "16 Dec 2026"]);
  await expect(page.getByRole("list", { name: "Course facts" })).toContainText(
    "Next Batch: 2 Dec 2026",
  );
});

test("an all-past course shows 'No Upcoming Batches' and an empty-state row that still enquires", async ({
  page,
}) => {
  await page.goto(paths.course("data-science"));
  await hydrated(page);
  await expect(page.getByRole("list", { name: "Course facts" })).toContainText(
    "No Upcoming Batches",
  );
  await page
    .getByRole("button", { name: "Enquire about the next batch" })
    .click();
  await expect(
    page.getByRole("dialog", {
      name: `Enquiry — ${course("data-science").title}`,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a batch's Enquire opens the enquiry dialog and focus comes back to it", async ({
  page,
}) => {
  await page.clock.setFixedTime(days[0]!);
  await page.goto(paths.course("java"));
  await hydrated(page);
  const enquire = page.getByRole("button", {
    name: /^Enquire about the batch/,
  });
  await expect(enquire).toHaveCount(3);
  await enquire.first().click();
  const dialog = page.getByRole("dialog", {
    name: "Enquiry — Java Full Stack Development",
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(enquire.first()).toBeFocused();
});

test(
  "the enquiry dialog: labelled fields, focus kept inside, Cancel records nothing, axe-clean",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto(paths.course("python"));
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Enquiry Now" });
    await opener.click();
    const dialog = page.getByRole("dialog", {
      name: "Enquiry — Python Programming",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("type", "text");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Message")).toHaveAttribute("rows", "3");
    await expectNoAxeViolations(page);

    // Tab past the last control wraps to the first: focus stays in the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement)),
    ).toBe(true);

    await dialog.getByLabel("Name").fill("Not sent");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(
      await page.evaluate(() => localStorage.getItem("nimbus.enquiries")),
    ).toBeNull();
    await expect(
      page.getByRole("status").filter({ hasText: /\S/ }),
    ).toHaveCount(0);
  },
);

test("Send keeps the enquiry on the device, closes, clears, shows the message for 3.5 s and sends nothing", async ({
  page,
}) => {
  const sentAt = new Date("2026-11-25T10:00:00+05:30");
  await page.clock.install({ time: sentAt });
  await page.goto(paths.course("web-design"));
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const requests: string[] = [];
  page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));

  await page.getByRole("button", { name: "Enquiry Now" }).click();
  const dialog = page.getByRole("dialog", { name: /^Enquiry — / });
  const typed = {
    Name: "Asha Patil",
    Email: "asha@example.com",
    Phone: "+91 90000 00000",
    Message: "Is the weekend batch\nstill open?",
  };
  for (const [label, value] of Object.entries(typed))
    await dialog.getByLabel(label).fill(value);
  await pauseClock(page);
  await dialog.getByRole("button", { name: "Send" }).click();
  // Invisible in the tap's frame, the dialog goes once that frame is painted, and the message
  // comes with it.
  await runClockUntil(page, () => dialog.isHidden());
  const file = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("nimbus.enquiries") ?? "null"),
  );
  expect(file.version).toBe(1);
  expect(file.enquiries).toHaveLength(1);
  expect(file.enquiries[0]).toMatchObject({
    courseSlug: "web-design",
    name: typed.Name,
    email: typed.Email,
    phone: typed.Phone,
    message: typed.Message,
  });
  expect(file.enquiries[0].id).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.parse(file.enquiries[0].createdAt)).toBeGreaterThanOrEqual(
    sentAt.getTime(),
  );

  const status = page
    .getByRole("status")
    .filter({ hasText: "Enquiry submitted. We will contact you soon." });
  await expect(status).toBeVisible();
  const chat = status.getByRole("link", { name: /^Continue on WhatsApp/ });
  const href = (await chat.getAttribute("href"))!;
  expect(href.startsWith(CHAT_HREF)).toBe(true);
  const text = new URL(href).searchParams.get("text")!;
  expect(text).toContain("Web Design");
  expect(text).toContain("Message: Is the weekend batch\nstill open?");
  await expect(chat).toHaveAttribute("target", "_blank");

  await page.clock.runFor(3400);
  await expect(status).toBeVisible();
  await page.clock.runFor(100);
  await expect(status).toHaveCount(0);

  await page.getByRole("button", { name: "Enquiry Now" }).click();
  // The clock is paused: the dialog comes once the tap's frame (the page dimmed) is painted.
  await runClockUntil(page, () => dialog.isVisible());
  for (const label of Object.keys(typed))
    await expect(dialog.getByLabel(label)).toHaveValue("");
  expect(requests).toEqual([]);
});

test("Java: the fee in rupees on the page and as an Offer in INR", async ({
  page,
}) => {
  await page.goto(paths.course("java"));
  await hydrated(page);
  await expect(page.getByRole("group", { name: "Fees" })).toHaveText(
    "Course fee: ₹24,000 or 3 instalments of ₹8,500The fee includes: Course material and lab access, Certificate of completion, Placement assistanceInstalments, refunds and what the fee includes",
  );
  // Fees in plain sight: the fee box links to the Policies page's part on fees.
  await expect(
    page.getByRole("group", { name: "Fees" }).getByRole("link", {
      name: "Instalments, refunds and what the fee includes",
    }),
  ).toHaveAttribute("href", "/policies#fees");
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map(
          (s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>,
        )
        .filter((ld) => ld["@type"] === "Course")
        .map((ld) => ld.offers),
    );
  expect(offers).toEqual([
    {
      "@type": "Offer",
      price: 24000,
      priceCurrency: "INR",
      category: "Paid",
      url: "https://www.nimbus-institute.example.com/courses/java",
    },
  ]);
});

test("a course without fees says how to ask: the phone to call, the contact page", async ({
  page,
}) => {
  await page.goto(paths.course("web-design"));
  await hydrated(page);
  const fees = page.getByRole("group", { name: "Fees" });
  await expect(fees).toHaveText(
    "Fees and instalments: call us on +91 98765 43210 or send us a message.Instalments, refunds and what the fee includes",
  );
  await expect(
    fees.getByRole("link", { name: "+91 98765 43210" }),
  ).toHaveAttribute("href", TEL_HREF);
  await expect(
    fees.getByRole("link", { name: "send us a message" }),
  ).toHaveAttribute("href", "/contact");
});

test("Java's batches say when, where and in which language, each with its calendar file", async ({
  page,
}) => {
  await page.clock.setFixedTime(days[0]!);
  await page.goto(paths.course("java"));
  await hydrated(page);
  const rows = page
    .getByRole("table", {
      name: "Upcoming batches of Java Full Stack Development",
    })
    .locator("tbody tr");
  const expectedRows = [
    ["7 Dec 2026", "ClassroomSangli branch5–7 pmTaught in Marathi", "sangli"],
    [
      "19 Dec 2026",
      "WeekendSangli branch10 am–1 pmTaught in Marathi and English",
      "sangli",
    ],
    ["11 Jan 2027", "Online7–9 pmTaught in English", null],
    [
      "15 Feb 2027",
      "ClassroomKolhapur branch7:30–9:30 amTaught in Marathi",
      "kolhapur",
    ],
  ] as const;
  await expect(rows).toHaveCount(expectedRows.length);
  for (const [i, [when, where, branch]] of expectedRows.entries()) {
    const cells = rows.nth(i).getByRole("cell");
    await expect(cells.nth(0)).toHaveText(when);
    await expect(cells.nth(1)).toHaveText(where);
    if (branch)
      await expect(cells.nth(1).getByRole("link")).toHaveAttribute(
        "href",
        `/branches/${branch}`,
      );
  }

  // Each row its own calendar file, named with its day; served as a calendar, starting that day.
  const files = [
    [
      "7 Dec 2026",
      "/calendar/java-101.ics",
      "DTSTART;TZID=Asia/Kolkata:20261207T170000",
    ],
    [
      "19 Dec 2026",
      "/calendar/java-102.ics",
      "DTSTART;TZID=Asia/Kolkata:20261219T100000",
    ],
    [
      "11 Jan 2027",
      "/calendar/java-103.ics",
      "DTSTART;TZID=Asia/Kolkata:20270111T190000",
    ],
    [
      "15 Feb 2027",
      "/calendar/java-104.ics",
      "DTSTART;TZID=Asia/Kolkata:20270215T073000",
    ],
  ] as const;
  for (const [i, [day, href, start]] of files.entries()) {
    const link = rows.nth(i).getByRole("link", {
      name: `Add to calendar (the batch of ${day}, .ics file)`,
    });
    await expect(link).toHaveAttribute("href", href);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
    const lines = (await file.text()).split("\r\n");
    expect(lines).toContain(start);
    expect(lines).toContain(
      "URL:https://www.nimbus-institute.example.com/courses/java",
    );
  }
});

test("curriculum tabs follow the arrow keys and the brochure PDF opens in a new tab", async ({
  page,
}) => {
  const c = course("java");
  await page.goto(paths.course(c.slug));
  await hydrated(page);
  const curriculum = page.getByRole("region", { name: "Course Curriculum" });
  const tabs = curriculum.getByRole("tab");
  await tabs.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const panel = curriculum.getByRole("tabpanel");
  await expect(panel.getByRole("listitem")).toHaveText([
    ...c.curriculum[1]!.topics,
  ]);
  await page.keyboard.press("End");
  await expect(panel.getByRole("listitem")).toHaveText([
    ...c.curriculum.at(-1)!.topics,
  ]);
  await page.keyboard.press("ArrowDown");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  await expect(tabs.last()).toBeFocused();

  const brochure = curriculum.getByRole("link", { name: /^Download Brochure/ });
  await expect(brochure).toHaveAttribute("href", paths.brochure);
  await expect(brochure).toHaveAttribute("target", "_blank");
  await expect(brochure).toHaveAttribute("rel", "noopener noreferrer");

  // It opens in a new tab, which asks for the brochure (a browser may show the PDF or save
  // it), and the build serves a real PDF there.
  const [tab, request] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .context()
      .waitForEvent(
        "request",
        (r) => new URL(r.url()).pathname === paths.brochure,
      ),
    brochure.click(),
  ]);
  expect(request.frame().page()).toBe(tab);
  await tab.close();
  const pdf = await page.request.get(paths.brochure);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test.describe("testimonials", () => {
  const c = course("java");
  const slides = (region: Locator) =>
    region.locator('[aria-roledescription="slide"]:not([aria-hidden])');

  test("rotate every 4.5 s, pause on hover and with the Pause button", async ({
    page,
  }) => {
    await page.goto(paths.course(c.slug));
    await hydrated(page);
    await pauseClock(page);
    const region = page.getByRole("region", {
      name: `${c.title} student stories`,
    });
    await expect(slides(region)).toContainText(c.testimonials[0]!.name);
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS);
    await expect(slides(region)).toContainText(c.testimonials[1]!.name);

    await region.getByRole("blockquote").hover();
    await page.clock.runFor(3 * TESTIMONIAL_ROTATION_MS);
    await expect(slides(region)).toContainText(c.testimonials[1]!.name);
    await page.mouse.move(0, 0);

    const pause = region.getByRole("button", {
      name: `Pause ${c.title} student stories`,
    });
    await pause.click();
    // Off the carousel with pointer and focus: only the Pause button holds it still now.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(3 * TESTIMONIAL_ROTATION_MS);
    await expect(slides(region)).toContainText(c.testimonials[1]!.name);
    await expect(
      region.getByRole("button", {
        name: `Play ${c.title} student stories`,
      }),
    ).toBeVisible();
  });

  test("stand still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.course(c.slug));
    await hydrated(page);
    await pauseClock(page);
    const region = page.getByRole("region", {
      name: `${c.title} student stories`,
    });
    await expect(region.getByRole("button", { name: /^Pause/ })).toHaveCount(0);
    await page.clock.runFor(3 * TESTIMONIAL_ROTATION_MS);
    await expect(slides(region)).toContainText(c.testimonials[0]!.name);
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides(region)).toContainText(c.testimonials[1]!.name);
  });

  test("the play button shows the student: photo, words and profile link", async ({
    page,
  }) => {
    const student = c.testimonials[0]!;
    await page.goto(paths.course(c.slug));
    await hydrated(page);
    const play = page.getByRole("button", {
      name: `Play ${student.name}'s testimonial`,
    });
    await play.click();
    const dialog = page.getByRole("dialog", { name: student.name });
    await expect(
      dialog.getByRole("img", { name: student.img.alt }),
    ).toBeVisible();
    await expect(dialog).toContainText(student.text);
    const profile = dialog.getByRole("link", { name: /profile/ });
    await expect(profile).toHaveAttribute("href", student.insta);
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(play).toBeFocused();
  });

  test("a course without testimonials shows the placeholder card alone", async ({
    page,
  }) => {
    const devops = course("devops");
    expect(devops.testimonials).toHaveLength(0);
    await page.goto(paths.course(devops.slug));
    await hydrated(page);
    const region = page.getByRole("region", {
      name: `${devops.title} Students Testimonials`,
    });
    await expect(region).toContainText(placeholderTestimonial.name);
    await expect(region).toContainText(placeholderTestimonial.text);
    await expect(region.getByRole("button", { name: /^Pause/ })).toHaveCount(0);
    await expect(
      region.getByRole("button", { name: "Next testimonial" }),
    ).toHaveCount(0);
  });
});

test("the questions below the curriculum stay under the visitor's eyes when the list becomes tabs", async ({
  page,
}) => {
  // The app comes late, as on a slow phone, after the visitor has scrolled on.
  const release = await holdScripts(page);
  await page.goto(paths.course("java"), { waitUntil: "domcontentloaded" });
  const curriculum = page.getByRole("region", { name: "Course Curriculum" });
  const questions = page.getByRole("region", { name: "Questions and answers" });
  await expect(
    curriculum.getByRole("list", { name: "Course modules" }),
  ).toBeVisible();
  // The curriculum's last modules at the top of the screen, the questions below them.
  await questions.evaluate((region) =>
    scrollTo({
      top: scrollY + region.getBoundingClientRect().top - 150,
      behavior: "instant",
    }),
  );
  const question = questions.getByText("Do I need my own laptop?");
  const before = await question.boundingBox();
  expect(before?.y).toBeGreaterThan(150);
  expect(before?.y).toBeLessThan(page.viewportSize()!.height);

  release();
  await hydrated(page);
  await expect(curriculum.getByRole("tab")).toHaveCount(8);
  await expect
    .poll(async () => (await question.boundingBox())?.y)
    .toBe(before?.y);
});

test("before the app runs, the curriculum lists every module; then it becomes tabs, and 'Enquiry Now' a button", async ({
  page,
}) => {
  // The page as a visitor on a slow phone sees it before the scripts arrive.
  const release = await holdScripts(page);
  await page.goto(paths.course("java"), { waitUntil: "domcontentloaded" });
  const curriculum = page.getByRole("region", { name: "Course Curriculum" });
  const modules = curriculum.getByRole("list", { name: "Course modules" });
  await expect(modules.getByRole("heading")).toHaveCount(8);
  await expect(
    page.getByRole("link", { name: /^Enquiry Now/ }),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\//);

  release();
  await hydrated(page);
  await expect(curriculum.getByRole("tab")).toHaveCount(8);
  await expect(curriculum.getByRole("tabpanel")).toHaveCount(1);
  await page.getByRole("button", { name: "Enquiry Now" }).click();
  await expect(
    page.getByRole("dialog", {
      name: `Enquiry — ${course("java").title}`,
    }),
  ).toBeVisible();
});
