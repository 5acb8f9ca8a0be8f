import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { withScriptHashes } from "#scripts/build/csp-hashes.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  test,
} from "#tests/e2e/fixtures.ts";

// The build the other e2e tests preview: the fixture site unless PREVIEW_ROOT says otherwise.
const BUILD = resolve(
  process.env.PREVIEW_ROOT ?? `${FIXTURE_BUILD_DIR}/client`,
);

/**
 * Publishes a new version of the site into `root` the way a rebuild does after a staff edit of
 * the contact page's intro: the text changes in the page and in its script, and the changed
 * scripts get new file names (the contact chunk, and the manifest that names it), and the pages
 * new policy hashes.
 */
function publishEdit(root: string, from: string, to: string) {
  const assets = join(root, "assets");
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (/^(contact|manifest)-/.test(name))
      renamed.set(name, name.replace(/-([^-]+)\.js$/, "-edited$1.js"));
  }
  for (const [name, next] of renamed)
    renameSync(join(assets, name), join(assets, next));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.(html|js)$/.test(f),
  );
  for (const file of files) {
    const path = join(root, file);
    let text = readFileSync(path, "utf8");
    const before = text;
    text = text.replaceAll(from, to);
    for (const [name, next] of renamed) text = text.replaceAll(name, next);
    if (text === before) continue;
    // The page's policy names the hashes of its inline scripts, which the build recomputes.
    if (file.endsWith(".html"))
      text = withScriptHashes(
        text.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""),
      );
    writeFileSync(path, text);
  }
}

/** A preview server of its own for `root`, on a free port. */
async function serve(root: string) {
  const server = createPreviewServer(root);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin };
}

test.use({ serviceWorkers: "allow" });

test("visited pages open again offline, others show the offline page, and an edit shows on the next visit", async ({
  page,
  context,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "phone",
    "the service worker does not depend on the viewport",
  );
  // The worker installs in idle time, which a busy CPU gives rarely: with both cores busy beside
  // npm test's parallel stages it took more than 15 s.
  test.setTimeout(120_000);
  // A copy of the build on a server of its own, so this test can publish an edit.
  const root = mkdtempSync(join(tmpdir(), "offline-e2e-"));
  cpSync(BUILD, root, { recursive: true });
  const { server, origin } = await serve(root);
  try {
    await page.goto(`${origin}/`);
    await hydrated(page);
    // The worker installs in idle time and keeps this first page too.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              !!navigator.serviceWorker.controller &&
              !!(await (await caches.open("pages")).match("/")),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    for (const path of ["/courses/java", "/contact"]) {
      await page.goto(`${origin}${path}`);
      await hydrated(page);
    }

    await context.setOffline(true);
    for (const [path, heading] of [
      ["/", "Software Training Institute"],
      ["/courses/java", "Java"],
      ["/contact", "Stay Connected"],
    ] as const) {
      await page.goto(`${origin}${path}`);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await hydrated(page);
    }

    await page.goto(`${origin}/about`);
    await expect(
      page.getByRole("heading", { level: 1, name: "You are offline" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Call +91 98765 43210" }),
    ).toHaveAttribute("href", "tel:+919876543210");
    await expect(
      page.getByRole("link", { name: /Chat on WhatsApp/ }),
    ).toHaveAttribute("href", "https://wa.me/919876543210");
    await expectNoAxeViolations(page);

    publishEdit(
      root,
      "Our counsellors will help you choose the right course",
      "Our counsellors now also answer on Sundays and will help you choose the right course",
    );
    await context.setOffline(false);
    await page.goto(`${origin}/contact`);
    await hydrated(page);
    await expect(
      page.getByText(/Our counsellors now also answer on Sundays/),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test("an unvisited Marathi page offline shows the Marathi offline page", async ({
  page,
  context,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "phone",
    "the service worker does not depend on the viewport",
  );
  test.setTimeout(120_000);
  const { server, origin } = await serve(BUILD);
  try {
    await page.goto(`${origin}/mr`);
    await hydrated(page);
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              !!navigator.serviceWorker.controller &&
              (await (await caches.open("pages")).keys()).some((r) =>
                new URL(r.url).pathname.startsWith("/mr"),
              ),
          ),
        // Installed in idle time (see above).
        { timeout: 60_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`${origin}/mr/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(
      page.getByRole("heading", { level: 1, name: "इंटरनेट कनेक्शन नाही" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "+91 98765 43210 वर कॉल करा" }),
    ).toHaveAttribute("href", "tel:+919876543210");
    await expect(
      page.getByRole("link", { name: /WhatsApp वर चॅट करा/ }),
    ).toHaveAttribute("href", "https://wa.me/919876543210");
    await expect(
      page.getByRole("link", { name: "मुख्यपृष्ठावर जा" }),
    ).toHaveAttribute("href", "/mr");
    await expectNoAxeViolations(page);

    // An English page never opened still gets the English one.
    await page.goto(`${origin}/about`);
    await expect(
      page.getByRole("heading", { level: 1, name: "You are offline" }),
    ).toBeVisible();

    // The batches' calendar files are precached: one never opened still comes, offline.
    const file = await page.evaluate(async () => {
      const reply = await fetch("/calendar/mr/java-101.ics");
      return {
        type: reply.headers.get("content-type"),
        // Unfolded (RFC 5545 §3.1): the Marathi summary is longer than one line of 75 octets.
        lines: (await reply.text()).replaceAll("\r\n ", "").split("\r\n"),
      };
    });
    expect(file.type).toMatch(/^text\/calendar/);
    expect(file.lines).toContain("DTSTART;TZID=Asia/Kolkata:20261207T170000");
    expect(file.lines).toContain("SUMMARY:Java फुल स्टॅक डेव्हलपमेंट (क्लासरूम)");
  } finally {
    await context.setOffline(false);
    server.close();
  }
});
