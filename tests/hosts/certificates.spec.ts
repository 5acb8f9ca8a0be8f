import { expect, test, type Page } from "@playwright/test";
import { requireContent } from "#scripts/content/load.ts";
import { printedQrAddress } from "#tests/e2e/certificate-qr.ts";
import { workerInCharge } from "#tests/security/device.ts";

// The site's own certificates (app/content/certificates/) as the host serves build/, the build
// `npm run build` made here: a certificate printed from it (`npm run certificates`, its PDF
// rendered by pdftoppm, its QR code read back by jsQR), opened on a phone that has visited the
// site once, with the network off: Genuine when the build had the signing key, and plainly
// "Not signed" when it had none (as CI builds it). Then, with a connection: a revoked one with
// its reason, and an unknown number, in Marathi. Run by the host suites (nginx, Cloudflare).
test.use({ serviceWorkers: "allow" });

const { certificates } = requireContent().content;
const issued = certificates.find((c) => !c.revoked);
const revoked = certificates.find((c) => c.revoked);
const fromBuild = { build: "build", env: {} };
const status = (page: Page) => page.getByRole("status");

test("a certificate printed from this build, opened offline, shows its name with the verdict of a build with or without the key", async ({
  page,
  context,
}) => {
  test.skip(!issued, "the site has no certificate");
  // The worker installs in idle time, which a busy CPU gives rarely.
  test.setTimeout(120_000);
  const address = await printedQrAddress(issued!.number, fromBuild);
  const { hash, pathname } = new URL(address);
  expect(pathname).toBe("/verify");
  // A signed record is <facts>.<signature>; a build without the key prints the facts alone.
  const signed = hash.includes(".");

  await page.goto("/contact");
  await workerInCharge(page, "/sw.js");
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            !!(await caches.match("/verify", { ignoreSearch: true })) &&
            !!(await caches.match("/mr/verify", { ignoreSearch: true })),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  try {
    for (const [path, heading, name] of [
      ["/verify", signed ? "Genuine" : "Not signed", issued!.name],
      [
        "/mr/verify",
        signed ? "खरे प्रमाणपत्र" : "सही नाही",
        issued!.nameMarathi ?? issued!.name,
      ],
    ] as const) {
      await page.goto(`${path}${hash}`);
      await expect(
        status(page).getByRole("heading", { name: heading }),
      ).toBeVisible();
      await expect(status(page).getByText(name, { exact: true })).toBeVisible();
      await expect(
        status(page).getByText(issued!.number, { exact: true }),
      ).toBeVisible();
    }
  } finally {
    await context.setOffline(false);
  }
});

test("with a connection, a revoked certificate shows its reason and an unknown number is not issued, in Marathi", async ({
  page,
}) => {
  if (revoked) {
    const { hash } = new URL(await printedQrAddress(revoked.number, fromBuild));
    await page.goto(`/mr/verify${hash}`);
    await expect(
      status(page).getByRole("heading", { name: "रद्द केलेले" }),
    ).toBeVisible();
    const { localized } = requireContent();
    const reason = localized.mr.certificates.find(
      (c) => c.number === revoked.number,
    )!.revoked!.reason;
    await expect(
      status(page).getByText(reason, { exact: false }),
    ).toBeVisible();
  }
  await page.goto("/mr/verify");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page
    .getByRole("textbox", { name: "प्रमाणपत्र क्रमांक" })
    .fill("NCI-2026-00000000-00000000");
  await page.getByRole("button", { name: "तपासा", exact: true }).click();
  await expect(
    status(page).getByRole("heading", { name: "या संस्थेने दिलेले नाही" }),
  ).toBeVisible();
});
