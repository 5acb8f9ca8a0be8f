import { describe, expect, it, vi } from "vitest";
import {
  forgetKeys,
  guardKeys,
  isPrivateAddress,
  keepsNoKey,
  type WorkerScope,
} from "#app/lib/service-worker-keys.ts";

const SITE = "https://nimbus.example";

/** A device's caches as an earlier worker left them: cache name to address and answer. */
function deviceCaches(held: Record<string, Record<string, Response>>) {
  const stores = new Map(
    Object.entries(held).map(([name, entries]) => [
      name,
      new Map(Object.entries(entries).map(([path, r]) => [SITE + path, r])),
    ]),
  );
  const storage = {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      const store = stores.get(name)!;
      return {
        keys: async () => [...store.keys()].map((url) => new Request(url)),
        match: async (request: Request) => store.get(request.url),
        delete: async (request: Request) => store.delete(request.url),
      };
    },
  } as unknown as CacheStorage;
  const left = () =>
    Object.fromEntries(
      [...stores].map(([name, store]) => [
        name,
        [...store.keys()].map((url) => url.slice(SITE.length)),
      ]),
    );
  return { storage, left };
}

const answer = (cacheControl?: string, status = 200) =>
  new Response(status === 302 ? null : "body", {
    status,
    headers: cacheControl ? { "Cache-Control": cacheControl } : {},
  });

describe("isPrivateAddress", () => {
  // The address a request for `path` has: `//callback` is a path of the site, not a host.
  it.each([
    "/auth",
    "/auth?provider=github&site_id=nimbus.example&scope=repo",
    "/callback?code=c0de&state=5tate",
    "/callback/",
    "/admin",
    "/admin/",
    "/admin/config.json",
    "/admin/sveltia-cms.js",
  ])("%s is the editor's or its sign-in's", (path) => {
    expect(isPrivateAddress(new URL(SITE + path))).toBe(true);
  });

  it.each([
    "/%61dmin/",
    "/%61dmin/config.json",
    "/%41%44%4D%49%4E",
    "/%2561dmin/",
    "/Admin/",
    "/ADMIN/sveltia-cms.js",
    "/auth/",
    "/Auth?provider=github",
    "/%61uth",
    "/CallBack?code=c0de&state=5tate",
    "//callback",
    "//callback?code=c0de&state=5tate",
    "///admin/",
    "/%2Fadmin/",
    "/%2fauth",
    "/%5Cadmin/",
    "/\\callback",
    "/./admin/",
    "/x/../admin/",
    "/x/%2e%2e/admin/",
    "/x%2F..%2Fadmin/",
    "/courses/..%2F%2Fcallback",
    "/admin%2Fconfig.json",
  ])(
    "%s is the editor's or its sign-in's, however a host might read it",
    (path) => {
      expect(isPrivateAddress(new URL(SITE + path))).toBe(true);
    },
  );

  it.each([
    "/",
    "/authors",
    "/callbacks",
    "/administration",
    "/courses/admin",
    "/mr/admin",
    "/images/admin/logo.webp",
    "/courses/java?from=/admin",
    "/Authors",
    "//authors",
    "/%61dministration",
    "/mr/%61dmin/",
    "/admin-guide",
    "/courses/%2e%2e",
  ])("%s is a page of the site like any other", (path) => {
    expect(isPrivateAddress(new URL(SITE + path))).toBe(false);
  });

  it.each(["/%", "/%zz/admin", "/%E0%A4%A/admin", "/%C0%AF", "/%2"])(
    "%s, a broken escape, is read without throwing, as a page of the site",
    (path) => {
      expect(isPrivateAddress(new URL(SITE + path))).toBe(false);
    },
  );
});

