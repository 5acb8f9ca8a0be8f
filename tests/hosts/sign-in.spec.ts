import { expect, test } from "@playwright/test";
import { configureEditor, stubGitHubApi } from "#tests/hosts/editor.ts";
import {
  deviceCaches,
  privateAddresses,
  workerInCharge,
} from "#tests/security/device.ts";

// The editor's sign-in through the relay on the site's own origin (host/relay.ts), in
// Chromium, against the stub GitHub the Cloudflare suite started (GITHUB_STUB). The editor is
// the real Sveltia CMS at /admin, given the configuration the editor's build ships, with
// backend.base_url (the live site's origin, from wrangler.jsonc) pointed at this one;
// auth_endpoint is the default ("auth").
const STUB = process.env.GITHUB_STUB;
const TOKEN = process.env.GITHUB_STUB_TOKEN;
test.skip(!STUB || !TOKEN, "run by tests/hosts/cloudflare.check.ts");
// As a staff member's browser has it: the site's service worker installed, and in charge of the
// editor's page and of the sign-in window (app/lib/service-worker-keys.ts).
test.use({ serviceWorkers: "allow" });

test("the editor signs in with GitHub and receives the token", async ({
  page,
  baseURL,
}) => {
  // The worker installs in idle time, which a busy machine gives rarely.
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // A visit to the site first: its worker installs, keeps the page, and is in charge from then on.
  await page.goto("/");
  await workerInCharge(page, "/sw.js");
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => !!(await caches.match("/", { cacheName: "pages" })),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await configureEditor(page, origin);
  // GitHub's API is not reachable here: note what the editor sends it once signed in.
  const authorizations = await stubGitHubApi(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  await page.goto("/admin");
  const popupOpened = page.waitForEvent("popup");
  // Watched from before the click: the window may reach the relay's callback, hand over the
  // token and be closed by the editor before its address could be read.
  const authorized = page
    .context()
    .waitForEvent("request", (r) =>
      r.url().startsWith(`${STUB}/login/oauth/authorize?`),
    );
  const calledBack = page
    .context()
    .waitForEvent("request", (r) => r.url().startsWith(`${origin}/callback?`));
  await page
    .getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ })
    .click();
  const popup = await popupOpened;
  // The window went through the stub's authorize page for the site's GitHub App, asking for
  // no scope (not what the editor asks: it always adds "user"; an App's token has the App's
  // permissions only) with a PKCE challenge, and came back.
  const asked = new URL((await authorized).url()).searchParams;
  expect(asked.get("scope")).toBeNull();
  expect(asked.get("code_challenge_method")).toBe("S256");
  await calledBack;
  // The editor got the token from the window: it calls GitHub's API with it, and closes the
  // window. With the site's opener policy (same-origin) the window was cut off instead.
  await expect.poll(() => authorizations).toContain(`token ${TOKEN}`);
  await expect.poll(() => popup.isClosed()).toBe(true);
  // The stand-in answers 401, as GitHub does once the App's token has expired (eight hours):
  // the editor says so in plain words, with a way to sign in again.
  await expect(
    page.getByRole("alert").filter({ hasText: "Your sign-in has ended" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Sign in again · पुन्हा sign in करा" }),
  ).toBeFocused();
  expect(errors).toEqual([]);
  // Nothing of the sign-in stayed on the device: no cache holds its addresses or the token,
  // while the page the staff member opened first is kept as for any visitor.
  const held = await deviceCaches(page, TOKEN!);
  expect(privateAddresses(held)).toEqual([]);
  expect(held.filter((e) => e.holdsSecret)).toEqual([]);
  expect(held.filter((e) => e.cache === "pages").map((e) => e.address)).toEqual(
    ["/"],
  );
});

test("a staff member who presses Cancel on GitHub is told so in the editor, and can sign in again", async ({
  page,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  await configureEditor(page, origin);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/admin");
  // GitHub (the stub) answers the next sign-in as a Cancel: error=access_denied.
  expect((await request.post(`${STUB}/stub/cancel-next`)).status()).toBe(204);
  const popupOpened = page.waitForEvent("popup");
  const signIn = page.getByRole("button", {
    name: /^Sign In with \W*GitHub\W*$/,
  });
  await signIn.click();
  const popup = await popupOpened;
  await expect(
    page.getByText(
      "You cancelled the sign-in on GitHub, so you are not signed in. To try again, press “Sign In with GitHub”.",
    ),
  ).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(signIn).toBeEnabled();
  expect(errors).toEqual([]);
});

test("a page on another origin that opens the sign-in window never receives the token", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // A page elsewhere that speaks the editor's handshake and collects what it is sent.
  await page.route("https://foreign.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>elsewhere</title><script>
        window.received = [];
        addEventListener("message", (e) => {
          window.received.push(String(e.data));
          if (e.data === "authorizing:github") e.source.postMessage(e.data, e.origin);
        });
      </script>
      <button onclick='window.popup = window.open(${JSON.stringify(`${origin}/auth?provider=github&site_id=foreign.example&scope=repo`)}, "auth")'>Sign in</button>`,
    }),
  );
  await page.goto("https://foreign.example/");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${origin}/callback?**`);
  await popup.waitForLoadState("load");
  // The foreign page asks for the token as the editor would. The relay's own listener came
  // first; a marker sent after it from the same window arrives after anything it sent.
  await popup.evaluate(() => {
    addEventListener("message", (e) => {
      if (e.data === "authorizing:github")
        setTimeout(() => window.opener?.postMessage("marker", "*"));
    });
  });
  await page.evaluate(() =>
    (window as unknown as { popup: Window }).popup.postMessage(
      "authorizing:github",
      "*",
    ),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { received: string[] }).received,
      ),
    )
    .toContain("marker");
  const received = await page.evaluate(
    () => (window as unknown as { received: string[] }).received,
  );
  expect(received).toEqual(["marker"]);
  expect(JSON.stringify(received)).not.toContain(TOKEN!);
});
