import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  isPhone,
  test,
} from "#tests/e2e/fixtures.ts";

/*
 * Being found: the catalogue's list of course pages for search engines, the
 * questions and answers, and the call bar's words in both languages. That every page has the
 * call bar's links outside the footer, and that it covers nothing, is checked on every page by
 * pages-visit.spec.ts; that the questions open without scripts, by no-js.spec.ts.
 */

/** The page's JSON-LD blocks of one type. */
async function structuredData(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as { "@type": string })
    .filter((data) => data["@type"] === type);
}

const ORIGIN = "https://www.nimbus-institute.example.com";

for (const [path, prefix] of [
  ["/courses", ""],
  ["/mr/courses", "/mr"],
] as const)
  test(`${path} lists the 7 course pages for search engines, numbered in menu order`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "phone",
      "does not depend on the width",
    );
    await page.goto(path);
    expect(await structuredData(page, "ItemList")).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: [
          "java",
          "python",
          "data-science",
          "web-design",
          "aws",
          "devops",
          "fullstack-mern",
        ].map((slug, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: `${ORIGIN}${prefix}/courses/${slug}`,
        })),
      },
    ]);
  });

test("the Java page answers its own questions, then the general ones, each opening on a tap", async ({
  page,
}) => {
  await page.goto("/courses/java");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Questions and answers" });
  await section.scrollIntoViewIfNeeded();
  const questions = section.locator("details > summary");
  await expect(questions).toHaveText([
    "Do I need to know C before Java?",
    "Which Java version and tools do you teach?",
    "What are the fees, and can I pay in instalments?",
    "Who can join? Do I need a computer background?",
    "Do I need my own laptop?",
    "Can I get a refund if I cannot continue?",
  ]);
  const laptop = section.getByText(
    "No. Classroom batches have a computer for every student",
  );
  await expect(laptop).toBeHidden();
  await section.getByText("Do I need my own laptop?").click();
  await expect(laptop).toBeVisible();
  await section.getByText("Do I need my own laptop?").click();
  await expect(laptop).toBeHidden();
  await section.getByText("Do I need my own laptop?").click();
  await expectNoAxeViolations(page);
});

test("the contact page answers the general questions, in Marathi too", async ({
  page,
}) => {
  await page.goto("/contact");
  const section = page.getByRole("region", { name: "Questions and answers" });
  await expect(section.locator("details > summary")).toHaveText([
    "What are the fees, and can I pay in instalments?",
    "Who can join? Do I need a computer background?",
    "Do I need my own laptop?",
    "Can I get a refund if I cannot continue?",
  ]);
  await page.goto("/mr/contact");
  const marathi = page.getByRole("region", { name: "प्रश्न आणि उत्तरे" });
  await expect(marathi.locator("details > summary")).toHaveText([
    "फी किती आहे आणि ती हप्त्यांमध्ये भरता येते का?",
    "प्रवेश कोणाला मिळतो? कॉम्प्युटरची पार्श्वभूमी लागते का?",
    "माझा स्वतःचा लॅपटॉप लागेल का?",
    "कोर्स पुढे चालू ठेवता आला नाही तर फी परत मिळते का?",
  ]);
  await marathi.getByText("माझा स्वतःचा लॅपटॉप लागेल का?").click();
  await expect(marathi.getByText("नाही. क्लासरूम बॅचमध्ये लॅबमध्ये")).toBeVisible();
});

for (const [path, names] of [
  [
    "/about",
    { bar: "Call or chat", call: "Call us", chat: "Chat on WhatsApp" },
  ],
  [
    "/mr/about",
    {
      bar: "कॉल किंवा चॅट",
      call: "आम्हाला कॉल करा",
      chat: "WhatsApp वर चॅट करा",
    },
  ],
] as const)
  test(`${path}: on a phone, a bar calls or chats in one tap; from md up it gives way to the header`, async ({
    page,
  }) => {
    await page.goto(path);
    const bar = page.getByRole("complementary", { name: names.bar });
    if (!isPhone(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar.getByRole("link", { name: names.call })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    const chat = bar.getByRole("link", { name: names.chat });
    await expect(chat).toHaveAttribute("href", "https://wa.me/919876543210");
    await expect(chat).toHaveAttribute("target", "_blank");
    // Fixed to the bottom of the screen, whatever the scroll.
    const viewport = page.viewportSize()!;
    const box = await bar.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
    await page.emulateMedia({ media: "print" });
    await expect(bar).toBeHidden();
  });
