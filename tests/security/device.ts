// What a visitor's device holds, read in Chromium as any script on the site's origin could:
// the service worker in charge of the page, and every entry of every cache. For the specs that
// run with the service worker allowed (tests/security/service-worker.spec.ts,
// tests/hosts/sign-in.spec.ts).
import { expect, type Page } from "@playwright/test";

/** One entry of one cache: its address (path and query) and whether its body holds `secret`. */
export type Held = { cache: string; address: string; holdsSecret: boolean };

/**
 * Waits until the worker at `script` (a path, e.g. /sw.js) controls the page and has
 * activated: whatever it does when it activates is done by then.
 */
export async function workerInCharge(page: Page, script: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const path = (url?: string) => url && new URL(url).pathname;
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            controller: path(navigator.serviceWorker.controller?.scriptURL),
            active: path(registration?.active?.scriptURL),
            state: registration?.active?.state,
          };
        }),
      // A worker installs by fetching what it precaches: slow on a busy machine.
      { timeout: 60_000 },
    )
    .toEqual({ controller: script, active: script, state: "activated" });
}

/** Registers the worker at `script` from the page and waits until it is in charge. */
export async function installWorker(page: Page, script: string) {
  await page.evaluate(async (url) => {
    await navigator.serviceWorker.register(url);
  }, script);
  await workerInCharge(page, script);
}

/** Every entry of every cache of the page's origin, each body searched for `secret`. */
export function deviceCaches(page: Page, secret: string): Promise<Held[]> {
  return page.evaluate(async (secret) => {
    const held: Held[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const url = new URL(request.url);
        held.push({
          cache: name,
          address: url.pathname + url.search,
          holdsSecret: !!response && (await response.text()).includes(secret),
        });
      }
    }
    return held;
  }, secret);
}

/** The addresses among `held` that carry keys: the editor's and its sign-in's. */
export const privateAddresses = (held: Held[]) =>
  held
    .map((entry) => entry.address)
    .filter((address) => /^\/(?:admin|auth|callback)(?:[/?]|$)/.test(address));
