import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { VERSION_CHECK_EVERY_MS } from "#app/config/constants.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import { nextBuild } from "#tests/fixtures/next-build.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";
import { expect, hydrated, rendered, test } from "#tests/e2e/fixtures.ts";

/*
 * A tab held open across a deploy. One address serves the fixture build, then the next build
 * (the same site after a staff save to the Java course: its online batch at 13 seats instead of
 * 18, made by tests/fixtures/next-build.ts), the way a host switches to a new deploy: the first build's
 * files are gone at once. Each kind of navigation is tapped after the switch and must open the
 * tapped page from the new build, with and without the service worker.
 */

const FIRST = resolve(
  process.env.PREVIEW_ROOT ?? `${FIXTURE_BUILD_DIR}/client`,
);
/** The time every answer says it was sent: 10:00 in Kolhapur on the fixture day. */
const ANSWERED = "Fri, 20 Nov 2026 04:30:00 GMT";

type VersionFile = "as built" | "missing" | "unreadable";

/** The switchable host, one per worker (the file's tests run in order in one worker). */
class Host {
  origin = "";
  live = 0;
  versionFile: VersionFile = "as built";
  /** The addresses asked for, in order. */
  asked: string[] = [];
  #server: Server;

  constructor(roots: readonly string[]) {
    const sites = roots.map((root) => createPreviewServer(root));
    this.#server = createServer((req: IncomingMessage, res) => {
      this.asked.push(req.url ?? "");
      res.setHeader("Date", ANSWERED);
      if (
        req.url?.startsWith("/version.json") &&
        this.versionFile !== "as built"
      ) {
        const missing = this.versionFile === "missing";
        res.writeHead(missing ? 404 : 200, {
          "Content-Type": missing ? "text/plain" : "application/json",
          "Cache-Control": "no-cache",
        });
        res.end(missing ? "Not found" : "<!DOCTYPE html><title>Oops</title>");
        return;
      }
      sites[this.live]!.emit("request", req, res);
    });
  }

  async start() {
    await new Promise<void>((done) =>
      this.#server.listen(0, "127.0.0.1", done),
    );
    this.origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  reset() {
    this.live = 0;
    this.versionFile = "as built";
    this.asked = [];
  }

  /** Publishes the next build: from now on the first build's files answer 404. */
  deploy() {
    this.live = 1;
  }

  askedFor = (path: string) => this.asked.filter((url) => url === path).length;

  close() {
    this.#server.closeAllConnections();
    this.#server.close();
  }
}

let host: Host;
const pageProblems = new WeakMap<Page, string[]>();

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // `npm run builds` made the next build before the suite; run alone, the spec makes it first
  // (about a minute), then reuses it.
  testInfo.setTimeout(600_000);
  host = new Host([FIRST, await nextBuild(FIRST)]);
  await host.start();
});
test.afterAll(() => host?.close());

test.beforeEach(({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "phone",
    "a deploy does not depend on the viewport (the Courses menu test widens it)",
  );
  host.reset();
  // What the shared fixture checks on the suite's own server, here on this one: every file a
  // page asks for is found.
  const missing: string[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (
      url.origin === host.origin &&
      res.status() >= 400 &&
      res.request().resourceType() !== "document" &&
      !(url.pathname === "/version.json" && host.versionFile === "missing")
    )
      missing.push(`HTTP ${res.status()}: ${url.pathname}`);
  });
  pageProblems.set(page, missing);
});

test.afterEach(({ page }) => {
  expect(pageProblems.get(page) ?? [], "files the pages did not find").toEqual(
    [],
  );
});

/** Opens `path` of the first build and waits until the page watches for a new version. */
async function open(page: Page, path: string) {
  await page.goto(`${host.origin}${path}`);
  await hydrated(page);
  await expect(page.locator("html[data-version-watch]")).toHaveCount(1);
}

/** With the service worker: waits until it has taken the page. */
async function workerTakes(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), {
      // Installed in idle time, which a busy CPU gives rarely (offline.spec.ts).
      timeout: 60_000,
    })
    .toBe(true);
}

/** The Java course's online batch, 11 Jan 2027, says `seats` in the page's language. */
async function expectJavaOnline(page: Page, lang: "en" | "mr", seats: string) {
  await expect(page).toHaveURL(
    `${host.origin}${lang === "mr" ? "/mr" : ""}/courses/java`,
  );
  await hydrated(page);
  const row = page
    .getByRole("row")
    .filter({ hasText: lang === "mr" ? "11 जानेवारी 2027" : "11 Jan 2027" });
  await expect(row).toContainText(seats);
}

const JAVA_DETAILS = "View course details for Java";

type Kind = {
  name: string;
  start: string;
  lang: "en" | "mr";
  /** The Courses menu is the header's at a computer's width. */
  wide?: true;
  /** What happens on the first build before the deploy. */
  before?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
};

