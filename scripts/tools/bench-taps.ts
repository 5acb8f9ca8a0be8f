// How long each tap takes to answer, the way INP counts it: Chromium with the CPU slowed 4x
// (Lighthouse's mobile profile), the page hydrated (`html[data-hydrated]`) and idle, every
// interaction's duration read from the browser's Event Timing entries (the longest entry of its
// interactionId: input delay + handlers + until the next paint). Each interaction at 390 and
// 1280 px, English and Marathi, `--runs N` times (default 3, each run a fresh browser context):
// prints a Markdown table of the median and the worst per interaction, and writes it to
// reports/bench-taps.md. Reported, not asserted: a busy machine moves every figure.
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
import { mr } from "#app/i18n/messages/mr.ts";
import { batches as batchesMr } from "#app/i18n/messages/mr/batches.ts";
import { enquiry as enquiryMr } from "#app/i18n/messages/mr/enquiry.ts";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
// `--only More` measures the interactions whose name contains that text.
const only = args.includes("--only")
  ? args[args.indexOf("--only") + 1]
  : undefined;
// `--explain` prints, per interaction, the long animation frames it caused: script time (by
// invoker) against style and layout time, to see where a slow tap spends it.
const explain = args.includes("--explain");
const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
// The interface texts of each language, with the enquiry and batch texts the course pages load
// (read from their own files: i18n/texts-apart.ts goes through the language packs, which need
// Vite).
const LANGUAGES = {
  en: { ...en, enquiry: enquiryEn, batches: batchesEn },
  mr: { ...mr, enquiry: enquiryMr, batches: batchesMr },
};
type Lang = keyof typeof LANGUAGES;
type Messages = (typeof LANGUAGES)["en"];

