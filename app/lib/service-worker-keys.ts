/**
 * What the service worker (scripts/build/service-worker.ts) must never keep on a device: the staff
 * editor and its sign-in, whose pages hand a GitHub token to the editor, and any response its
 * server marked `no-store` or `private`. One home for the rule: the worker imports it (built
 * into sw-keys.js, app/entry.service-worker.ts), every runtime rule gets `keepsNoKey` as its
 * plugin, the build leaves these addresses out of the precache, and the page's own first copy
 * (app/lib/service-worker-first-copy.ts) asks it too.
 */

/** The first segments of the editor's and the sign-in's addresses. */
const PRIVATE_FIRST_SEGMENTS = new Set(["admin", "auth", "callback"]);

/**
 * A path's segments as the most lenient host might read them: percent-encoding decoded (one
 * byte at a time, so a broken sequence stays as written and nothing throws; again while that
 * changes anything, for `%2561`), `\` read as `/`, empty and `.` segments dropped (`//admin`),
 * `..` resolved, letters in lower case (`/Admin`).
 */
function looseSegments(pathname: string): string[] {
  let path = pathname;
  for (;;) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().split(/[/\\]/)) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return segments;
}

/**
 * The editor (`/admin` and below) and its sign-in (`/auth`, `/callback`: host/relay.ts, whose
 * last page carries the token in its script). By path alone, whatever the origin or query: the
 * worker keeps nothing of another origin anyway. Read loosely (`looseSegments`): a host may
 * serve the editor or the relay at `/%61dmin/`, `/Admin/` or `//callback` too, and keeping one
 * private address too many costs nothing.
 */
export function isPrivateAddress(url: URL): boolean {
  return PRIVATE_FIRST_SEGMENTS.has(looseSegments(url.pathname)[0] ?? "");
}

/**
 * A Workbox `cacheWillUpdate` callback: the response if it may be kept, else null. Kept: a
 * complete answer (200) that its server let any cache keep (no `no-store`, no `private`, with
 * or without a field list). Not an opaque answer (status 0, headers unseen): Workbox's default
 * would keep one, and a redirect of the sign-in was kept that way.
 *
 * The worker gets this function's source (generateSW writes plugins out as text), so it uses
 * nothing from outside itself.
 */
export const keepsNoKey = async ({
  response,
}: {
  response: Response;
}): Promise<Response | null> =>
  response.status === 200 &&
  !(response.headers.get("Cache-Control") ?? "")
    .split(",")
    .map((directive) => directive.split("=")[0]!.trim().toLowerCase())
    .some((name) => name === "no-store" || name === "private")
    ? response
    : null;

/** One thing `forgetKeys` deleted: which cache, which address. */
export type Forgotten = { cache: string; url: string };

/**
 * Deletes from every cache of the origin (the worker's, and any other) every entry whose
 * address is private, and every entry whose stored response may not be kept (`keepsNoKey`):
 * what an earlier worker left on the device.
 */
export async function forgetKeys(storage: CacheStorage): Promise<Forgotten[]> {
  const forgotten: Forgotten[] = [];
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const keep =
        !isPrivateAddress(new URL(request.url)) &&
        !!response &&
        !!(await keepsNoKey({ response }));
      if (keep) continue;
      await cache.delete(request);
      forgotten.push({ cache: name, url: request.url });
    }
  }
  return forgotten;
}

/** The parts of a service worker's global scope that `guardKeys` uses. */
export type WorkerScope = {
  caches: CacheStorage;
  addEventListener(
    type: "fetch",
    listener: (event: {
      request: Request;
      stopImmediatePropagation(): void;
    }) => void,
  ): void;
  addEventListener(
    type: "activate",
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

/**
 * Sets up the worker's guard, before Workbox's own listeners (sw.js imports it first):
 * - a request for a private address is left to the browser, as if there were no worker: no
 *   rule of Workbox sees it, so none can keep it, and the sign-in never meets a timeout or an
 *   offline page;
 * - when this worker activates, what an earlier one kept is deleted, before this one answers
 *   any request (the browser holds requests until activation is done).
 */
export function guardKeys(scope: WorkerScope) {
  scope.addEventListener("fetch", (event) => {
    if (isPrivateAddress(new URL(event.request.url)))
      event.stopImmediatePropagation();
  });
  scope.addEventListener("activate", (event) => {
    event.waitUntil(forgetKeys(scope.caches));
  });
}
