import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  test,
} from "#tests/e2e/fixtures.ts";

/*
 * Honest stories, tutors and policies in plain sight, on the fixture build: every
 * story card's facts line in type no smaller than its claim, in both languages; the Tutors page
 * in both languages, a course page naming its tutors and linking to them and to the Policies
 * page, and the Policies page the fee box, the FAQ, the contact page and the enquiry dialog
 * link to. The generic checks (hydration, axe at both widths, the header, footer and call bar)
 * are in pages-visit.spec.ts, which visits these pages like every other.
 */

/**
 * The computed type sizes of each story card: of its claim's parts (`story-claim`: the role and
 * result, or the student's words) and of its facts line (`story-facts`: course, duration, paid
 * or free).
 */
const typeSizes = (cards: Locator) =>
  cards.evaluateAll((elements) =>
    elements.map((card) => {
      const sizes = (slot: string) =>
        [...card.querySelectorAll(`[data-slot="${slot}"]`)].map(
          (part) => getComputedStyle(part).fontSize,
        );
      return { claim: sizes("story-claim"), facts: sizes("story-facts") };
    }),
  );

/** `count` cards, each with these sizes. */
const cardsOf = (count: number, sizes: { claim: string[]; facts: string[] }) =>
  Array.from({ length: count }, () => sizes);

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("every story card gives its facts in type no smaller than its claim, in both languages @desktop", async ({
  page,
}) => {
  // A testimonial's words, and so its facts, grow from 16 to 18 px at 640 px wide (sm:text-lg).
  const words = (page.viewportSize()?.width ?? 0) >= 640 ? "18px" : "16px";

  for (const path of ["/placements", "/mr/placements"]) {
    await visit(page, path);
    // The role and the CTC and year chips; the facts line beside the photo.
    expect(
      await typeSizes(page.getByRole("main").getByRole("article")),
      path,
    ).toEqual(cardsOf(14, { claim: ["14px", "14px"], facts: ["14px"] }));
  }

  await visit(page, "/");
  // The role on a video review, the facts under it.
  expect(
    await typeSizes(
      page
        .getByRole("region", { name: "Video Reviews of Our Students" })
        .getByRole("article"),
    ),
  ).toEqual(cardsOf(6, { claim: ["14px"], facts: ["14px"] }));
  // The strip of placements (the twelve most recent of the fixture's 14, each card twice for the
  // loop): role and company at 14 px, the chips at 12; the facts at 14.
  expect(
    await typeSizes(
      page
        .getByRole("group", { name: "Recent Placement Records" })
        .locator("article"),
    ),
  ).toEqual(cardsOf(24, { claim: ["14px", "14px", "12px"], facts: ["14px"] }));

  for (const [path, stories] of [
    ["/courses/aws", "AWS Cloud student stories"],
    ["/mr/courses/aws", "AWS क्लाउड च्या विद्यार्थ्यांचे अनुभव"],
  ] as const) {
    await visit(page, path);
    // Every slide of the carousel, those not shown too: the student's words, then the facts.
    expect(
      await typeSizes(
        page.getByRole("region", { name: stories }).locator("figure"),
      ),
      path,
    ).toEqual(cardsOf(3, { claim: [words], facts: [words] }));
  }
});

test("the Tutors page gives each tutor's photo, name, qualifications, experience and courses", async ({
  page,
}) => {
  await page.goto("/faculty");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Our tutors",
  );
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2 }),
  ).toHaveText([
    "Anil Kulkarni",
    "Priya Deshpande",
    "Rohan Patil",
    "Sneha Joshi",
  ]);
  const rohan = page.getByRole("article", { name: "Rohan Patil" });
  await expect(rohan).toHaveAttribute("id", "rohan-patil");
  await expect(rohan.getByRole("img")).toHaveAttribute(
    "alt",
    "Illustrated portrait of Rohan Patil",
  );
  await expect(rohan).toContainText("8 years of experience");
  await expect(rohan.getByRole("listitem")).toHaveText([
    "B.E. Computer Engineering, Walchand College of Engineering, Sangli",
    "AWS Certified Solutions Architect – Associate",
    "Certified Kubernetes Administrator (CKA)",
    "AWS",
    "DevOps",
  ]);
  await expect(rohan.getByRole("link", { name: "DevOps" })).toHaveAttribute(
    "href",
    "/courses/devops",
  );

  await page.goto("/mr/faculty");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "आमचे प्रशिक्षक",
  );
  const marathi = page.getByRole("article", { name: "रोहन पाटील" });
  await expect(marathi).toContainText("8 वर्षांचा अनुभव");
  await expect(marathi).toContainText(
    "बी.ई. कॉम्प्युटर इंजिनिअरिंग, वालचंद कॉलेज ऑफ इंजिनिअरिंग, सांगली",
  );
  await expect(marathi.getByRole("link", { name: "DevOps" })).toHaveAttribute(
    "href",
    "/mr/courses/devops",
  );
});

