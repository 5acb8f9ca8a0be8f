import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import { paths } from "#app/config/paths.ts";
import { expect, hydrated, test } from "#tests/e2e/fixtures.ts";

/**
 * Values a careless or hostile visitor may type: markup and script in many disguises, template
 * syntax, huge text, right-to-left and bidi controls, emoji, zero-width and control characters.
 * Each must be stored exactly and shown as text, and none may run.
 */
const HOSTILE = [
  "<script>window.__pwned=1</script>",
  '<img src=x onerror="window.__pwned=2">',
  '"><svg onload="window.__pwned=3">',
  "javascript:window.__pwned=4",
  "{{constructor.constructor('window.__pwned=5')()}}",
  "${window.__pwned=6}",
  '<iframe src="javascript:window.__pwned=7"></iframe>',
  "</textarea><script>window.__pwned=8</script>",
  "<b>bold</b> &lt;i&gt;entity&lt;/i&gt; &amp; &#x3C;",
  "Robert'); DROP TABLE students;--",
  '{"__proto__":{"polluted":true}}',
  "__proto__",
  "مرحبا بالعالم، أريد الالتحاق بالدورة",
  "\u202Eevil.exe\u202C and \u2067isolate\u2069",
  "שלום 123 עולם",
  "👩🏽‍💻🚀🇮🇳 नमस्ते दुनिया",
  "zero\u200Bwidth\u200Djoin\uFEFF",
  "bell\u0007escape\u001Btab\tend",
  "   ",
  "x".repeat(100_000),
  "🎉".repeat(5_000),
  "line one\nline two\r\nline three",
] as const;

test("hostile enquiries are kept verbatim, shown as text, and nothing runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(paths.course("java"));
  await hydrated(page);

  // Four values an enquiry; multi-line ones go to the multi-line Message field.
  const singleLine = HOSTILE.filter((v) => !v.includes("\n"));
  const multiLine = HOSTILE.filter((v) => v.includes("\n"));
  const sent: {
    name: string;
    email: string;
    phone: string;
    message: string;
  }[] = [];
  for (let i = 0; i < singleLine.length; i += 3) {
    const [name = "", email = "", phone = ""] = singleLine.slice(i, i + 3);
    const message =
      multiLine[i / 3] ?? singleLine[(i + 5) % singleLine.length]!;
    await page.getByRole("button", { name: "Enquiry Now" }).click();
    const dialog = page.getByRole("dialog", { name: /^Enquiry — / });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill(phone);
    await dialog.getByLabel("Message").fill(message);
    // What the fields hold is what must be kept (a textarea turns \r\n into \n).
    const typed = {
      name: await dialog.getByLabel("Name").inputValue(),
      email: await dialog.getByLabel("Email").inputValue(),
      phone: await dialog.getByLabel("Phone").inputValue(),
      message: await dialog.getByLabel("Message").inputValue(),
    };
    expect(typed).toEqual({
      name,
      email,
      phone,
      message: message.replace(/\r\n/g, "\n"),
    });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog).toHaveCount(0);
    sent.push(typed);
  }
  expect(sent.length * 4).toBeGreaterThanOrEqual(20);

  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!),
    ENQUIRY_STORAGE_KEY,
  );
  expect(
    stored.enquiries.map((e: Record<string, string>) => ({
      name: e.name,
      email: e.email,
      phone: e.phone,
      message: e.message,
    })),
  ).toEqual(sent);

  await page.goto(paths.myEnquiries);
  await hydrated(page);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(sent.length);
  const shown = (await cards.allTextContents()).join("\n");
  for (const enquiry of sent) {
    for (const value of Object.values(enquiry)) {
      if (value.trim()) expect(shown).toContain(value.trim().slice(0, 200));
    }
  }
  await expect(
    page
      .getByRole("main")
      .locator("article :is(script, img, svg:not([aria-hidden]), iframe, b)"),
  ).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => (({}) as Record<string, unknown>).polluted),
  ).toBeUndefined();
});

test("hostile values in the contact form stay as typed, are sent nowhere, and nothing runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(paths.contact);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Send us a Message" });
  const fields = ["Your Name", "Email", "Phone Number", "Degree"];
  // Anything that could carry what was typed: every request but the site's own code, which the
  // page fetches in idle time (the footer, the version check) while the visitor types.
  const requests: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    const ownCode =
      req.method() === "GET" &&
      url.origin === new URL(page.url()).origin &&
      /^\/assets\/[\w-]+\.js$/.test(url.pathname) &&
      !url.search;
    if (!ownCode && !url.hostname.endsWith("maps.google.com"))
      requests.push(`${req.method()} ${req.url()}`);
  });

  const singleLine = HOSTILE.filter((v) => !v.includes("\n"));
  for (let i = 0; i < singleLine.length; i += fields.length) {
    const values = fields.map(
      (_, j) => singleLine[(i + j) % singleLine.length]!,
    );
    for (const [j, label] of fields.entries())
      await form.getByLabel(label, { exact: true }).fill(values[j]!);
    await form.getByRole("button", { name: "Submit" }).click();
    for (const [j, label] of fields.entries()) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(
        values[j]!,
      );
    }
  }
  expect(requests).toEqual([]);
  await expect(form.locator(":is(script, img, iframe, b)")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
