import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, keepsNoKey } from "#app/lib/service-worker-keys.ts";
import { markSavedCopy } from "#app/lib/saved-copy.ts";
import { ADMIN_PATH, RELAY_PATHS } from "#host/headers.ts";
import {
  leavePrivateOut,
  pagesAtTheirAddress,
  runtimeCaching,
  SERVICE_WORKER,
  writeServiceWorker,
} from "#scripts/build/service-worker.ts";

const SITE = "https://nimbus.example";

describe("the worker's rules", () => {
  it("gives every runtime rule the plugin that keeps no key, and the page rules the saved copy's mark", () => {
    const rules = runtimeCaching();
    expect(rules).toHaveLength(5);
    expect(rules.map((rule) => rule.options?.plugins)).toEqual([
      [
        { cacheWillUpdate: keepsNoKey },
        { cachedResponseWillBeUsed: markSavedCopy },
      ],
      [
        { cacheWillUpdate: keepsNoKey },
        { cachedResponseWillBeUsed: markSavedCopy },
      ],
      [{ cacheWillUpdate: keepsNoKey }],
      [{ cacheWillUpdate: keepsNoKey }],
      [{ cacheWillUpdate: keepsNoKey }],
    ]);
  });

  it("precaches nothing of the editor's, were a pattern to match it", async () => {
    const entry = (url: string) => ({ url, revision: "r", size: 1 });
    expect(
      await leavePrivateOut([
        entry("assets/root-abc.js"),
        entry("admin/index.html"),
        entry("admin/sveltia-cms.js"),
        entry("offline.html"),
      ]),
    ).toEqual({
      manifest: [entry("assets/root-abc.js"), entry("offline.html")],
      warnings: [
        "admin/index.html is private: not precached",
        "admin/sveltia-cms.js is private: not precached",
      ],
    });
  });

  it("precaches the verify pages at their addresses, so a QR code opened offline finds them", async () => {
    const entry = (url: string) => ({ url, revision: "r", size: 1 });
    expect(
      await pagesAtTheirAddress([
        entry("verify/index.html"),
        entry("mr/verify/index.html"),
        entry("certificates/revoked.json"),
        entry("offline.html"),
      ]),
    ).toEqual({
      manifest: [
        entry("verify"),
        entry("mr/verify"),
        entry("certificates/revoked.json"),
        entry("offline.html"),
      ],
      warnings: [],
    });
  });

  it("counts the relay's and the editor's addresses as private (host/headers.ts)", () => {
    for (const path of [...RELAY_PATHS, ADMIN_PATH, ADMIN_PATH.slice(0, -1)])
      expect(isPrivateAddress(new URL(path, SITE)), path).toBe(true);
  });
});

/** A device's caches, in memory: enough of the Cache API for the worker's listeners. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cache = (store: Map<string, Response>) => ({
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (request: Request | string) =>
      store.get(typeof request === "string" ? request : request.url),
    put: async (request: Request | string, response: Response) =>
      void store.set(
        typeof request === "string" ? request : request.url,
        response,
      ),
    delete: async (request: Request | string) =>
      store.delete(typeof request === "string" ? request : request.url),
  });
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return cache(stores.get(name)!);
  };
  return {
    storage: {
      keys: async () => [...stores.keys()],
      match: async () => undefined,
      open,
      delete: async (name: string) => stores.delete(name),
    },
    urls: (name: string) =>
      [...(stores.get(name)?.keys() ?? [])].map((u) => u.slice(SITE.length)),
  };
}

/**
 * The built sw.js run as a browser runs it, as a classic script in a context of its own whose
 * `importScripts` runs the build's files: its listeners, in the order it added them.
 */
function startWorker(dir: string, storage: unknown) {
  const listeners: { type: string; listener: (event: unknown) => void }[] = [];
  const location = new URL(`${SITE}/${SERVICE_WORKER}`);
  const self = {
    location,
    caches: storage,
    registration: { scope: `${SITE}/` },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.push({ type, listener }),
  };
  const context: Record<string, unknown> = {
    self,
    location,
    caches: storage,
    registration: self.registration,
    URL,
    Request,
    Response,
    Headers,
    console,
    FetchEvent: class {},
    // The network never answers, and no time passes: these tests only see who takes a request.
    fetch: () => new Promise(() => {}),
    setTimeout: () => 0,
    clearTimeout: () => {},
    importScripts: (...files: string[]) => {
      for (const file of files)
        runInNewContext(readFileSync(join(dir, file), "utf8"), context);
    },
  };
  runInNewContext(readFileSync(join(dir, SERVICE_WORKER), "utf8"), context);
  return listeners;
}

describe("the built worker", () => {
  let dir = "";
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "service-worker-"));
    for (const file of [
      "assets/root-abc.js",
      "offline.html",
      "mr/offline.html",
      "offline-image.svg",
      "favicon.svg",
      "calendar/java-101.ics",
    ]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), file);
    }
    await writeServiceWorker(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves the editor's and the sign-in's addresses to the browser; Workbox takes the rest", () => {
    const listeners = startWorker(dir, memoryCaches().storage).filter(
      (l) => l.type === "fetch",
    );
    const taken = (path: string, mode: string) => {
      let responded = false;
      let stopped = false;
      const event = {
        request: { url: SITE + path, mode, method: "GET" },
        respondWith: () => (responded = true),
        waitUntil: () => {},
        stopImmediatePropagation: () => (stopped = true),
      };
      for (const { listener } of listeners) {
        listener(event);
        if (stopped) break;
      }
      return responded;
    };
    expect(
      taken("/auth?provider=github&site_id=x&scope=repo", "navigate"),
    ).toBe(false);
    expect(taken("/callback?code=c0de&state=5tate", "navigate")).toBe(false);
    expect(taken("/admin/", "navigate")).toBe(false);
    expect(taken("/admin/config.json", "cors")).toBe(false);
    // However a link spells them (app/lib/service-worker-keys.ts).
    expect(taken("/%61dmin/", "navigate")).toBe(false);
    expect(taken("/Admin/config.json", "cors")).toBe(false);
    expect(taken("//callback?code=c0de&state=5tate", "navigate")).toBe(false);
    expect(taken("/x%2F..%2Fauth", "navigate")).toBe(false);
    expect(taken("/courses/java", "navigate")).toBe(true);
    expect(taken("/courses/java.data", "cors")).toBe(true);
    expect(taken("/images/courses/java-480.webp", "no-cors")).toBe(true);
    // The live build's id is always asked of the host (app/lib/version-watch.ts).
    expect(taken("/version.json", "cors")).toBe(false);
  });

  it("forgets, when it activates, the keys an earlier worker kept", async () => {
    const { storage, urls } = memoryCaches();
    const pages = await storage.open("pages");
    await pages.put(`${SITE}/`, new Response("home"));
    await pages.put(
      `${SITE}/callback?code=c0de&state=5tate`,
      new Response("token", { headers: { "Cache-Control": "no-store" } }),
    );
    await pages.put(
      `${SITE}/auth?provider=github`,
      new Response(null, { status: 302 }),
    );
    const activate = startWorker(dir, storage).find(
      (l) => l.type === "activate",
    )!;
    const waited: Promise<unknown>[] = [];
    activate.listener({ waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
    expect(urls("pages")).toEqual(["/"]);
  });
});
