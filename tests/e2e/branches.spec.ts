import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";

/*
 * A page per branch (/branches/<id>, /mr/branches/<id>): what a visitor on the way needs and
 * what is held there, on the fixture content and FIXTURE_DAY (2026-11-20). The generic checks
 * (console, hydration, axe, layout shift, 320 px) are pages-visit.spec.ts's, which visits these
 * pages too; what the HTML says without a browser, scripts/check-build.
 */

type Expected = {
  path: string;
  heading: string;
  address: string;
  hours: [string, string][];
  call: string;
  tel: string;
  chat: string;
  directions: string;
  batchesTitle: string;
  /** The first line of each upcoming batch at the branch on FIXTURE_DAY, earliest first. */
  batches: string[];
  /** The course page the first batch links to. */
  firstCourse: string;
  locality: string;
  postalCode: string;
  region: string;
};

// Written out from the fixture's site.json and batches, not computed with the app's code. One
// town in each language: the formatters' other cases are unit tests (app/lib/opening-hours.test.ts).
const pages: Expected[] = [
  {
    path: "/branches/kolhapur",
    heading: "Nimbus Computer Institute, Kolhapur",
    address:
      "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane, Kolhapur, Maharashtra 416008",
    hours: [
      ["Monday–Saturday", "9:00 am – 7:00 pm"],
      ["Sunday", "10:00 am – 1:00 pm"],
    ],
    call: "Call +91 98765 43211",
    tel: "tel:+919876543211",
    chat: "Chat on WhatsApp",
    directions: "Get directions",
    batchesTitle: "Upcoming batches here",
    batches: [
      "3 Feb 2027 · DevOps",
      "8 Feb 2027 · Fullstack (MERN)",
      "15 Feb 2027 · Java Full Stack Development",
      "7 Apr 2027 · DevOps",
      "7 Jun 2027 · Fullstack (MERN)",
    ],
    firstCourse: "/courses/devops",
    locality: "Kolhapur",
    postalCode: "416008",
    region: "Maharashtra",
  },
  {
    path: "/mr/branches/sangli",
    heading: "Nimbus Computer Institute, सांगली",
    address: "101, विश्रामबाग प्लाझा, विश्रामबाग चौकाजवळ, सांगली, महाराष्ट्र 416415",
    hours: [
      ["सोमवार ते शनिवार", "सकाळी 9:30 ते संध्याकाळी 7:30"],
      ["रविवार", "बंद"],
    ],
    call: "+91 98765 43212 वर कॉल करा",
    tel: "tel:+919876543212",
    chat: "WhatsApp वर बोला",
    directions: "तिथे कसे पोहोचायचे",
    batchesTitle: "इथल्या आगामी बॅचेस",
    batches: [
      "1 डिसेंबर 2026 · फुल स्टॅक (MERN)",
      "5 डिसेंबर 2026 · वेब डिझाइन",
      "7 डिसेंबर 2026 · Java फुल स्टॅक डेव्हलपमेंट",
      "19 डिसेंबर 2026 · Java फुल स्टॅक डेव्हलपमेंट",
      "1 मार्च 2027 · Python प्रोग्रामिंग",
    ],
    firstCourse: "/mr/courses/fullstack-mern",
    locality: "सांगली",
    postalCode: "416415",
    region: "महाराष्ट्र",
  },
];

const DIRECTIONS = {
  kolhapur:
    "https://www.google.com/maps/dir/?api=1&destination=Rajarampuri%2C%20Kolhapur%2C%20Maharashtra%20416008",
  sangli:
    "https://www.google.com/maps/dir/?api=1&destination=Vishrambag%2C%20Sangli%2C%20Maharashtra%20416415",
};

/** The page's branch as its structured data gives it. */
async function branchData(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => JSON.stringify(d["@type"]).includes("LocalBusiness"));
}

for (const expected of pages) {
  test(`${expected.path} shows where, when and how to reach the branch, and its batches`, async ({
    page,
  }) => {
    await page.goto(expected.path);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: expected.heading }),
    ).toBeVisible();
    await expect(main.locator("address")).toHaveText(expected.address);
    await expect(main.locator("dl dt")).toHaveText(
      expected.hours.map(([days]) => days),
    );
    await expect(main.locator("dl dd")).toHaveText(
      expected.hours.map(([, hours]) => hours),
    );
    await expect(
      main.getByRole("link", { name: expected.call }),
    ).toHaveAttribute("href", expected.tel);
    await expect(
      main.getByRole("link", { name: expected.chat }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\/91987654321[12]\?text=/);
    const directions = main.getByRole("link", { name: expected.directions });
    await expect(directions).toHaveAttribute(
      "href",
      DIRECTIONS[expected.path.endsWith("kolhapur") ? "kolhapur" : "sangli"],
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");

    const batches = page
      .getByRole("region", { name: expected.batchesTitle })
      .getByRole("listitem");
    await expect(batches.locator("p:first-child")).toHaveText(expected.batches);
    await expect(batches.first().getByRole("link")).toHaveAttribute(
      "href",
      expected.firstCourse,
    );

    const data = await branchData(page);
    expect(data?.address).toMatchObject({
      addressLocality: expected.locality,
      postalCode: expected.postalCode,
      addressRegion: expected.region,
    });
    expect(data?.telephone).toBe(expected.call.match(/\+91 [\d ]+\d/)![0]);
    expect(data?.openingHoursSpecification).toHaveLength(
      expected.hours.filter(([, h]) => /\d/.test(h)).length,
    );
  });
}

test("the map loads only when asked for", async ({ page }) => {
  // The maps service is not part of the test: its frame gets a page of our own.
  await page.route("https://maps.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
  );
  await page.goto("/branches/kolhapur");
  await hydrated(page);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Show the map" }).click();
  const map = page.getByTitle("Map of our Kolhapur branch");
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute(
    "src",
    "https://maps.google.com/maps?q=Rajarampuri%2C%20Kolhapur%2C%20Maharashtra%20416008&output=embed",
  );
  await expect(map).toBeFocused();
});

test("a later visitor's day lists only the batches still to come", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2027-02-10T10:00:00+05:30"));
  await page.goto("/branches/kolhapur");
  await hydrated(page);
  await expect(
    page
      .getByRole("region", { name: "Upcoming batches here" })
      .getByRole("listitem")
      .locator("p:first-child"),
  ).toHaveText([
    "15 Feb 2027 · Java Full Stack Development",
    "7 Apr 2027 · DevOps",
    "7 Jun 2027 · Fullstack (MERN)",
  ]);
});

test("each address card of the contact page leads to its branch's page", async ({
  page,
}) => {
  await page.goto("/mr/contact");
  await hydrated(page);
  await page
    .getByRole("region", { name: "सांगली शाखा" })
    .getByRole("link", { name: "सांगली शाखा: वेळा आणि मार्ग" })
    .click();
  await expect(page).toHaveURL(/\/mr\/branches\/sangli$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Nimbus Computer Institute, सांगली",
    }),
  ).toBeVisible();

  await page.goto("/contact");
  await hydrated(page);
  await expect(
    page
      .getByRole("region", { name: "Kolhapur Branch" })
      .getByRole("link", { name: "Kolhapur branch: hours and directions" }),
  ).toHaveAttribute("href", "/branches/kolhapur");
});

for (const path of ["/branches/pune", "/mr/branches/pune"]) {
  test(`${path}, a branch that does not exist, answers with the not-found page`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path.startsWith("/mr") ? "पान सापडले नाही" : "Page not found",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
  });
}
