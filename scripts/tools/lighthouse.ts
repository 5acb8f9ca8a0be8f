// Runs Lighthouse (mobile profile) on every content route (the sitemap's) and the certificate
// check (/verify, /mr/verify) against the preview server and writes reports/lighthouse.{json,md}.
// Every run is a first visit: a new Chromium with a new, empty profile (no HTTP cache, no
// compiled code of the site's JavaScript kept from a run before).
// Per route it reports the median of `--runs N` runs (default 5) for each score and each
// timing, taken on its own.
// `--assert` exits 1 unless, on every route measured, Accessibility, Best Practices and SEO
// are 100 and layout shift is 0.00 in every run, and the medians are within the bars with a
// tolerance (ASSERT below). `npm test` does not run it (docs/performance.md, "Lighthouse method").
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { launch } from "chrome-launcher";
import { pages } from "#app/config/pages.ts";
import { localeCodes, localizePath } from "#app/content/locales.ts";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "#scripts/tools/chromium.ts";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";

const args = process.argv.slice(2);
const runs = args.includes("--runs")
  ? Number(args[args.indexOf("--runs") + 1])
  : 5;
if (!Number.isInteger(runs) || runs < 1)
  throw new Error("--runs takes a whole number of runs, 1 or more");
const assert = args.includes("--assert");
// `--only /,/courses/java` measures just those routes.
// `--save DIR` keeps each run's report and trace there (<route>-<run>.{report,trace}.json), to
// read which tasks blocked the main thread (DIR defaults to reports/lighthouse-runs).
const only = args.includes("--only")
  ? args[args.indexOf("--only") + 1]?.split(",")
  : undefined;
const saveArg = args[args.indexOf("--save") + 1];
const saveDir = args.includes("--save")
  ? resolve(
      saveArg && !saveArg.startsWith("--")
        ? saveArg
        : "reports/lighthouse-runs",
    )
  : undefined;
const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

/**
 * What `--assert` holds the medians to: a tolerance, not PRODUCT.md's bars ("Bars every change is
 * held to"), which hold on a quiet machine. Lighthouse multiplies the main thread's observed work
 * by 4, so a busier machine measures the same build worse (at a load average of 28 on 2 cores, TBT
 * 560–2,880 ms: no bar holds there). The tolerance still catches what the staged start exists to
 * prevent: scripts requested before the largest paint measured LCP 2–3 s, and the app evaluated in
 * one task TBT 110–220 ms on a quiet machine.
 */
const ASSERT = { performance: 90, lcpMs: 1800, tbtMs: 300 };

type LhResult = RunnerResult["lhr"];

type Row = {
  path: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  lcpMs: number;
  tbtMs: number;
  layoutShift: number;
  failed: string[];
  /** The SEO audits that failed in some run. */
  seoFailed: string[];
};

const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const root = resolve(process.env.PREVIEW_ROOT ?? "build/client");
// Every content route, as the build's sitemap lists them.
const sitemap = readFileSync(resolve(root, "sitemap.xml"), "utf8");
/**
 * Pages kept from search engines (noindex) that are measured too: the certificate check, which
 * an employer opens from a QR code as a first visit. Lighthouse's SEO audit "is-crawlable"
 * fails on them by design; every other audit holds them to the same bars.
 */
const NOINDEX_MEASURED = localeCodes.map((l) =>
  localizePath(pages.verify.path, l),
);
const routes = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  ),
  ...NOINDEX_MEASURED,
].filter((path) => !only || only.includes(path));
const server = createPreviewServer(root);
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chromePath = findChromium();

