/**
 * Registers the service worker that the production build writes (scripts/build/service-worker.ts),
 * in idle time once the page has hydrated. Never in development, where there is no sw.js. A
 * browser that refuses it (private mode, blocked storage) simply goes without.
 *
 * The page that registers it was loaded before the worker existed, so it keeps a copy of that
 * page and the pictures it showed (app/lib/service-worker-first-copy.ts). That code is fetched
 * in the idle time too: no page's first load carries it.
 */
export function registerServiceWorker(
  url = "/sw.js",
  enabled = import.meta.env.PROD,
) {
  if (!enabled || !("serviceWorker" in navigator)) return;
  const register = () =>
    void import("#app/lib/service-worker-first-copy.ts")
      .then((m) => m.registerAndKeep(url))
      .catch(() => {
        // Not fetched (offline, a deploy replaced it): the next page registers it.
      });
  if ("requestIdleCallback" in window) requestIdleCallback(register);
  else setTimeout(register, 1000);
}
