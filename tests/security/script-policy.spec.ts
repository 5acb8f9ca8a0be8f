import { expect, test } from "@playwright/test";

// A rendering bug or a planted file that lets markup into a page must not run script: each
// page's own <meta> policy (scripts/build/csp-hashes.ts) allows its own inline scripts by hash and
// nothing else, the not-found and offline pages too. Run by the host suites against nginx and
// the Worker, with the service worker allowed, as a visitor's browser has it.
test.use({ serviceWorkers: "allow" });

const PAGES = [
  "/",
  "/courses/java",
  "/mr/contact",
  "/no-such-page",
  "/mr/no-such-page",
  "/offline.html",
  "/mr/offline.html",
];

for (const path of PAGES) {
  test(`${path}: script injected into the page does not run`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { violations: seen });
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(e.effectiveDirective),
      );
      const script = document.createElement("script");
      script.textContent = "window.injected = 'script';";
      document.body.append(script);
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.injected = 'handler';");
      image.src = "/no-such-picture.png";
      document.body.append(image);
      const link = document.createElement("a");
      link.href = "javascript:window.injected = 'link'";
      link.textContent = "injected";
      document.body.append(link);
      link.click();
    });
    // The browser reports each refusal: the script, the handler and the link's address.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { violations: string[] }).violations.filter(
            (d) => d.startsWith("script-src"),
          ),
        ),
      )
      .toHaveLength(3);
    expect(
      await page.evaluate(
        () => (window as unknown as { injected?: string }).injected,
      ),
    ).toBeUndefined();
  });
}
