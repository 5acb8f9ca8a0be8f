import { createPrivateKey, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { printedQrAddress, readQr } from "#tests/e2e/certificate-qr.ts";
import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";
import {
  PRIYA,
  PRIYA_RECORD,
  SNEHA,
} from "#tests/fixtures/certificates/records.ts";

/*
 * Certificates as an employer checks them and as the staff print them, on the fixture build
 * (signed with the tests' key, tests/fixtures/certificates/): a printed certificate's QR code read
 * back from its PDF and opened on a phone with the network off, a changed or foreign record, a
 * revoked certificate, an unknown number, a record without a signature, in English and Marathi.
 */

/** The fixture site's public address (tests/fixtures/content/site.json), which QR codes open. */
const SITE = "https://www.nimbus-institute.example.com";

/**
 * A certificate's own file is fetched to know whether it was revoked, and without it the
 * revocation list: offline those fetches fail, and for an unknown number the host answers 404.
 * Both are the page working as it should, so the fixture's check of failed requests is told to
 * expect them, and only them.
 */
function expectLookups(problems: { messages: string[] }) {
  // Chromium logs an offline fetch without its address.
  const lookup =
    /\/certificates\/([0-9a-f]{32}|revoked)\.json|^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
  const rest = problems.messages.filter((m) => !lookup.test(m));
  problems.messages.splice(0, problems.messages.length, ...rest);
}

/** The bytes of a record's facts and its signature, to change them as a forger would. */
function partsOf(record: string) {
  const [facts, signature] = record.split(".") as [string, string];
  return {
    lines: Buffer.from(facts, "base64url").toString("utf8").split("\n"),
    signature,
  };
}
const encode = (lines: string[]) =>
  Buffer.from(lines.join("\n"), "utf8").toString("base64url");

const verdict = (page: Page) => page.getByRole("status");

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a printed certificate's QR code, opened on a phone with the network off, shows Genuine and the student, in English and Marathi", async ({
    page,
    context,
    problems,
  }) => {
    // The worker installs in idle time, which a busy CPU gives rarely.
    test.setTimeout(120_000);
    const address = await printedQrAddress(PRIYA);
    expect(address).toBe(`${SITE}/verify#${PRIYA_RECORD}`);
    const { hash } = new URL(address);

    // Any page of the site, opened once with a connection, installs the worker.
    await page.goto("/contact");
    await hydrated(page);
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              !!navigator.serviceWorker.controller &&
              !!(await caches.match("/verify", { ignoreSearch: true })) &&
              !!(await caches.match("/certificates/revoked.json", {
                ignoreSearch: true,
              })),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.goto(`/verify${hash}`);
      await expect(
        verdict(page).getByRole("heading", { name: "Genuine" }),
      ).toBeVisible();
      for (const text of [
        "This certificate was issued by Nimbus Computer Institute.",
        "Priya Patil",
        "Java",
        "1 Jun 2026 to 28 Aug 2026",
        "5 Sep 2026",
        PRIYA,
        "Checked on this phone without a connection, against the certificates revoked as of 20 Nov 2026.",
      ])
        await expect(
          verdict(page).getByText(text, { exact: true }),
        ).toBeVisible();

      await page.goto(`/mr/verify${hash}`);
      await expect(
        verdict(page).getByRole("heading", { name: "खरे प्रमाणपत्र" }),
      ).toBeVisible();
      for (const text of [
        "प्रिया पाटील",
        "1 जून 2026 ते 28 ऑगस्ट 2026",
        "इंटरनेटशिवाय या फोनवर तपासले, 20 नोव्हेंबर 2026 पर्यंत रद्द झालेल्या प्रमाणपत्रांच्या यादीशी.",
      ])
        await expect(
          verdict(page).getByText(text, { exact: true }),
        ).toBeVisible();

      // A revoked certificate's QR code still carries a good signature: offline, the kept list
      // of revoked numbers says it was revoked.
      const revoked = new URL(await printedQrAddress(SNEHA)).hash;
      await page.goto(`/verify${revoked}`);
      await expect(
        verdict(page).getByRole("heading", { name: "Revoked" }),
      ).toBeVisible();
      await expect(
        verdict(page).getByText(
          "The reason is shown when you check it with a connection.",
        ),
      ).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    expectLookups(problems);
  });
});

