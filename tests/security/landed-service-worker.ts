// The service worker's rules as they first landed (scripts/build/service-worker.ts before it learnt
// to keep no key): its navigation rule left out /admin only, and Workbox kept whatever answered 200
// or opaque, no-store or not, so a staff member's sign-in left /auth and /callback (with the GitHub
// token in its script) in the `pages` cache. Planted into the hosts' copy of the build
// (planted-site.ts) under a name of its own, so that tests/security/service-worker.spec.ts can
// install it, sign in, and then update to the site's own sw.js. A record, not the site's rules:
// every value is written out as it was, nothing is imported from the code it replaced.
import { join } from "node:path";
import { generateSW } from "workbox-build";

/** Where the landed worker is served, beside the site's own /sw.js (same scope, "/"). */
export const LANDED_WORKER = "/sw-landed.js";

/** Writes the landed worker into `root`, precaching only the offline pages its rules fall back to. */
export async function writeLandedServiceWorker(root: string) {
  const { warnings } = await generateSW({
    swDest: join(root, LANDED_WORKER),
    globDirectory: root,
    globPatterns: ["offline.html", "mr/offline.html", "offline-image.svg"],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" &&
          (url.pathname === "/mr" || url.pathname.startsWith("/mr/")),
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: "/mr/offline.html" },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && !url.pathname.startsWith("/admin"),
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: "/offline.html" },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.endsWith(".data"),
        handler: "NetworkFirst",
        options: {
          cacheName: "page-data",
          networkTimeoutSeconds: 3,
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 60 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith("/images/"),
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: "images",
          expiration: { maxEntries: 300 },
          matchOptions: { ignoreVary: true },
          precacheFallback: { fallbackURL: "/offline-image.svg" },
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
  if (warnings.length)
    throw new Error(`the landed worker: ${warnings.join("; ")}`);
}
