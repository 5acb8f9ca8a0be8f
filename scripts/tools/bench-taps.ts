// How long each tap takes to answer, the way INP counts it: Chromium with the CPU slowed 4x
// (Lighthouse's mobile profile), every interaction's duration read from the browser's Event
// Timing entries (the longest entry of its interactionId: input delay + handlers + until the
// next paint). Two figures per interaction, at 390 and 1280 px, English and Marathi:
//
// - the visitor's (the bar, docs/decisions/021-taps-as-a-visitor-taps.md): a fresh browser
//   context for each interaction, which is the page's first tap, 1.5 s after it hydrated
//   (`html[data-hydrated]`), with whatever the page still does after that (registering the
//   service worker, caching pictures, idle work) running beside it. A tap that needs an earlier
//   one (closing a dialog) has that one done first, untimed, and comes 1.5 s after hydration
//   all the same, or at once when the earlier one took longer;
// - the idle one: one context per page, the interactions one after another, each once the page
//   has gone idle.
//
// `--runs N` times each (default 5, each run a fresh browser context per page load): prints a
// Markdown table of the median and the worst per interaction for each figure, and writes them
// to reports/bench-taps.md. Reported, not asserted: a busy machine moves every figure.
// `--visitor` or `--idle` measures one of the two only.
//
// Durations under 16 ms are not reported by the browser (durationThreshold 16): "< 16".
// The language switch is a document link; the bench cancels its navigation after the app's
// handler ran, so what is measured is the tap's own work up to the next paint.
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { chromium, expect, type Locator, type Page } from "@playwright/test";
import { en } from "#app/i18n/messages/en.ts";
import { batches as batchesEn } from "#app/i18n/messages/en/batches.ts";
import { enquiry as enquiryEn } from "#app/i18n/messages/en/enquiry.ts";
import { home as homeEn } from "#app/i18n/messages/en/home.ts";
import { testimonials as testimonialsEn } from "#app/i18n/messages/en/testimonials.ts";
import { mr } from "#app/i18n/messages/mr.ts";
import { batches as batchesMr } from "#app/i18n/messages/mr/batches.ts";
import { enquiry as enquiryMr } from "#app/i18n/messages/mr/enquiry.ts";
import { home as homeMr } from "#app/i18n/messages/mr/home.ts";
import { testimonials as testimonialsMr } from "#app/i18n/messages/mr/testimonials.ts";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const modes = (["visitor", "idle"] as const).filter(
  (mode) =>
    !(args.includes("--visitor") || args.includes("--idle")) ||
    args.includes(`--${mode}`),
);
/** The visitor's tap comes this long after the page hydrated (ms). */
const VISITOR_DELAY = 1_500;
// `--only More` measures the interactions whose name contains that text.
const only = args.includes("--only")
  ? args[args.indexOf("--only") + 1]
  : undefined;
// `--explain` prints, per interaction, the long animation frames it caused: script time (by
// invoker) against style and layout time, to see where a slow tap spends it.
const explain = args.includes("--explain");
// `--trace` saves a Chrome trace of each visitor's tap (reports/traces/), from just before it
// to its paint, to see what the main thread and the compositor did meanwhile; `--profile`
// adds the JavaScript's samples to it.
const trace = args.includes("--trace") || args.includes("--profile");
const profile = args.includes("--profile");
const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
// The interface texts of each language, with the parts the home and course pages show (home,
// enquiry, batches, testimonials), read from their own files (i18n/part-texts.ts loads them through Vite).
const LANGUAGES = {
  en: {
    ...en,
    home: homeEn,
    enquiry: enquiryEn,
    batches: batchesEn,
    testimonials: testimonialsEn,
  },
  mr: {
    ...mr,
    home: homeMr,
    enquiry: enquiryMr,
    batches: batchesMr,
    testimonials: testimonialsMr,
  },
};
type Lang = keyof typeof LANGUAGES;
type Messages = (typeof LANGUAGES)["en"];