/** One Lighthouse run in a Chromium of its own, with a profile of its own, both removed after. */
async function firstVisit(url: string) {
  const userDataDir = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    userDataDir,
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
try {
  for (const path of routes) {
    const results: LhResult[] = [];
    let retries = 0;
    for (let i = 0; i < runs; i++) {
      const result = await firstVisit(`${origin}${path}`);
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      // A trace that Lighthouse itself could not read (seen once in ~50 routes here) is run
      // again, twice at most, rather than reported as a score of 0.
      if (result.lhr.runtimeError && retries < 2) {
        retries++;
        console.log(
          `${path}: Lighthouse error ${result.lhr.runtimeError.code}; running again`,
        );
        i--;
        continue;
      }
      results.push(result.lhr);
      if (saveDir) {
        const name = `${saveDir}/${path.slice(1).replaceAll("/", "_") || "home"}-${results.length}`;
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(`${name}.report.json`, JSON.stringify(result.lhr));
        writeFileSync(
          `${name}.trace.json`,
          JSON.stringify(result.artifacts.Trace),
        );
      }
    }
    // Each score and each timing is the median of the runs, taken on its own.
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        median(
          results.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)),
        ),
      ]),
    );
    const value = (id: string) =>
      median(results.map((r) => r.audits[id]?.numericValue ?? Infinity));
    const metrics = {
      FCP: seconds(value(METRICS.FCP)),
      LCP: seconds(value(METRICS.LCP)),
      TBT: `${Math.round(value(METRICS.TBT) / 10) * 10} ms`,
      CLS: String(Math.round(value(METRICS.CLS) * 1000) / 1000),
    };
    // A failed audit or a layout shift in any run is reported: a median does not hide it.
    const failed = [
      ...new Set(
        results.flatMap((r) =>
          Object.values(r.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                a.scoreDisplayMode === "binary",
            )
            .map((a) => a.id),
        ),
      ),
    ];
    const seoAudits = new Set(
      results.flatMap(
        (r) => r.categories.seo?.auditRefs.map((a) => a.id) ?? [],
      ),
    );
    const layoutShift = Math.max(
      ...results.map((r) => r.audits[METRICS.CLS]?.numericValue ?? Infinity),
    );
    rows.push({
      path,
      scores,
      metrics,
      lcpMs: value(METRICS.LCP),
      tbtMs: value(METRICS.TBT),
      layoutShift,
      failed,
      seoFailed: failed.filter((id) => seoAudits.has(id)),
    });
    console.log(
      `${path.padEnd(24)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join("  ")}  ${Object.entries(
        metrics,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join("  ")}`,
    );
  }
} finally {
  server.close();
}

mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.json", JSON.stringify(rows, null, 2));
const table = [
  `| route | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  ...rows.map(
    (r) =>
      `| ${r.path} | ${CATEGORIES.map((c) => r.scores[c]).join(" | ")} | ${Object.values(r.metrics).join(" | ")} |`,
  ),
].join("\n");
writeFileSync(
  "reports/lighthouse.md",
  `Lighthouse mobile, first visits (a new browser and profile per run)${runs > 1 ? `, median of ${runs}` : ""}\n\n${table}\n`,
);
console.log(`\nWrote reports/lighthouse.md and reports/lighthouse.json`);

if (assert) {
  const bad = rows.flatMap((r) => [
    ...(["accessibility", "best-practices", "seo"] as const)
      .filter((c) => r.scores[c] !== 100)
      .filter(
        (c) =>
          !(
            c === "seo" &&
            NOINDEX_MEASURED.includes(r.path) &&
            r.seoFailed.every((id) => id === "is-crawlable")
          ),
      )
      .map(
        (c) =>
          `${r.path}: ${c} ${r.scores[c]} (failing audits: ${r.failed.join(", ") || "-"})`,
      ),
    // PRODUCT.md's bar is CLS 0.00; a shift of a few hundred-thousandths (a sub-pixel move,
    // seen once in 78 runs) rounds to it.
    ...(r.layoutShift < 0.005
      ? []
      : [`${r.path}: layout shift ${r.layoutShift.toFixed(3)}`]),
    ...(r.scores.performance! >= ASSERT.performance
      ? []
      : [
          `${r.path}: Performance ${r.scores.performance} (under ${ASSERT.performance})`,
        ]),
    ...(r.lcpMs <= ASSERT.lcpMs
      ? []
      : [`${r.path}: LCP ${Math.round(r.lcpMs)} ms (over ${ASSERT.lcpMs})`]),
    ...(r.tbtMs <= ASSERT.tbtMs
      ? []
      : [`${r.path}: TBT ${Math.round(r.tbtMs)} ms (over ${ASSERT.tbtMs})`]),
  ]);
  if (bad.length) {
    console.error(`\nLighthouse below the bar:\n- ${bad.join("\n- ")}`);
    process.exit(1);
  }
  console.log(
    `Accessibility, Best Practices and SEO are 100 (on the noindex pages measured, every SEO audit but "is-crawlable" passes), layout shift is 0.00, Performance is ${ASSERT.performance} or more, LCP ${ASSERT.lcpMs} ms or less and TBT ${ASSERT.tbtMs} ms or less on every route measured.`,
  );
}
