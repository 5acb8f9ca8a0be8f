import {
  type BrowserContext,
  chromium,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { PLANTED, RAN } from "#tests/security/planted-site.ts";

// An uploaded picture that carries script (tests/security/planted-site.ts: an SVG with <script>,
// an onload handler and a call to the beacon, and a page among the pictures), as the host
// serves it: opened as a page from a link someone was sent, cold and once the site's service
// worker controls the browser, and shown on a page of the site in every way its policy allows.
// Nothing may run: no call to the beacon, no mark on the document, nothing in the site's
// storage. The brochures beside them must still open in Chromium's PDF viewer. Run by the host
// suites against nginx and the Worker.
test.use({ serviceWorkers: "allow" });

/** Every call to the beacon from any page or worker of the context, as it is made. */
function beaconCalls(context: BrowserContext) {
  const calls: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === RAN) calls.push(request.url());
  });
  return calls;
}

/** What a planted script that ran would have left: its mark on the document it ran in. */
const markOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-ran"));

/** Back on the site's own page: nothing in its storage, and no call made by then. */
async function expectNothingRan(page: Page, calls: readonly string[]) {
  await page.goto("/");
  expect(
    await page.evaluate(() => ({ ...localStorage }) as Record<string, string>),
  ).not.toHaveProperty("planted");
  expect(await markOf(page)).toBeNull();
  expect(calls).toEqual([]);
}

/** Opens each planted file as a page and checks it ran nothing there. */
async function openPlanted(page: Page) {
  for (const path of [PLANTED.svg, PLANTED.html]) {
    // Cloudflare serves planted.html at /images/uploads/planted (a redirect): followed.
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toMatch(/^\/images\/uploads\//);
    expect(await markOf(page), path).toBeNull();
  }
  // It is shown for what it is: the SVG's red rectangle, the page's text.
  await page.goto(PLANTED.svg);
  await expect(page.locator("rect")).toHaveAttribute("fill", "#c00");
}

test("the planted SVG and page, opened as pages from a link, run nothing", async ({
  page,
  context,
}) => {
  const calls = beaconCalls(context);
  await openPlanted(page);
  await expectNothingRan(page, calls);
});

test("they run nothing either once the site's service worker controls the browser", async ({
  page,
  context,
}) => {
  // The worker installs in idle time, which a busy CPU gives rarely (tests/e2e/offline.spec.ts).
  test.setTimeout(120_000);
  const calls = beaconCalls(context);
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), {
      timeout: 60_000,
    })
    .toBe(true);
  await openPlanted(page);
  // Shown in a page first, the SVG is in the worker's picture cache: opened again, still nothing.
  await page.goto("/");
  await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
  }, PLANTED.svg);
  await openPlanted(page);
  await expectNothingRan(page, calls);
});

test("on a page of the site the planted SVG shows only as a picture: <object>, <embed> and <iframe> are refused", async ({
  page,
  context,
}) => {
  const calls = beaconCalls(context);
  await page.goto("/");
  await page.evaluate((src) => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${new URL(e.blockedURI).pathname}`),
    );
    const image = document.createElement("img");
    image.id = "planted";
    image.alt = "";
    image.src = src;
    const object = document.createElement("object");
    object.data = src;
    object.type = "image/svg+xml";
    const embed = document.createElement("embed");
    embed.src = src;
    embed.type = "image/svg+xml";
    const frame = document.createElement("iframe");
    frame.src = src;
    document.body.append(image, object, embed, frame);
  }, PLANTED.svg);
  // The picture loads (120 × 80), and runs nothing: a picture in <img> never does.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const image = document.getElementById("planted") as HTMLImageElement;
        return image.complete ? image.naturalWidth : 0;
      }),
    )
    .toBe(120);
  // The site's policy refuses the three ways a picture would be a document in the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { violations: string[] }).violations.toSorted(),
      ),
    )
    .toEqual([
      `frame-src ${PLANTED.svg}`,
      `object-src ${PLANTED.svg}`,
      `object-src ${PLANTED.svg}`,
    ]);
  expect(await markOf(page)).toBeNull();
  // The refused <iframe> holds Chromium's error page, not the picture.
  expect(page.frames().map((f) => f.url())).toEqual([
    page.url(),
    "chrome-error://chromewebdata/",
  ]);
  await expectNothingRan(page, calls);
});

test("the brochures still open in Chromium's PDF viewer (the full browser: the headless shell downloads them)", async ({
  baseURL,
  request,
}) => {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    for (const path of ["/files/brochure.pdf", "/files/brochure-mr.pdf"]) {
      // The title the viewer shows once it has read the document: the file's own.
      const file = await request.get(path);
      expect(file.headers()["content-security-policy"], path).not.toMatch(
        /\bsandbox\b/,
      );
      const title = (await PDFDocument.load(await file.body())).getTitle();
      expect(title, path).toBeTruthy();
      await page.goto(new URL(path, baseURL).href);
      await expect
        .poll(() =>
          page
            .frames()
            .some((f) =>
              f
                .url()
                .startsWith(
                  "chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/",
                ),
            ),
        )
        .toBe(true);
      const viewer = page
        .frames()
        .find((f) =>
          f
            .url()
            .startsWith("chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/"),
        )!;
      await expect(viewer.locator("viewer-toolbar #title")).toHaveText(title!);
      await expect(viewer.locator("viewer-error-dialog")).toHaveCount(0);
    }
  } finally {
    await browser.close();
  }
});
