// Measures how a built page starts: one visit in Chromium. The page's own timeline says when it
// first painted and when it requested each script (the clock the staged start itself waits on);
// a performance trace says which tasks on the page's main thread evaluated the site's
// JavaScript modules. What is checked is an order and a count, which the CPU's speed does not
// change: the CPU is not throttled (Chromium's 4× throttling doubled the suite's CPU time,
// 31 -> 58 s, for the same verdicts). The first paint was once read from the trace too, and a
// trace taken beside the e2e suite now and then lacked it although the page had painted.
import { type Browser, chromium } from "@playwright/test";
import { START_DATA_ID, type StartData } from "#app/start/start.ts";
import { attribute, elementsOf, textOf } from "#scripts/build/html.ts";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";

/** Where `npm run build:staging-off` writes the build on which the check must fail. */
export const STAGING_OFF_BUILD_DIR = "build-staging-off";

export type StartMeasure = {
  /** Scripts requested before the first paint, in request order. */
  scriptsBeforePaint: string[];
  /** Each main-thread task that evaluated modules: how long (ms), how many modules. */
  moduleTasks: { ms: number; modules: number }[];
};

/** What the page's performance timeline says, in its milliseconds since the navigation. */
export type PageTimeline = {
  firstPaint: number;
  /** Each resource of the page's origin: its address and when it was requested. */
  requests: { url: string; start: number }[];
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
}

const isScript = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Visits `url` in a fresh context and reads its start from the trace. */
export async function measureStart(
  browser: Browser,
  url: string,
): Promise<StartMeasure> {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    // The timeline keeps 250 resources unless told otherwise; a page with many pictures
    // could drop its last scripts from it.
    await page.addInitScript(() =>
      performance.setResourceTimingBufferSize(5000),
    );
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
      ],
    });
    // Limits for a hang, not a speed bar: at 4× throttling (as it once ran), beside the e2e
    // suite and the load average at 15–25, /mr took past Playwright's 30 s to its load event.
    await page.goto(url, { timeout: 120_000 });
    // Set once React has hydrated the page and every switch after hydration has committed.
    await page.locator("html[data-hydrated]").waitFor({ timeout: 120_000 });
    // The first paint is recorded when the frame is presented, which a starved CPU can
    // report after hydration: wait for the page to know it.
    const timeline = await page.waitForFunction(
      (): PageTimeline | undefined => {
        const paint = performance.getEntriesByName("first-paint")[0];
        if (!paint) return undefined;
        return {
          firstPaint: paint.startTime,
          requests: performance
            .getEntriesByType("resource")
            .filter((r) => r.name.startsWith(location.origin))
            .map((r) => ({ url: r.name, start: r.startTime })),
        };
      },
      undefined,
      { timeout: 120_000 },
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return {
      scriptsBeforePaint: scriptsBeforePaint(
        (await timeline.jsonValue()) as PageTimeline,
      ),
      moduleTasks: moduleTasks(trace.traceEvents, url),
    };
  } finally {
    await context.close();
  }
}

/** The scripts a page requested before its first paint, in request order, by path. */
export function scriptsBeforePaint(timeline: PageTimeline): string[] {
  return timeline.requests
    .filter((r) => isScript(r.url) && r.start < timeline.firstPaint)
    .sort((a, b) => a.start - b.start)
    .map((r) => new URL(r.url).pathname);
}

/** The tasks on the page's main thread that evaluated modules, read from a trace of one visit. */
export function moduleTasks(
  events: TraceEvent[],
  url: string,
): StartMeasure["moduleTasks"] {
  const origin = new URL(url).origin;
  // The page's renderer: where a script of the page was compiled.
  const compiled = events.find(
    (e) =>
      (e.name === "v8.compileModule" || e.name === "v8.compile") &&
      String(e.args?.data?.url ?? "").startsWith(origin),
  );
  if (!compiled) throw new Error(`${url}: no script of the page ran`);
  // Its main thread, by name: V8 compiles a streamed script on a worker thread of the same
  // process, which a busy machine sometimes traced first.
  const mainThread =
    events.find(
      (e) =>
        e.name === "thread_name" &&
        e.pid === compiled.pid &&
        e.args?.name === "CrRendererMain",
    )?.tid ?? compiled.tid;
  const main = events.filter(
    (e) => e.pid === compiled.pid && e.tid === mainThread,
  );
  const evaluations = main.filter((e) => e.name === "v8.evaluateModule");
  return main
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur !== undefined)
    .map((task) => ({
      ms: task.dur! / 1000,
      modules: evaluations.filter(
        (e) => e.ts >= task.ts && e.ts <= task.ts + task.dur!,
      ).length,
    }))
    .filter((task) => task.modules > 0);
}

/**
 * The script files a page's HTML names for its start: its module preloads and script files,
 * the modules the staged start's data lists (app/start/start.ts), and those React Router's own
 * module script names (on the build with the staging off).
 */
export function startFiles(html: string): string[] {
  const files = elementsOf(html).flatMap((e) => {
    if (e.tagName === "link" && attribute(e, "rel") === "modulepreload")
      return [attribute(e, "href")!];
    if (e.tagName === "script" && attribute(e, "id") === START_DATA_ID)
      return (JSON.parse(textOf(e)) as StartData).preloads;
    if (e.tagName !== "script" || attribute(e, "type") !== "module") return [];
    const src = attribute(e, "src");
    if (src) return [src];
    return [...textOf(e).matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  });
  return [...new Set(files)];
}

/**
 * What is wrong with a page's start, one line each; none when it starts in stages. The start
 * runs as one long task when fewer tasks evaluate modules than the start has files: a staged
 * start evaluates its inline script, then each file, one task each; React Router's own start
 * evaluates the whole graph at once (two or three tasks for 20–30 files). Counting tasks, not
 * timing them, keeps the check exact on a busy machine, where one task's length varies 5×.
 */
export function startProblems(
  measure: StartMeasure,
  files: string[],
): string[] {
  const problems: string[] = [];
  if (measure.scriptsBeforePaint.length)
    problems.push(
      `requested before the first paint: ${measure.scriptsBeforePaint.join(", ")}`,
    );
  const tasks = measure.moduleTasks.length;
  if (tasks < files.length)
    problems.push(
      `its start's ${files.length} script files ran in ${tasks} task${tasks === 1 ? "" : "s"}, not one task each`,
    );
  return problems;
}
