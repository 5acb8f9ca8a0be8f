// Writes build/client/sw.js with Workbox. What it does for visitors:
// - precaches the hashed scripts and the offline page, so every page the visitor opened can
//   start its app again without a network;
// - pages (and their .data) network-first with a short timeout, falling back to the copy from
//   the last visit, so staff edits show on the next visit that has a connection; a page from
//   that copy is marked with the day it was fetched, which the page then shows (saved-copy.ts);
// - an address never opened, without a network: the offline page (phone and WhatsApp), in
//   Marathi for the Marathi pages (/mr, /mr/…);
// - pictures from the cache at once, refreshed in the background; offline, one never seen
//   is a pale panel; the brochure PDFs (English and Marathi, under /files/) once they have
//   been opened; the videos not at all (large, fetched in ranges; offline they do not play);
// - the batches' calendar files (/calendar/, about 1 KB each) precached: 'Add to calendar'
//   works offline for every batch, opened before or not;
// - the certificate check (/verify, /mr/verify) and the revocation list precached: a QR code
//   opened without a connection is checked, on a phone that has opened any page of the site
//   before, against the revocations known at its last visit (the list carries its day). The
//   certificates' own files are never kept: a lookup needs the network.
// And what it never keeps (app/lib/service-worker-keys.ts): the staff editor (/admin), its
// sign-in (/auth, /callback, whose last page carries a GitHub token) and any answer marked
// no-store or private; what an earlier worker kept of these is deleted when this one activates.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import {
  generateSW,
  type ManifestTransform,
  type RuntimeCaching,
} from "workbox-build";
import { IMAGE_CACHE, PAGE_CACHE } from "#app/lib/service-worker-first-copy.ts";
import { isPrivateAddress, keepsNoKey } from "#app/lib/service-worker-keys.ts";
import { markSavedCopy } from "#app/lib/saved-copy.ts";
import { OFFLINE_IMAGE, OFFLINE_PAGES } from "#scripts/build/offline-page.ts";

export const SERVICE_WORKER = "sw.js";
/**
 * The worker's own part (app/entry.service-worker.ts), built to a classic script that sw.js
 * imports before Workbox's code: it steps aside for private addresses and forgets what an
 * earlier worker kept. Served and revalidated like sw.js; the browser compares it byte for byte
 * when it checks the worker for an update.
 */
export const WORKER_GUARD = "sw-keys.js";
/** How long a page waits for the network before showing its cached copy. */
export const PAGE_TIMEOUT_SECONDS = 3;

/**
 * Every runtime rule's plugin: only a 200 that its server let caches keep is stored. (Any
 * `cacheWillUpdate` replaces Workbox's default, which also kept opaque answers.)
 */
const KEEPS_NO_KEY = { cacheWillUpdate: keepsNoKey };

/**
 * The page rules' plugin besides: a page answered from the device's copy carries the day it was
 * fetched, which the page shows ("Saved copy from 27 Nov 2026: seats may have changed"). Only
 * an answer from the cache passes through it; one from the network never does.
 */
const MARKS_SAVED_COPY = { cachedResponseWillBeUsed: markSavedCopy };

/**
 * The precache holds only files of the build matched by `globPatterns`; never the editor's
 * (were a pattern ever to match them). The sign-in's addresses are the Worker's answers, never
 * files, so no pattern can match them.
 */
export const leavePrivateOut: ManifestTransform = (entries) => {
  const site = "https://site.invalid/";
  const left = entries.filter((e) => isPrivateAddress(new URL(e.url, site)));
  return {
    manifest: entries.filter((e) => !left.includes(e)),
    warnings: left.map((e) => `${e.url} is private: not precached`),
  };
};

/** The pages precached at their own address (a navigation there is answered from the precache). */
export const PRECACHED_PAGES = ["verify", "mr/verify"] as const;

/**
 * The precache names a page by its address (`verify`), not by its file (`verify/index.html`),
 * so that a navigation to the address finds it; the worker fetches it there on install.
 */
export const pagesAtTheirAddress: ManifestTransform = (entries) => ({
  manifest: entries.map((e) => {
    const page = PRECACHED_PAGES.find((p) => e.url === `${p}/index.html`);
    return page ? { ...e, url: page } : e;
  }),
  warnings: [],
});

export async function writeServiceWorker(clientDir: string) {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(
          new URL("../../app/entry.service-worker.ts", import.meta.url),
        ),
        formats: ["iife"],
        name: "workerGuard",
        fileName: () => WORKER_GUARD,
      },
    },
  });
  const { count, size, warnings } = await generateSW({
    swDest: join(clientDir, SERVICE_WORKER),
    importScripts: [WORKER_GUARD],
    globDirectory: clientDir,
    globPatterns: [
      "assets/*.{js,css}",
      ...Object.values(OFFLINE_PAGES),
      OFFLINE_IMAGE,
      "favicon.svg",
      "calendar/**/*.ics",
      "certificates/revoked.json",
      ...PRECACHED_PAGES.map((p) => `${p}/index.html`),
    ],
    manifestTransforms: [leavePrivateOut, pagesAtTheirAddress],
    // Hashed file names: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: runtimeCaching(),
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

/** The runtime rules, first match wins; each one with the plugin that keeps no key. */
export function runtimeCaching(): RuntimeCaching[] {
  const rules: RuntimeCaching[] = [
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
      // The editor's and the sign-in's addresses never reach a rule (WORKER_GUARD).
      urlPattern: ({ request }) => request.mode === "navigate",
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
  ];
  return rules.map((rule) => ({
    ...rule,
    options: {
      ...rule.options,
      plugins:
        rule.options?.cacheName === PAGE_CACHE
          ? [KEEPS_NO_KEY, MARKS_SAVED_COPY]
          : [KEEPS_NO_KEY],
    },
  }));
}
