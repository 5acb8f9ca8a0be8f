import { afterEach, describe, expect, it, vi } from "vitest";
import { IMAGE_CACHE, PAGE_CACHE } from "#app/lib/service-worker-first-copy.ts";
import { registerServiceWorker } from "#app/lib/service-worker.ts";

/**
 * A first visit (no worker controls the page yet) whose page was answered with `status`; its
 * address answers again with `cacheControl` when the page keeps a copy of itself.
 */
function firstVisit(status: number | undefined, cacheControl = "no-cache") {
  const added: Record<string, string[]> = {
    [PAGE_CACHE]: [],
    [IMAGE_CACHE]: [],
  };
  vi.stubGlobal("fetch", async (url: URL) =>
    url.pathname.startsWith("/images/")
      ? new Response("picture", {
          headers: { "Cache-Control": "public, max-age=86400" },
        })
      : new Response("page", { headers: { "Cache-Control": cacheControl } }),
  );
  vi.stubGlobal("caches", {
    open: async (name: string) => ({
      put: async (url: URL) =>
        void added[name]!.push(url.pathname + url.search),
    }),
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      controller: null,
      register: vi.fn(async () => ({})),
      ready: Promise.resolve({}),
    },
  });
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "navigation"
      ? ([{ responseStatus: status }] as unknown as PerformanceEntryList)
      : ([
          { name: `${location.origin}/images/courses/java-480.webp` },
          { name: `${location.origin}/assets/app.js` },
        ] as unknown as PerformanceEntryList),
  );
  let idle: () => void = () => {};
  vi.stubGlobal("requestIdleCallback", (run: () => void) => (idle = run));
  registerServiceWorker("/sw.js", true);
  return { added, runIdle: () => idle() };
}

afterEach(() => {
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("registerServiceWorker", () => {
  it("keeps the page and its pictures on the first visit", async () => {
    const { added, runIdle } = firstVisit(200);
    runIdle();
    await vi.waitFor(() =>
      expect(added[IMAGE_CACHE]).toEqual(["/images/courses/java-480.webp"]),
    );
    expect(added[PAGE_CACHE]).toEqual(["/"]);
  });

  it("does not keep a page answered 404, which the cache would refuse", async () => {
    const { added, runIdle } = firstVisit(404);
    runIdle();
    await vi.waitFor(() =>
      expect(added[IMAGE_CACHE]).toEqual(["/images/courses/java-480.webp"]),
    );
    expect(added[PAGE_CACHE]).toEqual([]);
  });

  it("keeps the page where the browser does not tell its status", async () => {
    const { added, runIdle } = firstVisit(undefined);
    runIdle();
    await vi.waitFor(() => expect(added[PAGE_CACHE]).toEqual(["/"]));
  });

  it("does not keep a page its server marked no-store or private", async () => {
    for (const cacheControl of ["no-store", "private, max-age=60"]) {
      const { added, runIdle } = firstVisit(200, cacheControl);
      runIdle();
      await vi.waitFor(() =>
        expect(added[IMAGE_CACHE]).toEqual(["/images/courses/java-480.webp"]),
      );
      expect(added[PAGE_CACHE]).toEqual([]);
    }
  });

  it("never keeps the editor's or the sign-in's page", async () => {
    for (const address of ["/admin/", "/callback?code=c0de&state=5tate"]) {
      history.replaceState(null, "", address);
      const { added, runIdle } = firstVisit(200);
      runIdle();
      await vi.waitFor(() =>
        expect(added[IMAGE_CACHE]).toEqual(["/images/courses/java-480.webp"]),
      );
      expect(added[PAGE_CACHE]).toEqual([]);
    }
  });
});
