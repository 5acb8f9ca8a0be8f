import { expect, test, type Page } from "@playwright/test";
import {
  deviceCaches,
  type Held,
  installWorker,
  privateAddresses,
} from "#tests/security/device.ts";
import { configureEditor, stubGitHubApi } from "#tests/hosts/editor.ts";
import { PLANTED } from "#tests/security/planted-site.ts";

// The staff's keys never stay on a device through the service worker
// (app/lib/service-worker-keys.ts): a device that already holds them from an earlier worker
// (the first one, planted as /sw-landed.js) loses them when the site's worker (/sw.js) takes over.
// Run by the host suites against nginx and the Worker; the sign-in needs the Worker's relay and
// the stub GitHub (GITHUB_STUB), so that part runs on Cloudflare only.
test.use({ serviceWorkers: "allow" });

const STUB = process.env.GITHUB_STUB;
const TOKEN = process.env.GITHUB_STUB_TOKEN;
const SITE_WORKER = "/sw.js";

/**
 * A page of the site that registers no worker itself (the offline page has no script), so that
 * the test decides which worker is in charge.
 */
async function openQuietPage(page: Page) {
  await page.goto("/offline.html");
}

/** What every visit leaves: a page's data, which the worker in charge keeps. */
const PAGE_DATA = "/courses/java.data";

/** Fetches a page's data as the site's pages do, and waits until the worker has kept it. */
async function keepPageData(page: Page) {
  await page.evaluate(async (path) => void (await fetch(path)).ok, PAGE_DATA);
  await expect
    .poll(async () =>
      (await deviceCaches(page, PAGE_DATA)).map((e) => e.address),
    )
    .toContain(PAGE_DATA);
}

/** Every entry but the precache's (the site's own files): what visits and sign-ins left. */
const visited = (held: Held[]) =>
  held
    .filter((e) => !e.cache.includes("precache"))
    .map((e) => `${e.cache} ${e.address}`);

/** Signs in through the real editor at /admin, its window going through /auth and /callback. */
async function signInThroughEditor(page: Page, token: string) {
  await configureEditor(page, new URL(page.url()).origin);
  // GitHub's API is not reachable here: the editor calling it with the token is the sign-in.
  const authorizations = await stubGitHubApi(page);
  await page.goto("/admin");
  const popupOpened = page.waitForEvent("popup");
  await page
    .getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ })
    .click();
  const popup = await popupOpened;
  await expect.poll(() => authorizations).toContain(`token ${token}`);
  await expect.poll(() => popup.isClosed()).toBe(true);
}

test("a device that holds an earlier worker's private entries loses them when the site's worker takes over", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openQuietPage(page);
  await installWorker(page, PLANTED.landedWorker);
  await keepPageData(page);
  // What an earlier worker could have left: the sign-in's pages, the editor's settings, and
  // pages of the site that their server marked no-store or private.
  await page.evaluate(async () => {
    const pages = await caches.open("pages");
    await pages.put(
      "/callback?code=c0de&state=5tate",
      new Response("<script>planted-secret</script>", {
        headers: { "Cache-Control": "no-store" },
      }),
    );
    await pages.put(
      "/auth?provider=github&site_id=localhost&scope=repo",
      Response.redirect("https://github.com/login/oauth/authorize", 302),
    );
    await pages.put(
      "/courses/java",
      new Response("planted-secret", {
        headers: { "Cache-Control": "private" },
      }),
    );
    await pages.put(
      "/contact",
      new Response("planted-secret", {
        headers: { "Cache-Control": "max-age=0, no-store" },
      }),
    );
    const other = await caches.open("someone-elses");
    await other.put("/admin/config.json", new Response("planted-secret"));
  });

  await installWorker(page, SITE_WORKER);
  const held = await deviceCaches(page, "planted-secret");
  expect(privateAddresses(held)).toEqual([]);
  expect(held.filter((e) => e.holdsSecret)).toEqual([]);
  // The page data the landed worker kept is still there: the clean-up took the keys only.
  expect(visited(held)).toEqual([`page-data ${PAGE_DATA}`]);
});

test("a page its server marks no-store is never kept by the site's worker", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openQuietPage(page);
  await installWorker(page, SITE_WORKER);
  // The host sends no-store on /contact only for this test: the worker fetches it through the
  // browser context, whose routes Chromium applies to a service worker's requests too.
  await context.route(
    (url) => url.pathname === "/contact",
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "cache-control": "no-store" },
      });
    },
  );
  for (const path of ["/contact", "/courses/java"]) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
  }
  const pages = (await deviceCaches(page, "no secret here"))
    .filter((e) => e.cache === "pages")
    .map((e) => e.address);
  expect(pages).toContain("/courses/java");
  expect(pages).not.toContain("/contact");
});

test.describe("the editor's sign-in on a device", () => {
  test.skip(!STUB || !TOKEN, "needs the Worker's relay: the Cloudflare suite");

  test("the first worker kept the token; the site's worker deletes it when it takes over", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openQuietPage(page);
    await installWorker(page, PLANTED.landedWorker);
    await keepPageData(page);
    await signInThroughEditor(page, TOKEN!);

    // The attack, reproduced: the sign-in's pages are in the cache, the token in one of them.
    const before = await deviceCaches(page, TOKEN!);
    expect(
      privateAddresses(before)
        .map((address) => address.split("?")[0])
        .sort(),
    ).toEqual(["/auth", "/callback"]);
    expect(
      before.filter((e) => e.holdsSecret).map((e) => e.address.split("?")[0]),
    ).toEqual(["/callback"]);

    await openQuietPage(page);
    await installWorker(page, SITE_WORKER);
    const after = await deviceCaches(page, TOKEN!);
    expect(privateAddresses(after)).toEqual([]);
    expect(after.filter((e) => e.holdsSecret)).toEqual([]);
    // What the visit kept is still there: the clean-up took the keys only.
    expect(visited(after)).toEqual([`page-data ${PAGE_DATA}`]);
  });
});