test("a changed name, a record signed by another key and a revoked certificate each get their verdict, in English and Marathi", async ({
  page,
}) => {
  // Six visits of the verify page in one test: 60 s ran out beside the other suites in CI.
  test.slow();
  const { lines, signature } = partsOf(PRIYA_RECORD);
  // One letter of the name changed, the institute's signature kept.
  const changed = lines.map((l) => (l === "Priya Patil" ? "Priya Patel" : l));
  const tampered = `${encode(changed)}.${signature}`;
  // The same facts signed by a key the institute does not have, claiming the institute's key.
  const foreignKey = createPrivateKey(
    readFileSync("tests/fixtures/certificates/TEST-ONLY-foreign-key.pem"),
  );
  const foreign = `${encode(lines)}.${sign(null, Buffer.from(lines.join("\n")), foreignKey).toString("base64url")}`;

  for (const record of [tampered, foreign]) {
    await page.goto(`/verify#${record}`);
    await expect(
      verdict(page).getByRole("heading", {
        name: "Not issued by this institute",
      }),
    ).toBeVisible();
    await expect(page.getByText("Priya Pat", { exact: false })).toHaveCount(0);
    await page.goto(`/mr/verify#${record}`);
    await expect(
      verdict(page).getByRole("heading", { name: "या संस्थेने दिलेले नाही" }),
    ).toBeVisible();
  }

  // The revoked certificate's QR code, with a connection: revoked, with the reason.
  const revoked = new URL(await printedQrAddress(SNEHA)).hash;
  await page.goto(`/verify${revoked}`);
  await expect(
    verdict(page).getByRole("heading", { name: "Revoked" }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "Revoked on 2 Oct 2026: Issued in error: the course was not completed",
    ),
  ).toBeVisible();
  await expect(verdict(page).getByText("Sneha Jadhav")).toBeVisible();
  await page.goto(`/mr/verify${revoked}`);
  await expect(
    verdict(page).getByRole("heading", { name: "रद्द केलेले" }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "2 ऑक्टोबर 2026 रोजी रद्द: चुकून दिले: कोर्स पूर्ण झाला नव्हता",
    ),
  ).toBeVisible();
  await expect(verdict(page).getByText("स्नेहा जाधव")).toBeVisible();
});

test("a typed number is looked up: revoked with its reason, an unknown number not issued, and text that is no number said so", async ({
  page,
  problems,
}) => {
  await page.goto("/verify");
  await hydrated(page);
  const box = page.getByRole("textbox", { name: "Certificate number" });
  // As someone copies it off paper: small letters, spaces.
  await box.fill("nci 2026 d06e58b2 19c4f7a5");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(
    verdict(page).getByRole("heading", { name: "Revoked" }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "Revoked on 2 Oct 2026: Issued in error: the course was not completed",
    ),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "Checked against the institute's records just now.",
    ),
  ).toBeVisible();

  await box.fill("NCI-2026-00000000-00000000");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(
    verdict(page).getByRole("heading", {
      name: "Not issued by this institute",
    }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "No certificate of Nimbus Computer Institute has the number NCI-2026-00000000-00000000. Check the number on the certificate and try again.",
    ),
  ).toBeVisible();

  await box.fill("hello");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(
    verdict(page).getByText(
      '"HELLO" is not a certificate number. Numbers look like NCI-2026-7A3F09BC-1D2E88F0.',
    ),
  ).toBeVisible();

  // Sent before the app ran (the form's plain GET), the number is checked once it runs.
  await page.goto(`/mr/verify?number=${PRIYA}`);
  await expect(
    verdict(page).getByRole("heading", { name: "खरे प्रमाणपत्र" }),
  ).toBeVisible();
  await expect(verdict(page).getByText("प्रिया पाटील")).toBeVisible();
  await page
    .getByRole("textbox", { name: "प्रमाणपत्र क्रमांक" })
    .fill("NCI-2026-00000000-00000000");
  await page.getByRole("button", { name: "तपासा", exact: true }).click();
  await expect(
    verdict(page).getByRole("heading", { name: "या संस्थेने दिलेले नाही" }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText(
      "NCI-2026-00000000-00000000 या क्रमांकाचे Nimbus Computer Institute चे कोणतेही प्रमाणपत्र नाही. प्रमाणपत्रावरील क्रमांक पुन्हा पाहून तपासा.",
    ),
  ).toBeVisible();
  expectLookups(problems);
});

test("on a first visit, with nothing but the page and its script (no file of the certificates reachable), a signed code is Genuine and says it knows no revocations yet", async ({
  page,
  problems,
}) => {
  await page.route("**/certificates/*.json", (route) =>
    route.abort("internetdisconnected"),
  );
  await page.goto(`/verify#${PRIYA_RECORD}`);
  await expect(
    verdict(page).getByRole("heading", { name: "Genuine" }),
  ).toBeVisible();
  for (const text of [
    "Priya Patil",
    PRIYA,
    "Checked on this phone without a connection. This phone does not know of any revoked certificates yet: check again with a connection to be sure.",
  ])
    await expect(verdict(page).getByText(text, { exact: true })).toBeVisible();
  expectLookups(problems);
});