test("a course page names its tutors, links to them and to the fee and refund policies", async ({
  page,
}) => {
  await page.goto("/courses/devops");
  await hydrated(page);
  const tutors = page.getByRole("region", { name: "Your tutors" });
  await expect(
    tutors.getByRole("link", {
      name: "Rohan Patil: qualifications and experience",
    }),
  ).toHaveAttribute("href", "/faculty#rohan-patil");
  await expect(
    page.getByRole("group", { name: "Fees" }).getByRole("link", {
      name: "Instalments, refunds and what the fee includes",
    }),
  ).toHaveAttribute("href", "/policies#fees");
  const questions = page.getByRole("region", {
    name: "Questions and answers",
  });
  await questions.getByText("Can I get a refund if I cannot continue?").click();
  const refunds = questions.getByRole("link", {
    name: "The whole refund and exit policy",
  });
  await expect(refunds).toHaveAttribute("href", "/policies#refunds");
  await refunds.click();
  await expect(page).toHaveURL("/policies#refunds");
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Refunds and leaving a course",
    }),
  ).toBeInViewport();

  await page.goto("/courses/devops");
  await hydrated(page);
  await page
    .getByRole("link", { name: "Rohan Patil: qualifications and experience" })
    .click();
  await expect(page).toHaveURL("/faculty#rohan-patil");
  await expect(
    page.getByRole("article", { name: "Rohan Patil" }),
  ).toBeInViewport();
});

test("the Policies page covers fees, instalments, refunds, certificates, the device and recognition, in both languages", async ({
  page,
}) => {
  await page.goto("/policies");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Fees, refunds and policies",
  );
  const parts = [
    "What a fee includes",
    "Instalments",
    "Refunds and leaving a course",
    "Certificates",
    "What this site keeps on your device",
    "Recognition",
  ];
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2 }),
  ).toHaveText(parts);
  await expect(
    page.getByRole("navigation", { name: "On this page" }).getByRole("link"),
  ).toHaveText(parts);
  await expect(page.getByRole("region", { name: "Instalments" })).toContainText(
    "The fee of a batch never rises once you have joined it",
  );
  await expect(
    page.getByRole("region", { name: "Refunds and leaving a course" }),
  ).toContainText(
    "If you leave within the first 7 days of your batch, you get the whole fee you have paid back, minus a registration charge of ₹1,000.",
  );

  await page.goto("/mr/policies");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "फी, परतावा आणि धोरणे",
  );
  await expect(
    page.getByRole("region", { name: "परतावा आणि कोर्स सोडणे" }),
  ).toContainText("₹1,000 नोंदणी शुल्क वगळून");
});

test("the contact page and the enquiry dialog link to the policies", async ({
  page,
}) => {
  await page.goto("/mr/contact");
  await hydrated(page);
  await expect(
    page.getByRole("link", {
      name: "फी, हप्ते, परतावा आणि प्रमाणपत्रे: आमची धोरणे वाचा",
    }),
  ).toHaveAttribute("href", "/mr/policies");

  await page.goto("/courses/java");
  await hydrated(page);
  await page.getByRole("button", { name: "Enquiry Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("link", {
      name: "What this site keeps, and our fees and refunds: our policies",
    }),
  ).toHaveAttribute("href", "/policies#device");
  await expectNoAxeViolations(page);
});
