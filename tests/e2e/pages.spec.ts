import type { Page, Request } from "@playwright/test";
import {
  about,
  companies,
  contact,
  learnMore,
  placements as placementData,
  site,
} from "#tests/content.ts";
import type { PlacementRecord } from "#app/content/schemas/people.ts";
import { mapEmbedUrl } from "#app/lib/maps.ts";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  isPhone,
  rendered,
  test,
} from "#tests/e2e/fixtures.ts";
import { expectNoIbmViolations } from "#tests/e2e/ibm-checker.ts";

/*
 * The Contact, About, Learn-more, Placements and Courses pages, against SPEC.md §2.
 * Texts SPEC.md spells out are written here literally; the institute's own details (name,
 * towns, phone, email) come from the fixture site.json (tests/content.ts), as on the pages.
 */

const placements: readonly PlacementRecord[] = placementData;
const towns = site.branches.map((b) => b.town);

/** There is no network here: the maps service answers with a tiny page of its own. */
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
});

/**
 * Requests the page makes from now on, besides pictures: a lazy picture that scrolls or moves
 * into view (the logo strip) loads by itself, whatever the visitor pressed.
 */
function recordRequests(page: Page) {
  const requests: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() !== "image") requests.push(request.url());
  };
  page.on("request", onRequest);
  return requests;
}

/** Scrolls through the whole page, a screen at a time, so that every lazy frame loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step / 2) {
    // At once: the page scrolls smoothly (app.css), and a smooth scroll may still be under way
    // after two frames.
    await page.evaluate(
      (top) => window.scrollTo({ top, behavior: "instant" }),
      y,
    );
    await rendered(page);
  }
}

/**
 * Every image in main has width, height and alt, and every one outside a self-moving strip
 * (whose lazy logos off to the side load as they scroll in) has really loaded.
 */
