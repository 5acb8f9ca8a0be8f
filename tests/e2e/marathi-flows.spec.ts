import {
  expect,
  expectNoAxeViolations,
  hydrated,
  isPhone,
  pauseClock,
  runClockUntil,
  test,
} from "#tests/e2e/fixtures.ts";

/*
 * The key flows on Marathi pages, read the way a Marathi visitor reads them: every expected
 * text is written out here, in Marathi, from docs/marathi.md's glossary. What the width changes
 * (the header, the switch's place) runs at both widths (@desktop); the enquiry, the curriculum
 * and the video run on a phone, their dialogs' layout at desktop width being tested in English.
 */

test.describe("the header in Marathi", () => {
  test(
    "wide screens: the five items and the Courses menu lead to Marathi pages",
    {
      tag: "@desktop",
    },
    async ({ page }) => {
      test.skip(isPhone(page), "the drawer serves narrow screens");
      await page.goto("/mr/about");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "मुख्य" });
      for (const [name, href] of [
        ["मुख्यपृष्ठ", "/mr"],
        ["आमच्याविषयी", "/mr/about"],
        ["प्लेसमेंट्स", "/mr/placements"],
        ["संपर्क", "/mr/contact"],
      ] as const)
        await expect(
          nav.getByRole("link", { name, exact: true }),
        ).toHaveAttribute("href", href);
      const trigger = nav.getByRole("button", { name: "कोर्सेस" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(
        nav.getByRole("link", { name: "Java", exact: true }),
      ).toBeFocused();
      await nav.getByRole("link", { name: "डेटा सायन्स", exact: true }).click();
      await expect(page).toHaveURL(/\/mr\/courses\/data-science$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "mr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "डेटा सायन्स",
      );
    },
  );

  test("narrow screens: the drawer speaks Marathi and leads to Marathi pages", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the drawer is below the md breakpoint");
    await page.goto("/mr");
    await hydrated(page);
    await page.getByRole("button", { name: "मेनू उघडा" }).click();
    const drawer = page.getByRole("dialog", { name: "मेनू" });
    await expect(drawer).toBeVisible();
    await expect(
      drawer
        .getByRole("navigation", { name: "मुख्य" })
        .locator(":scope > ul > li"),
    ).toHaveText(["मुख्यपृष्ठ", "कोर्सेस", "आमच्याविषयी", "प्लेसमेंट्स", "संपर्क"]);
    await expect(
      drawer.locator('a[hreflang="en"][href="/"]', { hasText: "English" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole("link", { name: "प्लेसमेंट्स" }).click();
    await expect(page).toHaveURL(/\/mr\/placements$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "मेनू उघडा" }).click();
    await page.getByRole("button", { name: "मेनू बंद करा" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

// The switch sits in the header on wide screens and in the drawer's place on phones: both widths.
test(
  "the switch goes to the same page in the other language and is remembered on the home page",
  {
    tag: "@desktop",
  },
  async ({ page }) => {
    await page.goto("/courses/java");
    await hydrated(page);
    await page.locator('a[hreflang="mr"]:visible').first().click();
    await expect(page).toHaveURL(/\/mr\/courses\/java$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Java फुल स्टॅक डेव्हलपमेंट",
    );

    // Coming back to the English home page, the visitor lands on the Marathi one.
    await page.goto("/");
    await expect(page).toHaveURL(/\/mr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");

    // Choosing English is remembered too.
    await hydrated(page);
    await page.locator('a[hreflang="en"]:visible').first().click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await page.goto("/");
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  },
);

test("an enquiry from a Marathi course page: Marathi dialog, kept on the device, Marathi success", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-25T10:00:00+05:30") });
  await page.goto("/mr/courses/web-design");
  await hydrated(page);

  await page.getByRole("button", { name: "आता चौकशी करा" }).first().click();
  const dialog = page.getByRole("dialog", { name: "चौकशी — वेब डिझाइन" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("नाव").fill("आशा पाटील");
  await dialog.getByLabel("ईमेल").fill("asha@example.com");
  await dialog.getByLabel("फोन नंबर").fill("+91 90000 00000");
  await dialog.getByLabel("संदेश").fill("वीकेंड बॅचमध्ये जागा आहे का?");
  await expectNoAxeViolations(page);
  await pauseClock(page);
  await dialog.getByRole("button", { name: "पाठवा" }).click();
  // The dialog goes once the tap's frame is painted (course.spec.ts).
  await runClockUntil(page, () => dialog.isHidden());
  await expect(
    page.getByRole("status").filter({
      hasText: "तुमची चौकशी पाठवली. आम्ही लवकरच तुमच्याशी संपर्क साधू.",
    }),
  ).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("nimbus.enquiries") ?? "null"),
  );
  expect(stored.enquiries).toHaveLength(1);
  expect(stored.enquiries[0]).toMatchObject({
    courseSlug: "web-design",
    name: "आशा पाटील",
    message: "वीकेंड बॅचमध्ये जागा आहे का?",
  });

  // It is listed, in Marathi, on the Marathi 'My Enquiries' page.
  await page.clock.resume();
  await page.goto("/mr/my-enquiries");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "माझ्या चौकश्या",
  );
  await expect(page.getByRole("main")).toContainText("आशा पाटील");
  await expect(page.getByRole("main")).toContainText("25 नोव्हेंबर 2026");
});

test("the Marathi course page: the fee in rupees, where and when a batch runs, its Marathi calendar file", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-25T10:00:00+05:30"));
  await page.goto("/mr/courses/java");
  await hydrated(page);
  await expect(page.getByRole("group", { name: "फी" })).toContainText(
    "कोर्सची फी: ₹24,000 किंवा ₹8,500 चे 3 हप्ते",
  );
  const first = page.getByRole("table").locator("tbody tr").first();
  await expect(first.getByRole("cell").nth(1)).toHaveText(
    "क्लासरूमसांगली शाखासंध्याकाळी 5–7शिकवण्याची भाषा: मराठी",
  );
  await expect(first.getByRole("link", { name: "सांगली शाखा" })).toHaveAttribute(
    "href",
    "/mr/branches/sangli",
  );
  const calendar = first.getByRole("link", {
    name: "कॅलेंडरमध्ये जोडा (7 डिसेंबर 2026 पासूनची बॅच, .ics फाइल)",
  });
  await expect(calendar).toHaveAttribute("href", "/calendar/mr/java-101.ics");
  const file = await page.request.get("/calendar/mr/java-101.ics");
  expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
  const lines = (await file.text()).replaceAll("\r\n ", "").split("\r\n");
  expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261207T170000");
  expect(lines).toContain("SUMMARY:Java फुल स्टॅक डेव्हलपमेंट (क्लासरूम)");
});

test("the Marathi curriculum: modules as tabs, and the Marathi brochure", async ({
  page,
}) => {
  await page.goto("/mr/courses/java");
  await hydrated(page);
  const curriculum = page.getByRole("region", { name: "अभ्यासक्रम" });
  const tabs = curriculum.getByRole("tab");
  await expect(tabs.first()).toContainText("Core Java: मूलभूत संकल्पना");
  await tabs.first().focus();
  await page.keyboard.press("End");
  await expect(tabs.last()).toContainText("कॅपस्टोन प्रोजेक्ट आणि इंटरव्ह्यूची तयारी");
  await expect(
    curriculum.getByRole("tabpanel").getByRole("listitem").first(),
  ).toHaveText("Git आणि GitHub वर्कफ्लो");

  const brochure = curriculum.getByRole("link", {
    name: /^माहितीपत्रक डाउनलोड करा/,
  });
  await expect(brochure).toHaveAttribute("href", "/files/brochure-mr.pdf");
  const pdf = await page.request.get("/files/brochure-mr.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a video review plays in a Marathi dialog, and Escape closes it", async ({
  page,
}) => {
  await page.goto("/mr");
  await hydrated(page);
  const card = page.getByRole("button", {
    name: "आदित्य कुंभोजकर यांचा व्हिडिओ सुरू करा",
  });
  await card.click();
  const dialog = page.getByRole("dialog", { name: "आदित्य कुंभोजकर" });
  await expect(dialog).toBeVisible();
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("src", "/videos/aditya-kumbhojkar.mp4");
  await expect(video).toHaveText("तुमच्या ब्राउझरमध्ये हा व्हिडिओ चालू शकत नाही.");
  await expect(dialog.getByRole("button", { name: "बंद करा" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card).toBeFocused();
});