/** A regular expression for the text a message function makes, whatever its argument. */
function around(make: (x: string) => string): RegExp {
  const [before = "", after = ""] = make("\u0000").split("\u0000");
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${esc(before)}.*${esc(after)}$`);
}

type Ctx = { page: Page; m: Messages; phone: boolean };
type Step = {
  name: string;
  /** Where it applies; both widths unless told. */
  only?: "phone" | "desktop";
  /** Untimed preparation (opening the dialog whose closing is measured, …). */
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
    act: ({ page }) => page.locator("button[data-slot=hamburger]").click(),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Close the drawer (Escape)",
    only: "phone",
    act: ({ page }) => page.keyboard.press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Open the Courses menu (Enter)",
    only: "desktop",
    // A mouse opens it on hover, which is no interaction; a click then would close it.
    before: ({ page }) =>
      page.locator("button[data-slot=courses-trigger]").focus(),
    act: ({ page }) => page.keyboard.press("Enter"),
    after: ({ page }) =>
      expect(page.locator("[data-slot=courses-menu]")).toBeVisible(),
  },
  {
    name: "Close the Courses menu (Escape)",
    only: "desktop",
    act: ({ page }) => page.keyboard.press("Escape"),
    after: ({ page }) =>
      expect(page.locator("[data-slot=courses-menu]")).toBeHidden(),
  },
  {
    name: "Hero: next slide",
    act: ({ page, m }) =>
      page
        .getByRole("button", { name: m.layout.carousel.nextSlide })
        .first()
        .click(),
    after: async () => {},
  },
  {
    name: "Hero: Pause",
    act: ({ page, m }) =>
      page
        .getByRole("button", { name: around(m.layout.carousel.pauseLabel) })
        .first()
        .click(),
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
    act: ({ page, m }) =>
      page
        .getByRole("button", { name: m.home.popularCourses.moreCourses(20) })
        .click(),
    after: ({ page, m }) =>
      expect(
        page.getByRole("button", { name: m.home.popularCourses.showLess }),
      ).toBeVisible(),
  },
  {
    name: "Show Less",
    act: ({ page, m }) =>
      page
        .getByRole("button", { name: m.home.popularCourses.showLess })
        .click(),
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
    act: ({ page, m }) =>
      page
        .getByRole("button", { name: around(m.course.videos.play) })
        .first()
        .click(),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Close the video review (Escape)",
    act: ({ page }) => page.keyboard.press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Footer accordion",
    only: "phone",
    before: ({ page }) =>
      page.locator("footer summary").nth(1).scrollIntoViewIfNeeded(),
    act: ({ page }) => page.locator("footer summary").nth(1).click(),
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
    act: ({ page }) =>
      visible(page.locator("[data-slot=language-switch]")).click(),
    after: async () => {},
  },
];

const COURSE: Step[] = [
  {
    name: "Enquiry Now",
    act: ({ page, m }) =>
      visible(page.getByRole("button", { name: m.common.enquiryNow })).click(),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Typing in the enquiry dialog",
    before: ({ page, m }) =>
      dialog(page).getByLabel(m.enquiry.fields.name).focus(),
    act: ({ page }) => page.keyboard.press("a"),
    after: ({ page, m }) =>
      expect(dialog(page).getByLabel(m.enquiry.fields.name)).toHaveValue("a"),
  },
  {
    name: "Close the enquiry dialog (Escape)",
    act: ({ page }) => page.keyboard.press("Escape"),
    after: ({ page }) => expect(dialog(page)).toHaveCount(0),
  },
  {
    name: "Curriculum tab",
    before: ({ page }) => page.getByRole("tab").nth(1).scrollIntoViewIfNeeded(),
    act: ({ page }) => page.getByRole("tab").nth(1).click(),
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
        .getByRole("button", { name: m.course.testimonials.next })
        .scrollIntoViewIfNeeded(),
    act: ({ page, m }) =>
      page.getByRole("button", { name: m.course.testimonials.next }).click(),
    after: async () => {},
  },
  {
    name: "Enquire (a batch)",
    before: ({ page, m }) =>
      visible(
        page.getByRole("button", { name: new RegExp(`^${m.batches.enquire}`) }),
      ).scrollIntoViewIfNeeded(),
    act: ({ page, m }) =>
      visible(
        page.getByRole("button", { name: new RegExp(`^${m.batches.enquire}`) }),
      ).click(),
    after: ({ page }) => expect(dialog(page)).toBeVisible(),
  },
  {
    name: "Send an enquiry",
    before: async ({ page, m }) => {
      const d = dialog(page);
      await d.getByLabel(m.enquiry.fields.name).fill("Asha Patil");
      await d.getByLabel(m.enquiry.fields.email).fill("asha@example.in");
      await d.getByLabel(m.enquiry.fields.phone).fill("9876543210");
      await d.getByLabel(m.enquiry.fields.message).fill("Weekend batch?");
    },
    act: ({ page, m }) =>
      dialog(page).getByRole("button", { name: m.enquiry.dialog.send }).click(),
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
        `    frame ${Math.round(f.duration)} ms: render ${Math.round(f.render)}, style+layout ${Math.round(f.styleLayout)}; ${f.scripts.join(", ")}\n`,
    )
    .join("");
}

/** The longest interaction since the last call (ms), 0 when none reached 16 ms. */
async function takeLongest(page: Page): Promise<number> {
  // The entries arrive after the paint that ended them; give the observer that frame.
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const w = window as unknown as { __taps: PerformanceEventTiming[] };
            const byId = new Map<number, number>();
            for (const e of w.__taps)
              if (e.interactionId)
                byId.set(
                  e.interactionId,
                  Math.max(byId.get(e.interactionId) ?? 0, e.duration),
                );
            w.__taps = [];
            done(Math.max(0, ...byId.values()));
          }, 100),
        );
      }),
  );
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

// key: "path|step" → width|lang → durations
const results = new Map<string, Map<string, number[]>>();
try {
  for (let run = 0; run < runs; run++)
    for (const { path, steps } of PAGES)
      for (const size of WIDTHS)
        for (const lang of Object.keys(LANGUAGES) as Lang[]) {
          const context = await browser.newContext({
            viewport: { width: size.width, height: size.height },
            hasTouch: size.phone,
            serviceWorkers: "block",
          });
          const page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { __taps: PerformanceEntry[] };
            w.__taps = [];
            new PerformanceObserver((list) => {
              w.__taps.push(...list.getEntries());
            }).observe({
              type: "event",
              durationThreshold: 16,
              buffered: true,
            } as PerformanceObserverInit);
            const l = window as unknown as { __frames: PerformanceEntry[] };
            l.__frames = [];
            new PerformanceObserver((list) => {
              l.__frames.push(...list.getEntries());
            }).observe({ type: "long-animation-frame", buffered: true });
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          const url = `${origin}${lang === "mr" ? `/mr${path === "/" ? "" : path}` : path}`;
          await page.goto(url);
          await expect(page.locator("html[data-hydrated]")).toHaveCount(1, {
            timeout: 60_000,
          });
          const c: Ctx = { page, m: LANGUAGES[lang], phone: size.phone };
          for (const step of steps) {
            if (step.only === "phone" && !size.phone) continue;
            if (step.only === "desktop" && size.phone) continue;
            if (only && !step.name.includes(only)) continue;
            await step.before?.(c);
            await idle(page);
            await takeLongest(page);
            if (explain) await frames(page);
            await step.act(c);
            await step.after(c);
            const ms = await takeLongest(page);
            if (explain) process.stderr.write(await frames(page));
            const key = `${path}|${step.name}`;
            const cell = `${size.width}|${lang}`;
            if (!results.has(key)) results.set(key, new Map());
            const cells = results.get(key)!;
            cells.set(cell, [...(cells.get(cell) ?? []), ms]);
            process.stderr.write(
              `run ${run + 1} ${lang} ${size.width} ${path} ${step.name}: ${ms} ms\n`,
            );
          }
          await context.close();
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
const lines = [
  `| page | interaction | ${cellKeys.map((k) => k.replace("|", " px, ")).join(" | ")} |`,
  `| --- | --- | ${cellKeys.map(() => "---").join(" | ")} |`,
];
for (const [key, cells] of results) {
  const [path, name] = key.split("|");
  const shown = cellKeys.map((k) => {
    const xs = cells.get(k);
    return xs ? `${show(median(xs))} (${show(Math.max(...xs))})` : "–";
  });
  lines.push(`| ${path} | ${name} | ${shown.join(" | ")} |`);
}
const table = [
  `Event Timing duration in ms with the CPU slowed 4x, median of ${runs} (worst):`,
  "",
  ...lines,
  "",
].join("\n");
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-taps.md", table);
process.stdout.write(table);
