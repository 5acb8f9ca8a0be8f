// The browser's start-up program (docs/decisions/016-start-read-from-the-build.md). It is not part
// of the app's bundle: scripts/build/first-paint.ts compiles it (with page.ts) into every
// prerendered page's inline module script, in place of React Router's, and writes what that page
// needs as JSON beside it. It starts nothing before the page has painted, then runs the app's
// modules one per task, so that no request comes before the largest paint and no task is long.

/** The id of the page's `<script type="application/json">` that holds its `StartData`. */
export const START_DATA_ID = "app-start";

/** What one page's start needs, read from the build (scripts/build/first-paint.ts). */
export type StartData = {
  /** The modules React Router would have preloaded for this page, in its order. */
  preloads: string[];
  /** The modules that run before the route modules, each after those it imports. */
  chunks: string[];
  /** The page's routes (root first) and each one's module, which React Router's entry needs. */
  routes: [route: string, url: string][];
  /** React Router's client entry, run last: it hydrates the page. */
  entry: string;
};

/** Loads and runs a module, as `import()` does. */
export type Load = (url: string) => Promise<object>;

declare global {
  interface Window {
    /** The route modules of the page, by route id, where React Router's entry looks for them. */
    __reactRouterRouteModules?: Record<string, object>;
  }
}

const load: Load = (url) => import(/* @vite-ignore */ url);

/** Resolves in a later task: the browser may paint and answer taps in between. */
export const nextTask = () => new Promise<void>((done) => setTimeout(done));

/**
 * Preloads every module, one link per task (each link starts a request, which costs the main
 * thread 1–3 ms on a phone's CPU: all 29 at once were one 20–30 ms task), then runs each chunk
 * and each route module in a task of its own, hands React Router the route modules as its own
 * module script did (`window.__reactRouterRouteModules`), and runs the entry.
 */
export async function start(data: StartData, run: Load = load): Promise<void> {
  for (const href of data.preloads) {
    document.head.append(
      Object.assign(document.createElement("link"), {
        rel: "modulepreload",
        href,
      }),
    );
    await nextTask();
  }
  for (const url of data.chunks) {
    await run(url);
    await nextTask();
  }
  const routeModules: Record<string, object> = {};
  for (const [route, url] of data.routes) {
    routeModules[route] = await run(url);
    await nextTask();
  }
  window.__reactRouterRouteModules = routeModules;
  await run(data.entry);
}

/**
 * Resolves once the browser says the page has painted: its first-contentful-paint entry,
 * reported once the frame is on screen (a requestAnimationFrame callback runs before its frame
 * is even drawn, and on a busy phone the frame reaches the screen later still).
 */
export function painted(): Promise<void> {
  return new Promise((done) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return done();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
  });
}

/**
 * Starts the page once it has loaded, painted, decoded its high-priority pictures (the largest
 * paint) and painted one more frame: Lighthouse counts every request made before the largest
 * paint, so none is made. The data is read then, not before: an inline module script may run
 * before the parser has reached the end of `<body>`, where the data is.
 */
export function startAfterLoad(data: () => StartData, run: Load = load): void {
  const ready = async () => {
    const pictures = document.querySelectorAll<HTMLImageElement>(
      'img[fetchpriority="high"]',
    );
    await Promise.all([
      painted(),
      ...[...pictures].map((img) => img.decode().catch(() => {})),
    ]);
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
    await start(data(), run);
  };
  if (document.readyState === "complete") void ready();
  else addEventListener("load", () => void ready(), { once: true });
}

/** The page's start data, as the build wrote it. */
export function readStartData(doc: Document): StartData {
  return JSON.parse(doc.getElementById(START_DATA_ID)!.textContent!);
}