/** A regular expression for the text a message function makes, whatever its argument. */
function around(make: (x: string) => string): RegExp {
  const [before = "", after = ""] = make("\u0000").split("\u0000");
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${esc(before)}.*${esc(after)}$`);
}

type Ctx = {
  page: Page;
  m: Messages;
  phone: boolean;
  /** The measured tap on a target, at the visitor's moment on the visitor's figure. */
  click: (target: Locator) => Promise<void>;
  /** The measured key, likewise. */
  press: (key: string) => Promise<void>;
};
type Step = {
  name: string;
  /** Where it applies; both widths unless told. */
  only?: "phone" | "desktop";
  /**
   * The interaction this one follows (opening the dialog whose closing is measured): done
   * first, untimed, when the visitor's figure measures this one on a fresh page.
   */
  follows?: string;
  /** Untimed preparation (filling the form that is sent, scrolling to the button, …). */
  before?: (c: Ctx) => Promise<void>;
  /** The tap (or key) that is measured. */
  act: (c: Ctx) => Promise<void>;
  /** What the visitor sees once it has answered. */
  after: (c: Ctx) => Promise<void>;
};

const dialog = (page: Page) => page.getByRole("dialog");
const visible = (l: Locator) => l.filter({ visible: true }).first();

const HOME: Step[] = [
  {
    name: "Open the drawer",
    only: "phone",
    act: ({ click, page }) =>
      click(page.locator("button[data-slot=hamburger]")),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Close the drawer (Escape)",
    follows: "Open the drawer",
    only: "phone",
    act: ({ press }) => press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Open the Courses menu (Enter)",
    only: "desktop",
    // A mouse opens it on hover, which is no interaction; a click then would close it.
    before: ({ page }) =>
      page.locator("button[data-slot=courses-trigger]").focus(),
    act: ({ press }) => press("Enter"),
    after: ({ page }) =>
      expect(page.locator("[data-slot=courses-menu]")).toBeVisible(),
  },
  {
    name: "Close the Courses menu (Escape)",
    follows: "Open the Courses menu (Enter)",
    only: "desktop",
    act: ({ press }) => press("Escape"),
    after: ({ page }) =>
      expect(page.locator("[data-slot=courses-menu]")).toBeHidden(),
  },
  {
    name: "Hero: next slide",
    act: ({ click, page, m }) =>
      click(
        page.getByRole("button", { name: m.layout.carousel.nextSlide }).first(),
      ),
    after: async () => {},
  },
  {
    name: "Hero: Pause",
    act: ({ click, page, m }) =>
      click(
        page
          .getByRole("button", { name: around(m.layout.carousel.pauseLabel) })
          .first(),
      ),
    after: ({ page, m }) =>
      expect(
        page
          .getByRole("button", { name: around(m.layout.carousel.playLabel) })
          .first(),
      ).toBeVisible(),
  },
  {
    name: "More Courses",
    before: ({ page, m }) =>
      page
        .getByRole("button", {
          name: m.home.popularCourses.moreCourses(20),
        })
        .scrollIntoViewIfNeeded(),
    act: ({ click, page, m }) =>
      click(
        page.getByRole("button", {
          name: m.home.popularCourses.moreCourses(20),
        }),
      ),
    after: ({ page, m }) =>
      expect(
        page.getByRole("button", { name: m.home.popularCourses.showLess }),
      ).toBeVisible(),
  },
  {
    name: "Show Less",
    follows: "More Courses",
    act: ({ click, page, m }) =>
      click(page.getByRole("button", { name: m.home.popularCourses.showLess })),
    after: ({ page, m }) =>
      expect(
        page.getByRole("button", {
          name: m.home.popularCourses.moreCourses(20),
        }),
      ).toBeVisible(),
  },
  {
    name: "Open a video review",
    before: ({ page, m }) =>
      page
        .getByRole("button", { name: around(m.course.videos.play) })
        .first()
        .scrollIntoViewIfNeeded(),
    act: ({ click, page, m }) =>
      click(
        page
          .getByRole("button", { name: around(m.course.videos.play) })
          .first(),
      ),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Close the video review (Escape)",
    follows: "Open a video review",
    act: ({ press }) => press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Footer accordion",
    only: "phone",
    before: ({ page }) =>
      page.locator("footer summary").nth(1).scrollIntoViewIfNeeded(),
    act: ({ click, page }) => click(page.locator("footer summary").nth(1)),
    after: ({ page }) =>
      expect(page.locator("footer details").nth(1)).toHaveAttribute("open", ""),
  },
  {
    name: "Language switch",
    before: async ({ page }) => {
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        // After React's own listener (on the root), so the app's handler still runs.
        window.addEventListener("click", (e) => e.preventDefault());
      });
    },
    act: ({ click, page }) =>
      click(visible(page.locator("[data-slot=language-switch]"))),
    after: async () => {},
  },
];

const COURSE: Step[] = [
  {
    name: "Enquiry Now",
    act: ({ click, page, m }) =>
      click(visible(page.getByRole("button", { name: m.common.enquiryNow }))),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Typing in the enquiry dialog",
    follows: "Enquiry Now",
    before: ({ page, m }) =>
      dialog(page).getByLabel(m.enquiry.fields.name).focus(),
    act: ({ press }) => press("a"),
    after: ({ page, m }) =>
      expect(dialog(page).getByLabel(m.enquiry.fields.name)).toHaveValue("a"),
  },
  {
    name: "Close the enquiry dialog (Escape)",
    follows: "Enquiry Now",
    act: ({ press }) => press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Curriculum tab",
    before: ({ page }) => page.getByRole("tab").nth(1).scrollIntoViewIfNeeded(),
    act: ({ click, page }) => click(page.getByRole("tab").nth(1)),
    after: ({ page }) =>
      expect(page.getByRole("tab").nth(1)).toHaveAttribute(
        "aria-selected",
        "true",
      ),
  },
  {
    name: "Testimonials: next",
    before: ({ page, m }) =>
      page
        .getByRole("button", { name: m.testimonials.next })
        .scrollIntoViewIfNeeded(),
    act: ({ click, page, m }) =>
      click(page.getByRole("button", { name: m.testimonials.next })),
    after: async () => {},
  },
  {
    name: "Enquire (a batch)",
    before: ({ page, m }) =>
      visible(
        page.getByRole("button", { name: new RegExp(`^${m.batches.enquire}`) }),
      ).scrollIntoViewIfNeeded(),
    act: ({ click, page, m }) =>
      click(
        visible(
          page.getByRole("button", {
            name: new RegExp(`^${m.batches.enquire}`),
          }),
        ),
      ),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Send an enquiry",
    follows: "Enquire (a batch)",
    before: async ({ page, m }) => {
      const d = dialog(page);
      await d.getByLabel(m.enquiry.fields.name).fill("Asha Patil");
      await d.getByLabel(m.enquiry.fields.email).fill("asha@example.in");
      await d.getByLabel(m.enquiry.fields.phone).fill("9876543210");
      await d.getByLabel(m.enquiry.fields.message).fill("Weekend batch?");
    },
    act: ({ click, page, m }) =>
      click(dialog(page).getByRole("button", { name: m.enquiry.dialog.send })),
    after: ({ page, m }) =>
      expect(page.getByText(m.enquiry.success)).toBeVisible(),
  },
];

const PAGES = [
  { path: "/", steps: HOME },
  { path: "/courses/java", steps: COURSE },
];

/**
 * Resolves once the main thread has been idle for three checks in a row, 100 ms apart (each an
 * idle period with 40 ms or more to spare): work the app queued for idle time (the popular
 * cards' render, in 5 ms slices) has then finished, rather than merely started.
 */
async function idle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let calm = 0;
        const check = (d: IdleDeadline) => {
          calm = d.timeRemaining() >= 40 ? calm + 1 : 0;
          if (calm >= 3) done();
          else
            setTimeout(
              () => requestIdleCallback(check, { timeout: 1000 }),
              100,
            );
        };
        requestIdleCallback(check, { timeout: 1000 });
      }),
  );
}

type Frame = PerformanceEntry & {
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; duration: number; sourceFunctionName: string }[];
};

/** The long animation frames since the last call: script and render time, for `--explain`. */
async function frames(page: Page): Promise<string> {
  const list = await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[] };
    const out = w.__frames.map((f) => ({
      duration: f.duration,
      render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0,
      styleLayout: f.styleAndLayoutStart
        ? f.startTime + f.duration - f.styleAndLayoutStart
        : 0,
      // Neither a script of 5 ms or more nor rendering: smaller scripts, parsing, waiting.
      other:
        (f.renderStart ? f.renderStart - f.startTime : f.duration) -
        f.scripts.reduce((sum, s) => sum + s.duration, 0),
      scripts: f.scripts.map(
        (s) =>
          `${s.invoker}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ""} ${Math.round(s.duration)}`,
      ),
    }));
    w.__frames = [];
    return out;
  });
  return list
    .map(
      (f) =>
        `    frame ${Math.round(f.duration)} ms: render ${Math.round(f.render)}, style+layout ${Math.round(f.styleLayout)}, other ${Math.round(f.other)}; ${f.scripts.join(", ")}\n`,
    )
    .join("");
}

/** The longest interaction since the last call, in ms (0 when none reached 16 ms). */
type Longest = {
  ms: number;
  /** When it started, after the page hydrated. */
  afterHydrated: number;
  /** From the input to its first handler (the main thread busy with something else). */
  inputDelay: number;
  /** The handlers of its events. */
  processing: number;
  /** From the last handler to the next paint (rendering, and tasks run before it). */
  presentation: number;
};

/** The longest interaction since the last call: its duration and how it splits. */
async function takeLongest(page: Page): Promise<Longest> {
  // The entries arrive after the paint that ended them; give the observer that frame.
  return page.evaluate(
    () =>
      new Promise<Longest>((done) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const w = window as unknown as {
              __taps: PerformanceEventTiming[];
              __hydratedAt: number;
            };
            let longest: Longest = {
              ms: 0,
              afterHydrated: 0,
              inputDelay: 0,
              processing: 0,
              presentation: 0,
            };
            for (const e of w.__taps)
              if (e.interactionId && e.duration > longest.ms)
                longest = {
                  ms: e.duration,
                  afterHydrated: Math.round(e.startTime - w.__hydratedAt),
                  inputDelay: Math.round(e.processingStart - e.startTime),
                  processing: Math.round(e.processingEnd - e.processingStart),
                  presentation: Math.round(
                    e.startTime + e.duration - e.processingEnd,
                  ),
                };
            w.__taps = [];
            done(longest);
          }, 100),
        );
      }),
  );
}

/** How a tap's time splits, for `--explain`. */
function split(t: Longest): string {
  return `    input delay ${t.inputDelay}, handlers ${t.processing}, to the paint ${t.presentation}\n`;
}

const root = resolve(process.env.PREVIEW_ROOT ?? "build/client");
const server = createPreviewServer(root);
const port = Number(process.env.BENCH_PORT ?? 0);
await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});

type Size = (typeof WIDTHS)[number];

/**
 * A fresh browser context on the page, CPU slowed 4x, the Event Timing and long animation
 * frame observers in place from the start, once it has hydrated.
 */
async function openPage(
  path: string,
  size: Size,
  lang: Lang,
  mode: "visitor" | "idle",
) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.phone,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {
      __taps: PerformanceEntry[];
      __frames: PerformanceEntry[];
      __hydratedAt: number;
    };
    w.__taps = [];
    new PerformanceObserver((list) => {
      w.__taps.push(...list.getEntries());
    }).observe({
      type: "event",
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
    w.__frames = [];
    new PerformanceObserver((list) => {
      w.__frames.push(...list.getEntries());
    }).observe({ type: "long-animation-frame", buffered: true });
    // When the app marks the page hydrated, in the page's own clock (the document, observed
    // from before <html> exists).
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      w.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {
      attributes: true,
      attributeFilter: ["data-hydrated"],
      subtree: true,
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const url = `${origin}${lang === "mr" ? `/mr${path === "/" ? "" : path}` : path}`;
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, {
    timeout: 60_000,
  });
  // The visitor's tap: its target scrolled into view first, then the tap at the visitor's
  // moment without Playwright's checks (still, not covered: frames of their own), so that it
  // lands then on a busy page too.
  const visitor = mode === "visitor";
  const c: Ctx = {
    page,
    m: LANGUAGES[lang],
    phone: size.phone,
    click: async (target) => {
      if (!visitor) return target.click();
      await target.scrollIntoViewIfNeeded();
      await untilAfterHydrated(page, VISITOR_DELAY);
      await target.click({ force: true });
    },
    press: async (key) => {
      if (visitor) await untilAfterHydrated(page, VISITOR_DELAY);
      await page.keyboard.press(key);
    },
  };
  return { context, c };
}

/**
 * Waits until `ms` after the page hydrated (at once when that has passed): 150 ms early, for the
 * tap's way from here to the page (each line of the log says when it landed).
 */
async function untilAfterHydrated(page: Page, ms: number) {
  await page.evaluate(async (at) => {
    const w = window as unknown as { __hydratedAt?: number };
    if (w.__hydratedAt === undefined)
      throw new Error("the page's hydration was not seen");
    const wait = w.__hydratedAt + at - 150 - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  }, ms);
}

const applies = (step: Step, size: Size) =>
  !(step.only === "phone" && !size.phone) &&
  !(step.only === "desktop" && size.phone) &&
  (!only || step.name.includes(only));

// key: "mode|path|step" → width|lang → durations
const results = new Map<string, Map<string, number[]>>();
function record(
  mode: string,
  path: string,
  step: Step,
  size: Size,
  lang: Lang,
  ms: number,
) {
  const key = `${mode}|${path}|${step.name}`;
  const cell = `${size.width}|${lang}`;
  if (!results.has(key)) results.set(key, new Map());
  const cells = results.get(key)!;
  cells.set(cell, [...(cells.get(cell) ?? []), ms]);
}

try {
  for (let run = 0; run < runs; run++)
    for (const { path, steps } of PAGES)
      for (const size of WIDTHS)
        for (const lang of Object.keys(LANGUAGES) as Lang[]) {
          if (modes.includes("visitor"))
            for (const step of steps) {
              if (!applies(step, size)) continue;
              const { context, c } = await openPage(
                path,
                size,
                lang,
                "visitor",
              );
              const first = steps.find((s) => s.name === step.follows);
              if (first) {
                // Untimed, as soon as it can: its own tap, not the visitor's moment.
                const quick: Ctx = {
                  ...c,
                  click: (target) => target.click(),
                  press: (key) => c.page.keyboard.press(key),
                };
                await first.before?.(quick);
                await first.act(quick);
                await first.after(quick);
              }
              await step.before?.(c);
              await takeLongest(c.page);
              if (explain) await frames(c.page);
              const tracePath = `reports/traces/${step.name.replace(/\W+/g, "-")}-${lang}-${size.width}-${run + 1}.json`;
              if (trace) {
                mkdirSync("reports/traces", { recursive: true });
                await browser.startTracing(c.page, {
                  path: tracePath,
                  categories: [
                    "devtools.timeline",
                    "disabled-by-default-devtools.timeline",
                    "blink.user_timing",
                    "latencyInfo",
                    "cc",
                    "gpu",
                    "viz",
                    "v8.execute",
                    "toplevel",
                    // `--profile`: the JavaScript's samples too (which function ran), at a cost
                    // in the tap's own time; read them on a build made with `--minify false`.
                    ...(profile ? ["disabled-by-default-v8.cpu_profiler"] : []),
                  ],
                });
              }
              await step.act(c);
              await step.after(c);
              const tap = await takeLongest(c.page);
              if (trace) await browser.stopTracing();
              const { ms, afterHydrated } = tap;
              if (explain)
                process.stderr.write(split(tap) + (await frames(c.page)));
              record("visitor", path, step, size, lang, ms);
              process.stderr.write(
                `run ${run + 1} visitor ${lang} ${size.width} ${path} ${step.name}: ${ms} ms` +
                  (ms ? `, ${afterHydrated} ms after hydration\n` : "\n"),
              );
              await context.close();
            }
          if (modes.includes("idle")) {
            const { context, c } = await openPage(path, size, lang, "idle");
            for (const step of steps) {
              if (!applies(step, size)) continue;
              await step.before?.(c);
              await idle(c.page);
              await takeLongest(c.page);
              if (explain) await frames(c.page);
              await step.act(c);
              await step.after(c);
              const tap = await takeLongest(c.page);
              const { ms } = tap;
              if (explain)
                process.stderr.write(split(tap) + (await frames(c.page)));
              record("idle", path, step, size, lang, ms);
              process.stderr.write(
                `run ${run + 1} idle ${lang} ${size.width} ${path} ${step.name}: ${ms} ms\n`,
              );
            }
            await context.close();
          }
        }
} finally {
  await browser.close();
  server.close();
}

const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const show = (ms: number | undefined) =>
  ms === undefined ? "–" : ms < 16 ? "< 16" : String(Math.round(ms));
const cellKeys = WIDTHS.flatMap((w) =>
  (Object.keys(LANGUAGES) as Lang[]).map((l) => `${w.width}|${l}`),
);
const TITLES = {
  visitor: `The visitor's taps (the bar): each interaction the first tap on a fresh page, ${VISITOR_DELAY / 1000} s after it hydrated. Event Timing duration in ms with the CPU slowed 4x, median of ${runs} (worst):`,
  idle: `Taps on an idle page: the interactions one after another, each once the page has gone idle. Event Timing duration in ms with the CPU slowed 4x, median of ${runs} (worst):`,
};
const sections = modes.flatMap((mode) => {
  const lines = [
    `| page | interaction | ${cellKeys.map((k) => k.replace("|", " px, ")).join(" | ")} |`,
    `| --- | --- | ${cellKeys.map(() => "---").join(" | ")} |`,
  ];
  for (const [key, cells] of results) {
    const [kind, path, name] = key.split("|");
    if (kind !== mode) continue;
    const shown = cellKeys.map((k) => {
      const xs = cells.get(k);
      return xs ? `${show(median(xs))} (${show(Math.max(...xs))})` : "–";
    });
    lines.push(`| ${path} | ${name} | ${shown.join(" | ")} |`);
  }
  return [TITLES[mode], "", ...lines, ""];
});
const table = sections.join("\n");
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-taps.md", table);
process.stdout.write(table);
