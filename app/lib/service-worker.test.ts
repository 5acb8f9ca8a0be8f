import { afterEach, describe, expect, it, vi } from "vitest";
import {
  IMAGE_CACHE,
  PAGE_CACHE,
  registerServiceWorker,
} from "#app/lib/service-worker.ts";

/** A first visit (no worker controls the page yet) whose page was answered with `status`. */
function firstVisit(status: number | undefined) {
  const added: Record<string, string[]> = {
    [PAGE_CACHE]: [],
    [IMAGE_CACHE]: [],
  };
  vi.stubGlobal("caches", {
    open: async (name: string) => ({
      add: async (url: string) => void added[name]!.push(url),
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
});