const KINDS: Kind[] = [
  {
    name: "a link in the page",
    start: "/courses",
    lang: "en",
    tap: (page) =>
      page
        .getByRole("main")
        .getByRole("link", { name: JAVA_DETAILS, exact: true })
        .click(),
  },
  {
    name: "a link in a Marathi page",
    start: "/mr/courses",
    lang: "mr",
    tap: (page) =>
      page
        .getByRole("main")
        .locator('a[href="/mr/courses/java"]')
        .first()
        .click(),
  },
  {
    name: "the Courses menu",
    start: "/about",
    lang: "en",
    wide: true,
    tap: async (page) => {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Courses" }).hover();
      await nav.getByRole("link", { name: "Java", exact: true }).click();
    },
  },
  {
    name: "the drawer",
    start: "/about",
    lang: "en",
    tap: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("button", { name: "Courses" }).click();
      await drawer
        .getByRole("list", { name: "Courses" })
        .getByRole("link", { name: "Java", exact: true })
        .click();
    },
  },
  {
    name: "the language switch",
    start: "/courses/java",
    lang: "mr",
    tap: (page) =>
      page
        .getByRole("banner")
        .getByRole("link", { name: "मराठी" })
        .filter({ visible: true })
        .first()
        .click(),
  },
  {
    name: "the back button",
    start: "/courses/java",
    lang: "en",
    before: async (page) => {
      await page.getByRole("link", { name: "All our tutors" }).click();
      await expect(page).toHaveURL(`${host.origin}/faculty`);
    },
    tap: async (page) => {
      await page.goBack();
    },
  },
];

for (const worker of [false, true])
  test.describe(
    worker ? "with the service worker" : "without a service worker",
    () => {
      if (worker) test.use({ serviceWorkers: "allow" });

      for (const kind of KINDS)
        test(`after a deploy, ${kind.name} opens the tapped page from the new build`, async ({
          page,
        }) => {
          if (worker) test.setTimeout(120_000);
          if (kind.wide)
            await page.setViewportSize({ width: 1280, height: 800 });
          await open(page, kind.start);
          if (worker) await workerTakes(page);
          await kind.before?.(page);
          host.deploy();
          await kind.tap(page);
          await expectJavaOnline(
            page,
            kind.lang,
            kind.lang === "mr" ? "13 जागा" : "13 seats",
          );
        });
    },
  );

test("an enquiry being typed survives a deploy, and every sent one is still listed after it", async ({
  page,
}) => {
  await open(page, "/courses/java");
  const dialog = page.getByRole("dialog", { name: /^Enquiry — / });
  await page.getByRole("button", { name: "Enquiry Now" }).click();
  await dialog.getByLabel("Name").fill("Ravi Jadhav");
  await dialog.getByLabel("Phone").fill("98765 00000");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Enquiry Now" }).click();
  await dialog.getByLabel("Name").fill("Meera Patil");
  await dialog.getByLabel("Phone").fill("98765 11111");
  await dialog.getByLabel("Message").fill("Is the online batch still open?");
  host.deploy();
  // The visitor reads on a while (a background question is asked at most once per
  // VERSION_CHECK_EVERY_MS), looks away and back: the tab asks and learns of the new build.
  await page.clock.fastForward(VERSION_CHECK_EVERY_MS);
  const asked = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/version.json",
  );
  await page.evaluate(() =>
    document.dispatchEvent(new Event("visibilitychange")),
  );
  await asked;
  await rendered(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Meera Patil");
  await expect(dialog.getByLabel("Message")).toHaveValue(
    "Is the online batch still open?",
  );
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toHaveCount(0);

  // The next tap opens the new build's page, with both enquiries.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /My enquiries/ })
    .click();
  await expect(page).toHaveURL(`${host.origin}/my-enquiries`);
  await hydrated(page);
  await expect(
    page.getByRole("heading", { name: "2 enquiries on this device" }),
  ).toBeVisible();
  await page
    .getByRole("article")
    .nth(1)
    .getByRole("link", { name: "Java Full Stack Development", exact: true })
    .click();
  await expectJavaOnline(page, "en", "13 seats");
});

for (const versionFile of ["missing", "unreadable"] as const)
  test(`with the version file ${versionFile}, taps move as before: no reload, no error`, async ({
    page,
  }) => {
    host.versionFile = versionFile;
    const documents: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "document") documents.push(req.url());
    });
    await open(page, "/courses");
    await page.clock.fastForward(VERSION_CHECK_EVERY_MS);
    await page
      .getByRole("main")
      .getByRole("link", { name: JAVA_DETAILS, exact: true })
      .click();
    await expectJavaOnline(page, "en", "18 seats");
    await page.clock.fastForward(VERSION_CHECK_EVERY_MS);
    await page.goBack();
    await expect(page).toHaveURL(`${host.origin}/courses`);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: JAVA_DETAILS, exact: true }),
    ).toBeVisible();
    expect(documents).toEqual([`${host.origin}/courses`]);
    // A host without the file is asked once; an unreadable answer is asked again later.
    expect(host.askedFor("/version.json")).toBe(
      versionFile === "missing" ? 1 : 2,
    );
  });

test.describe("a page from the device's copy", () => {
  test.use({ serviceWorkers: "allow" });

  test("says so offline, with the day it was fetched, in each language; never online", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const note = page.getByRole("status").filter({ hasText: /Saved copy|जतन/ });
    await open(page, "/courses/java");
    await workerTakes(page);
    await open(page, "/mr/courses/java");
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const pages = await caches.open("pages");
          return (
            !!(await pages.match("/courses/java")) &&
            !!(await pages.match("/mr/courses/java"))
          );
        }),
      )
      .toBe(true);
    await expect(note).toHaveCount(0);

    await context.setOffline(true);
    await open(page, "/courses/java");
    await expect(note).toHaveText(
      "Saved copy from 20 Nov 2026: seats may have changed",
    );
    await open(page, "/mr/courses/java");
    await expect(note).toHaveText(
      "या डिव्हाइसवर 20 नोव्हेंबर 2026 रोजी जतन केलेली प्रत: जागा बदललेल्या असू शकतात",
    );

    // Back online, the host confirms this build is the live one: the note goes.
    await context.setOffline(false);
    await expect(note).toHaveCount(0);
    await open(page, "/courses/java");
    await expect(note).toHaveCount(0);
  });
});
