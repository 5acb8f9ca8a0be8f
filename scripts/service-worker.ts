// Writes build/client/sw.js with Workbox. What it does for visitors:
// - precaches the hashed scripts and the offline page, so every page the visitor opened can
//   start its app again without a network;
// - pages (and their .data) network-first with a short timeout, falling back to the copy from
//   the last visit, so staff edits show on the next visit that has a connection;
// - an address never opened, without a network: the offline page (phone and WhatsApp), in
//   Marathi for the Marathi pages (/mr, /mr/…);
// - pictures from the cache at once, refreshed in the background; offline, one never seen
//   is a pale panel; the brochure PDFs (English and Marathi, under /files/) once they have
//   been opened; the videos not at all (large, fetched in ranges; offline they do not play);
// - the batches' calendar files (/calendar/, about 1 KB each) precached: 'Add to calendar'
//   works offline for every batch, opened before or not.
import { join } from "node:path";
import { generateSW } from "workbox-build";
import { IMAGE_CACHE, PAGE_CACHE } from "#app/lib/service-worker.ts";
import { OFFLINE_IMAGE, OFFLINE_PAGES } from "#scripts/offline-page.ts";

export const SERVICE_WORKER = "sw.js";
/** How long a page waits for the network before showing its cached copy. */
export const PAGE_TIMEOUT_SECONDS = 3;

export async function writeServiceWorker(clientDir: string) {
  const { count, size, warnings } = await generateSW({
    swDest: join(clientDir, SERVICE_WORKER),
    globDirectory: clientDir,
    globPatterns: [
      "assets/*.{js,css}",
      ...Object.values(OFFLINE_PAGES),
      OFFLINE_IMAGE,
      "favicon.svg",
      "calendar/**/*.ics",
    ],
    // Hashed file names: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The Marathi pages: their own offline page. (The worker gets this function's source,
        // hence the language prefix written out; it is OFFLINE_PAGES.mr's folder.)
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" &&
          (url.pathname === "/mr" || url.pathname.startsWith("/mr/")),
        handler: "NetworkFirst",
        options: {
          cacheName: PAGE_CACHE,
          networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: `/${OFFLINE_PAGES.mr}` },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // The staff editor (/admin) always comes from the network, never from this cache.
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && !url.pathname.startsWith("/admin"),
        handler: "NetworkFirst",
        options: {
          cacheName: PAGE_CACHE,
          networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: `/${OFFLINE_PAGES.en}` },
          // Responses vary by encoding only, which the browser handles itself.
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.endsWith(".data"),
        handler: "NetworkFirst",
        options: {
          cacheName: "page-data",
          networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 60 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith("/images/"),
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: IMAGE_CACHE,
          expiration: { maxEntries: 300 },
          matchOptions: { ignoreVary: true },
          precacheFallback: { fallbackURL: `/${OFFLINE_IMAGE}` },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith("/files/"),
        handler: "NetworkFirst",
        options: { cacheName: "files", expiration: { maxEntries: 5 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
