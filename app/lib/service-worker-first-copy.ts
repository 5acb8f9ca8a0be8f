import { isPrivateAddress, keepsNoKey } from "#app/lib/service-worker-keys.ts";

/** The cache names the service worker uses (scripts/build/service-worker.ts). */
export const PAGE_CACHE = "pages";
export const IMAGE_CACHE = "images";

/**
 * Keeps `path` in `cache` by the worker's own rule (app/lib/service-worker-keys.ts): never a
 * private address, never an answer its server marked no-store or private.
 */
async function keep(cache: Cache, path: string) {
  const url = new URL(path, location.href);
  if (isPrivateAddress(url)) return;
  const response = await keepsNoKey({ response: await fetch(url) });
  if (response) await cache.put(url, response);
}

/**
 * Whether the page itself was answered 200. A not-found page (status 404) is not kept: the
 * cache would refuse it, and the browser reports the refusal as a console error. Where the
 * browser does not tell the status, the page is kept as before.
 */
function answeredOk(): boolean {
  const [navigation] = performance.getEntriesByType(
    "navigation",
  ) as PerformanceNavigationTiming[];
  return (navigation?.responseStatus ?? 200) === 200;
}

/**
 * Registers the worker at `url` and, on the first visit, keeps a copy of this page and the
 * pictures it showed, as the worker does for every later page. Loaded in idle time by
 * `registerServiceWorker` (app/lib/service-worker.ts), apart from the scripts every page loads.
 */
export async function registerAndKeep(url: string) {
  try {
    const first = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register(url);
    if (!first) return;
    await navigator.serviceWorker.ready;
    const pictures = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter(
        (u) =>
          u.origin === location.origin && u.pathname.startsWith("/images/"),
      )
      .map((u) => u.pathname);
    if (answeredOk())
      await keep(await caches.open(PAGE_CACHE), location.pathname);
    // One picture at a time: `addAll` sends every request in one task, which a phone feels
    // as a long task (Lighthouse measured it at 80 ms) while the visitor starts reading.
    const images = await caches.open(IMAGE_CACHE);
    for (const picture of pictures) await keep(images, picture);
  } catch {
    // Without a worker or its caches the site works as before, online.
  }
}