describe("keepsNoKey", () => {
  it.each([
    ["no-store"],
    ["No-Store"],
    ["private"],
    ["private, max-age=60"],
    ['private="Set-Cookie", max-age=60'],
    ["max-age=0, no-store, must-revalidate"],
  ])("refuses an answer marked %s", async (cacheControl) => {
    expect(await keepsNoKey({ response: answer(cacheControl) })).toBeNull();
  });

  it.each([
    ["no-cache"],
    ["public, max-age=86400"],
    ["public, max-age=31536000, immutable"],
    [undefined],
  ])("keeps a 200 marked %s", async (cacheControl) => {
    const response = answer(cacheControl);
    expect(await keepsNoKey({ response })).toBe(response);
  });

  it("refuses anything but a complete answer: a redirect, a not-found page", async () => {
    expect(await keepsNoKey({ response: answer("no-cache", 302) })).toBeNull();
    expect(await keepsNoKey({ response: answer("no-cache", 404) })).toBeNull();
    expect(await keepsNoKey({ response: answer("no-cache", 206) })).toBeNull();
  });

  it("works from its source alone, as the worker gets it", async () => {
    const copy = new Function(
      `return (${keepsNoKey.toString()});`,
    )() as (options: { response: Response }) => Promise<Response | null>;
    const kept = answer("no-cache");
    expect(await copy({ response: kept })).toBe(kept);
    expect(await copy({ response: answer("no-store") })).toBeNull();
    expect(await copy({ response: answer("private") })).toBeNull();
    expect(await copy({ response: answer(undefined, 404) })).toBeNull();
  });
});

describe("forgetKeys", () => {
  it("deletes every private address and every answer that may not be kept, from every cache", async () => {
    const { storage, left } = deviceCaches({
      pages: {
        "/": answer("no-cache"),
        "/courses/java": answer("no-cache"),
        "/auth?provider=github&site_id=nimbus.example&scope=repo": answer(
          undefined,
          302,
        ),
        "/callback?code=c0de&state=5tate": answer("no-store"),
        "/contact": answer("private, max-age=60"),
      },
      "page-data": { "/courses/java.data": answer("no-cache") },
      images: {
        "/images/courses/java-480.webp": answer("public, max-age=86400"),
      },
      "workbox-precache-v2-https://nimbus.example/": {
        "/offline.html": answer("no-cache"),
        "/admin/index.html": answer("no-cache"),
      },
      "someone-elses": { "/admin/config.json": answer("no-cache") },
    });
    expect(await forgetKeys(storage)).toEqual([
      {
        cache: "pages",
        url: `${SITE}/auth?provider=github&site_id=nimbus.example&scope=repo`,
      },
      { cache: "pages", url: `${SITE}/callback?code=c0de&state=5tate` },
      { cache: "pages", url: `${SITE}/contact` },
      {
        cache: "workbox-precache-v2-https://nimbus.example/",
        url: `${SITE}/admin/index.html`,
      },
      { cache: "someone-elses", url: `${SITE}/admin/config.json` },
    ]);
    expect(left()).toEqual({
      pages: ["/", "/courses/java"],
      "page-data": ["/courses/java.data"],
      images: ["/images/courses/java-480.webp"],
      "workbox-precache-v2-https://nimbus.example/": ["/offline.html"],
      "someone-elses": [],
    });
  });

  it("leaves a device with nothing private as it was", async () => {
    const { storage, left } = deviceCaches({
      pages: { "/": answer("no-cache") },
    });
    expect(await forgetKeys(storage)).toEqual([]);
    expect(left()).toEqual({ pages: ["/"] });
  });
});

describe("guardKeys", () => {
  /** A worker's scope that records its listeners. */
  function scope(storage: CacheStorage) {
    const listeners = new Map<string, (event: never) => void>();
    const worker = {
      caches: storage,
      addEventListener: (type: string, listener: (event: never) => void) =>
        listeners.set(type, listener),
    } as unknown as WorkerScope;
    guardKeys(worker);
    return listeners;
  }

  it("steps aside for a private address, so no rule of Workbox sees it", () => {
    const fetch = scope(deviceCaches({}).storage).get("fetch")!;
    for (const [path, private_] of [
      ["/callback?code=c0de&state=5tate", true],
      ["/auth?provider=github", true],
      ["/admin/", true],
      ["/courses/java", false],
      ["/images/courses/java-480.webp", false],
    ] as const) {
      const stopImmediatePropagation = vi.fn();
      fetch({
        request: new Request(SITE + path),
        stopImmediatePropagation,
      } as never);
      expect(stopImmediatePropagation, path).toHaveBeenCalledTimes(
        private_ ? 1 : 0,
      );
    }
  });

  it("forgets what an earlier worker kept before this one activates", async () => {
    const { storage, left } = deviceCaches({
      pages: {
        "/": answer("no-cache"),
        "/callback?code=c0de&state=5tate": answer("no-store"),
      },
    });
    const activate = scope(storage).get("activate")!;
    const waited: Promise<unknown>[] = [];
    activate({ waitUntil: (p: Promise<unknown>) => waited.push(p) } as never);
    expect(waited).toHaveLength(1);
    await waited[0];
    expect(left()).toEqual({ pages: ["/"] });
  });
});