async function expectImagesLoaded(page: Page) {
  const main = page.getByRole("main");
  for (const img of await main.locator("img").all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect(img).toHaveAttribute("alt", /\S/);
  }
  const still = main.locator("img:not([data-slot=marquee-track] img)");
  for (const img of await still.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe("/contact", () => {
  test("shows the heading, one card per branch and the HR & Placement card", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Stay Connected" }),
    ).toBeVisible();
    await expect(page.getByText(contact.intro, { exact: true })).toBeVisible();
    for (const branch of site.branches) {
      const card = page.getByRole("region", { name: `${branch.town} Branch` });
      await expect(card).toContainText(branch.address);
    }
    const hr = page.getByRole("region", { name: "HR & Placement" });
    await expect(hr).toContainText(site.hrAddress);
    await expect(hr.getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:+${site.phone.replace(/\D/g, "")}`,
    );
    await expect(hr.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("the form has SPEC's labelled fields and options", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Send us a Message" });
    await expect(
      page.getByRole("heading", { name: "Send us a Message" }),
    ).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(form.getByLabel("Phone Number")).toBeVisible();
    await expect(form.getByLabel("Degree")).toBeVisible();
    await expect(form.getByLabel("Select Branch").locator("option")).toHaveText(
      towns,
    );
    await expect(
      form.getByLabel("Select Courses").locator("option"),
    ).toHaveText([
      "Java",
      "Python",
      "Fullstack (MERN)",
      "Web Design",
      "Digital Marketing",
      "AWS",
      "UI/UX",
      "Data Science",
    ]);
    await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
  });

  test("Submit sends nothing, keeps what was typed and stays on the page", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    // Let the lazy map frames load first, so that any request after this is the form's.
    await scrollThrough(page);
    await expect
      .poll(() =>
        page
          .frames()
          .filter((f) => f.url().startsWith("https://maps.google.com/")),
      )
      .toHaveLength(2);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });

    const form = page.getByRole("form", { name: "Send us a Message" });
    const values = {
      "Your Name": "Asha <b>Patil</b>",
      Email: "not-an-email",
      "Phone Number": "98 7654",
      Degree: "B.Sc. (Computer Science)",
    };
    for (const [label, value] of Object.entries(values)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByLabel("Select Branch").selectOption(towns[1]!);
    await form.getByLabel("Select Courses").selectOption("UI/UX");

    const url = page.url();
    const requests = recordRequests(page);
    await form.getByRole("button", { name: "Submit" }).click();
    await form.getByLabel("Degree").press("Enter");
    // Give a navigation or a request the time it would need to start.
    await page.waitForTimeout(500);

    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    expect(
      await page.evaluate(
        () => (window as unknown as { marker: string }).marker,
      ),
    ).toBe("same document");
    for (const [label, value] of Object.entries(values)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(form.getByLabel("Select Branch")).toHaveValue(towns[1]!);
    await expect(form.getByLabel("Select Courses")).toHaveValue("UI/UX");
  });

  test(
    "one lazy map per town, 280 high, titled with the town",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      const figures = page.getByRole("main").getByRole("figure");
      await expect(figures).toHaveCount(2);
      if (isPhone(page)) {
        // On a phone the maps lie more than a screen below the form: no frame yet.
        await expect(page.locator("iframe")).toHaveCount(0);
      }
      for (const [i, branch] of site.branches.entries()) {
        await figures.nth(i).scrollIntoViewIfNeeded();
        const frame = figures.nth(i).locator("iframe");
        await expect(frame).toHaveAttribute("title", new RegExp(branch.town));
        await expect(frame).toHaveAttribute("loading", "lazy");
        await expect(frame).toHaveAttribute(
          "src",
          mapEmbedUrl(branch.mapQuery),
        );
        await expect(frame).toHaveAttribute("height", "280");
        await frame.scrollIntoViewIfNeeded();
        expect((await frame.boundingBox())?.height).toBe(280);
      }
      await expectNoAxeViolations(page);
    },
  );
});

test.describe("the contact form before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("Submit neither reloads nor sends, so nothing typed is lost", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a Message" });
    await form.getByLabel("Your Name").fill("Asha Patil");
    const url = page.url();
    const requests = recordRequests(page);
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(form.getByLabel("Your Name")).toHaveValue("Asha Patil");
  });
});

test.describe("/about", () => {
  test("shows the name, the paragraphs, the Placement Support band and the logo strip", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: `About ${site.name}` }),
    ).toBeVisible();
    for (const paragraph of about.paragraphs) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
    const band = page.getByRole("region", { name: "Placement Support" });
    await expect(band).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Our Students Work In" }),
    ).toBeVisible();
    const strip = page.getByRole("group", { name: "Our Students Work In" });
    for (const company of companies) {
      await expect(
        strip.getByRole("img", { name: company.logo.alt, exact: true }),
      ).toHaveCount(1);
    }
    await expectImagesLoaded(page);
  });

  test("'Request a Call' is a focusable button that does nothing", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Request a Call" });
    await expect(button).toHaveAttribute("type", "button");
    await button.focus();
    await expect(button).toBeFocused();
    const url = page.url();
    // Only what a button could start: a page load or a request for data. Lazy pictures and
    // frames may load at any time during the test.
    const requests: string[] = [];
    page.on("request", (request) => {
      if (["document", "fetch", "xhr"].includes(request.resourceType()))
        requests.push(request.url());
    });
    await button.click();
    await button.press("Enter");
    // Whatever a click handler did is on the screen by then.
    await rendered(page);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the logo strip pauses on request and stands still under reduced motion", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const strip = page.getByRole("group", { name: "Our Students Work In" });
    const track = strip.locator("[data-slot=marquee-track]");
    await expect(track).not.toHaveCSS("animation-name", "none");
    // While it moves, the keyboard's control is the Pause button: the strip is no focus stop.
    await expect(strip).not.toHaveAttribute("tabindex");
    await page.getByRole("button", { name: "Pause Company logos" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await expect(
      page.getByRole("button", { name: "Play Company logos" }),
    ).toBeVisible();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
    // Standing still, it scrolls by hand, and by the arrow keys once focused.
    await expect(strip).toHaveAttribute("tabindex", "0");
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => strip.evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
  });

  test("axe and IBM's engine find nothing under reduced motion, where the logo strip scrolls by hand", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await hydrated(page);
    await expectNoAxeViolations(page);
    await expectNoIbmViolations(page);
  });
});

test.describe("/learn-more", () => {
  test("shows every section and both readings of the numbers", async ({
    page,
  }) => {
    await page.goto("/learn-more");
    await hydrated(page);
    const main = page.getByRole("main");
    for (const title of [
      "Mission & Vision",
      "Training Philosophy",
      "Facilities & Achievements",
    ]) {
      await expect(
        main.getByRole("heading", { level: 2, name: title }),
      ).toBeVisible();
    }
    await expect(main).toContainText("established in 2011");
    await expect(
      main.getByRole("region", { name: "Training Philosophy" }),
    ).toContainText("80% of our classes focus on practical exposure");
    const facilities = main.getByRole("region", {
      name: "Facilities & Achievements",
    });
    await expect(facilities).toContainText("12,000+ students");
    await expect(facilities).toContainText("250+ companies");

    const cards = main.getByRole("list", { name: /in numbers$/ });
    await expect(cards.getByRole("listitem")).toHaveText([
      "10,000+ Students Trained",
      "40+ Expert Trainers",
      "200+ Placement Partners",
      "4.8 / 5 Avg. Rating",
    ]);
    // The sections come from content; each is shown once, in order.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(
      learnMore.sections.map((s) => s.title),
    );
  });
});

test.describe("/placements", () => {
  test("one card per record with photo, name, role, chips, note, logo and link", async ({
    page,
  }) => {
    await page.goto("/placements");
    await hydrated(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(placements.length);
    for (const [i, record] of placements.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveText(record.studentName);
      await expect(
        card.getByRole("img", { name: record.img.alt }),
      ).toBeVisible();
      await expect(
        card.getByRole("img", { name: record.companyLogo.alt }),
      ).toBeVisible();
      await expect(card).toContainText(record.role);
      await expect(card).toContainText(`CTC: ${record.ctc ?? "-"}`);
      await expect(card).toContainText(record.placedYear);
      await expect(card).toContainText(record.note);
      await expect(
        card.getByRole("link", {
          name: `View Details for ${record.studentName}`,
        }),
      ).toHaveAttribute("href", record.profileLink ?? "#");
    }
    await expectImagesLoaded(page);
  });

  test("the card without CTC reads 'CTC: -' and the one without a profile links to '#'", async ({
    page,
  }) => {
    const noCtc = placements.find((r) => !r.ctc);
    const noProfile = placements.find((r) => !r.profileLink);
    expect(noCtc, "the data has a record without ctc").toBeDefined();
    expect(
      noProfile,
      "the data has a record without profileLink",
    ).toBeDefined();

    await page.goto("/placements");
    await hydrated(page);
    const cardOf = (name: string) =>
      page.getByRole("article").filter({
        has: page.getByRole("heading", { name, exact: true }),
      });
    await expect(cardOf(noCtc!.studentName)).toContainText("CTC: -");
    await expect(
      cardOf(noCtc!.studentName).getByText("CTC: -", { exact: true }),
    ).toBeVisible();
    const link = cardOf(noProfile!.studentName).getByRole("link", {
      name: /^View Details/,
    });
    await expect(link).toHaveAttribute("href", "#");
    await expect(link).toHaveAccessibleName(
      `View Details for ${noProfile!.studentName}`,
    );
  });
});

test.describe("/courses", () => {
  test(
    "the catalogue's cards show the courses' pictures",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/courses");
      await hydrated(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("listitem").getByRole("img")).toHaveCount(7);
      await expect(main.getByRole("article")).toHaveCount(26);
      await expectImagesLoaded(page);
    },
  );
});
