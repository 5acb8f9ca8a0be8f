// Takes the pictures of docs/go-live.md: the site's own /setup pages, as the Worker writes them
// (host/setup.ts), at a phone's width (390 px), against the stand-in for GitHub on loopback
// (./github-app-stub.ts). Needs no build: `node scripts/tools/setup-screenshots.ts`.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import type { Store } from "#host/github-app.ts";
import { setup, type SetupEnv } from "#host/setup.ts";
import { sfntOf } from "#scripts/build/pdf-shaped-text.ts";
import { listenOnLoopback } from "#scripts/publish/loopback.ts";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { githubStub } from "#scripts/tools/github-app-stub.ts";

const OUT = "docs/go-live";
/** The address the pictures show: an institute's own domain. */
const SITE = "https://www.your-institute.in";
const CODE = "tulsi-garden-1987-kolhapur";

const stub = githubStub();
const github = await listenOnLoopback(stub.server);
const entries = new Map<string, string>();
const store: Store = {
  get: async (key) => entries.get(key) ?? null,
  put: async (key, value) => void entries.set(key, value),
};
const env: SetupEnv = {
  SETUP: store,
  SETUP_CODE: CODE,
  SITE_URL: SITE,
  GITHUB_URL: github.url,
};

// The pages name no font file (their policy loads none): a phone draws Marathi with its own
// Devanagari font. This machine may have none, so the browser is given the project's Noto Sans
// Devanagari (the brochure's, as TrueType) through fontconfig, beside the system's fonts.
const fonts = mkdtempSync(join(tmpdir(), "setup-fonts-"));
for (const weight of [400, 700])
  writeFileSync(
    join(fonts, `noto-sans-devanagari-${weight}.ttf`),
    sfntOf(
      readFileSync(
        `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
      ),
    ),
  );
writeFileSync(
  join(fonts, "fonts.conf"),
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${join(fonts, "cache")}</cachedir>
</fontconfig>
`,
);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS],
  env: { ...process.env, FONTCONFIG_FILE: join(fonts, "fonts.conf") },
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  locale: "en-IN",
});
// Every request to the site is answered by the Worker's own /setup; GitHub's pages by the stub
// (their addresses are the stub's, so the browser reaches them on loopback).
await context.route(`${SITE}/**`, async (route) => {
  const request = route.request();
  const reply =
    (await setup(
      new Request(request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      }),
      env,
    )) ?? new Response("Not found\n", { status: 404 });
  await route.fulfill({
    status: reply.status,
    headers: Object.fromEntries(reply.headers),
    body: Buffer.from(await reply.arrayBuffer()),
  });
});
const page = await context.newPage();
mkdirSync(OUT, { recursive: true });

/** The whole page, at 390 px, as a PNG small enough for the repository. */
async function picture(page: Page, name: string) {
  const png = await page.screenshot({ fullPage: true });
  await sharp(png)
    .resize({ width: 780 })
    .png({ palette: true, quality: 80 })
    .toFile(`${OUT}/${name}.png`);
  console.log(`${OUT}/${name}.png`);
}

await page.goto(`${SITE}/setup`);
await picture(page, "1-setup-code");

await page.getByLabel(/^Setup code/).fill("a wrong code!");
await page.getByRole("button", { name: /^Continue/ }).click();
await page.getByText("That setup code is not right.").waitFor();
await picture(page, "2-wrong-code");

await page.getByLabel(/^Setup code/).fill(CODE);
await page.getByRole("button", { name: /^Continue/ }).click();
await page.getByRole("button", { name: /^Create the App on GitHub/ }).waitFor();
await picture(page, "3-create-the-app");

// GitHub's confirmation and installation (the stub's), then the site's last page.
await page.getByRole("button", { name: /^Create the App on GitHub/ }).click();
await page.getByRole("heading", { name: /^Almost done/ }).waitFor();
await picture(page, "4-the-key");

await browser.close();
await github.close();
rmSync(fonts, { recursive: true, force: true });