test("a record without a signature, as a build without the key prints it: 'Not signed' with the name offline, judged by the institute's record online", async ({
  page,
  problems,
}) => {
  const { lines } = partsOf(PRIYA_RECORD);
  lines[1] = "";
  const unsigned = encode(lines);

  // No connection to the site's records (the page itself is here): "Not signed", with the name.
  await page.route("**/certificates/*.json", (route) =>
    route.abort("internetdisconnected"),
  );
  for (const [path, heading, name] of [
    ["/verify", "Not signed", "Priya Patil"],
    ["/mr/verify", "सही नाही", "प्रिया पाटील"],
  ] as const) {
    await page.goto(`${path}#${unsigned}`);
    await expect(
      verdict(page).getByRole("heading", { name: heading }),
    ).toBeVisible();
    await expect(verdict(page).getByText(name, { exact: true })).toBeVisible();
  }
  await page.unroute("**/certificates/*.json");

  // Online, the institute's own record of the number decides: this one is signed and says the
  // same, so the certificate is genuine; a name changed in an unsigned code is not issued.
  await page.goto(`/verify#${unsigned}`);
  await expect(
    verdict(page).getByRole("heading", { name: "Genuine" }),
  ).toBeVisible();
  await expect(
    verdict(page).getByText("Priya Patil", { exact: true }),
  ).toBeVisible();
  const forged = encode(
    lines.map((l) => (l === "Priya Patil" ? "Priya Patel" : l)),
  );
  await page.goto(`/mr/verify#${forged}`);
  await expect(
    verdict(page).getByRole("heading", { name: "या संस्थेने दिलेले नाही" }),
  ).toBeVisible();
  await expect(page.getByText("Priya Pat", { exact: false })).toHaveCount(0);
  expectLookups(problems);
});

test("staff print a certificate at /admin/certificate: both languages, its QR code and number, the same record as the PDF", async ({
  page,
  problems,
}) => {
  await page.goto("/admin/certificate");
  await expect(
    page.locator('meta[name="robots"][content="noindex, nofollow"]'),
  ).toHaveCount(1);
  await page.getByRole("textbox", { name: "Certificate number" }).fill(PRIYA);
  await page.getByRole("button", { name: "Show the certificate" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${PRIYA}: Priya Patil. English and Marathi pages.`,
  );
  await expect(page.getByText("Priya Patil", { exact: true })).toBeVisible();
  await expect(page.getByText("प्रिया पाटील", { exact: true })).toBeVisible();
  const codes = page.getByRole("img", { name: `Certificate number ${PRIYA}` });
  await expect(codes).toHaveCount(1);
  await expect(
    page.getByRole("img", { name: `प्रमाणपत्र क्रमांक ${PRIYA}` }),
  ).toHaveCount(1);
  await expect(
    page.getByRole("button", { name: "Print or save as PDF" }),
  ).toBeVisible();
  // The code as drawn, rendered at a printer's resolution rather than the phone's screen.
  const svg = await codes.evaluate((el) => el.outerHTML);
  const png = await sharp(
    Buffer.from(svg.replace("<svg ", '<svg width="800" height="800" ')),
  )
    .flatten({ background: "#fff" })
    .png()
    .toBuffer();
  expect(await readQr(png)).toBe(`${SITE}/verify#${PRIYA_RECORD}`);

  // A revoked certificate is drawn as published, with a warning not to hand it out.
  await page.getByRole("textbox", { name: "Certificate number" }).fill(SNEHA);
  await page.getByRole("button", { name: "Show the certificate" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${SNEHA}: Sneha Jadhav. English and Marathi pages. Warning: this certificate was revoked on 2 Oct 2026 (Issued in error: the course was not completed): its QR code reads “Revoked”. Do not hand it out.`,
  );
  // An unknown number: nothing to print.
  await page
    .getByRole("textbox", { name: "Certificate number" })
    .fill("NCI-2026-00000000-00000000");
  await page.getByRole("button", { name: "Show the certificate" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "No certificate has this number on the site. Check it in the editor (Certificates), and that the site has been published since it was saved.",
  );
  await expect(
    page.getByRole("button", { name: "Print or save as PDF" }),
  ).toBeHidden();
  expectLookups(problems);
});
