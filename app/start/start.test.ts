import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  readStartData,
  start,
  START_DATA_ID,
  type StartData,
  startAfterLoad,
} from "#app/start/start.ts";

const data: StartData = {
  preloads: ["/m.js", "/entry.js", "/react.js", "/root.js", "/home.js"],
  chunks: ["/m.js", "/react.js"],
  routes: [
    ["root", "/root.js"],
    ["routes/home", "/home.js"],
  ],
  entry: "/entry.js",
};

/** A module loader that records what ran, and what React Router's entry would find. */
function modules() {
  const ran: string[] = [];
  let found: unknown;
  const run = vi.fn(async (url: string) => {
    ran.push(url);
    if (url === data.entry) found = window.__reactRouterRouteModules;
    return { url };
  });
  return { run, ran, found: () => found };
}

/**
 * The page's task queue and frames, run by the test one at a time: `setTimeout` queues a task,
 * `requestAnimationFrame` waits for the next frame.
 */
function browser() {
  const tasks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vi.stubGlobal("setTimeout", (callback: () => void) => tasks.push(callback));
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) =>
    frames.push(callback),
  );
  // Node's own macrotask: every promise reaction of the task just run has run.
  const settle = () => new Promise((done) => setImmediate(done));
  return {
    async task() {
      tasks.shift()?.();
      await settle();
    },
    async frame() {
      frames.splice(0).forEach((callback) => callback());
      await settle();
    },
    async all() {
      while (tasks.length || frames.length) {
        await this.frame();
        await this.task();
      }
    },
    settle,
  };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute("href"),
  );

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete window.__reactRouterRouteModules;
});

describe("start", () => {
  it("adds one preload link per task, then runs one module per task, and the entry last with the route modules handed over", async () => {
    const page = browser();
    const { run, ran, found } = modules();
    const done = start(data, run);
    // The calling task adds the first link, each later task one more.
    expect(preloads()).toEqual(["/m.js"]);
    await page.task();
    expect(preloads()).toEqual(["/m.js", "/entry.js"]);
    for (let n = 0; n < 3; n++) await page.task();
    expect(preloads()).toEqual(data.preloads);
    expect(ran).toEqual([]);

    // Then each module in a task of its own.
    await page.task();
    expect(ran).toEqual(["/m.js"]);
    await page.task();
    expect(ran).toEqual(["/m.js", "/react.js"]);
    await page.all();
    await done;
    expect(ran).toEqual([
      "/m.js",
      "/react.js",
      "/root.js",
      "/home.js",
      "/entry.js",
    ]);
    expect(found()).toEqual({
      root: { url: "/root.js" },
      "routes/home": { url: "/home.js" },
    });
  });
});

describe("startAfterLoad", () => {
  /** A PerformanceObserver for paint entries that the test reports to. */
  function paintObserver() {
    const callbacks: PerformanceObserverCallback[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: PerformanceObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    return (name: string) => {
      const entry = { name, entryType: "paint" } as PerformanceEntry;
      const list = {
        getEntriesByName: (n: string) => (n === name ? [entry] : []),
      } as PerformanceObserverEntryList;
      for (const callback of callbacks)
        callback(list, { disconnect() {} } as PerformanceObserver);
    };
  }

  it("starts once the page has loaded, painted, decoded its high-priority picture and painted a frame more", async () => {
    const paint = paintObserver();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const picture = document.createElement("img");
    picture.setAttribute("fetchpriority", "high");
    let decoded = () => {};
    picture.decode = () => new Promise<void>((done) => (decoded = done));
    document.body.append(picture);
    const page = browser();
    const { run, ran } = modules();

    // The data sits at the end of <body>, which the parser may not have reached yet.
    const read = vi.fn(() => data);
    startAfterLoad(read, run);
    await page.all();
    dispatchEvent(new Event("load"));
    await page.all();
    paint("first-paint");
    await page.all();
    expect(preloads()).toEqual([]);
    paint("first-contentful-paint");
    await page.all();
    expect(preloads()).toEqual([]);

    decoded();
    await page.settle();
    await page.task();
    // Not yet: after the next frame, in a task of its own.
    expect(preloads()).toEqual([]);
    await page.frame();
    expect(preloads()).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    await page.task();
    expect(preloads()).toEqual(["/m.js"]);
    expect(read).toHaveBeenCalledTimes(1);
    await page.all();
    expect(ran.at(-1)).toBe("/entry.js");
  });

  it("starts at once (after the paint and a frame) on a page that has already loaded", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes: string[] = [];
      },
    );
    const page = browser();
    const { run, ran } = modules();
    startAfterLoad(() => data, run);
    await page.settle();
    expect(preloads()).toEqual([]);
    await page.frame();
    await page.task();
    expect(preloads()).toEqual(["/m.js"]);
    await page.all();
    expect(ran.at(-1)).toBe("/entry.js");
  });
});

describe("readStartData", () => {
  it("reads the data the build wrote into the page", () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = START_DATA_ID;
    block.textContent = JSON.stringify(data);
    document.body.append(block);
    expect(readStartData(document)).toEqual(data);
  });
});
