import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/*
 * IBM's Equal Access engine (accessibility-checker-engine), the second reading of every page
 * beside axe: it reads some rules differently (a focusable element needs a widget role or a
 * scrollbar, an article needs its own name). Its ace.js is handed to the page through
 * Playwright's evaluate, which the site's script policy does not govern (a <script> tag of it
 * would be refused: script-src 'self'), so the context keeps the policy and needs no
 * bypassCSP.
 */

/** The engine's source, read once per worker. */
let engine: string | undefined;
const engineSource = () =>
  (engine ??= readFileSync(
    createRequire(import.meta.url).resolve(
      "accessibility-checker-engine/ace.js",
    ),
    "utf8",
  ));

/** IBM's own policy, the one its checker tools default to (WCAG 2.2 AA and IBM's additions). */
const POLICY = "IBM_Accessibility";

/**
 * Rules switched off, each with the reason. Contrast stays axe's job (color-contrast, which
 * reads the page's colours as the browser paints them).
 */
export const IBM_RULES_OFF: Record<string, string> = {
  // Reads the site's oklch() colours (Tailwind 4's palette) as white on white and flags every
  // light text on a dark ground as "same colour"; axe measures the painted colours instead.
  text_contrast_sufficient:
    "misreads oklch() colours as #ffffff; contrast is axe's color-contrast rule",
};

type Result = {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  message: string;
  snippet: string;
  path: { dom: string };
};

/**
 * Runs IBM's engine on the page as it is now and expects no violation. "Potential" and
 * "manual" items (things a person must judge, such as whether a word like "right" is a
 * position) and recommendations do not fail: only definite violations of its policy. The
 * engine is loaded into the page once, whatever the number of checks; only the violations
 * leave the page.
 *
 * The rules are switched off in the policy itself: the engine's own `disableRule(id)` (4.0.34)
 * ignores the id and switches off every rule of every policy, after which a check reports
 * nothing and passes whatever the page.
 */
export async function expectNoIbmViolations(page: Page) {
  const loaded = await page.evaluate(() => "ace" in window);
  if (!loaded) await page.evaluate(engineSource());
  const { rulesRun, violations } = await page.evaluate(
    async ({ policy, off }) => {
      type Guideline = {
        id: string;
        checkpoints: { rules?: { id: string; enabled?: boolean }[] }[];
      };
      const { ace } = window as unknown as {
        ace: {
          Checker: new () => {
            getGuidelines(): Guideline[];
            addGuideline(guideline: Guideline): void;
            check(
              node: Document,
              policies: string[],
            ): Promise<{ results: Result[] }>;
          };
        };
      };
      const checker = new ace.Checker();
      const guideline = checker.getGuidelines().find((g) => g.id === policy)!;
      for (const checkpoint of guideline.checkpoints)
        for (const rule of checkpoint.rules ?? [])
          if (off.includes(rule.id)) rule.enabled = false;
      checker.addGuideline(guideline);
      const report = await checker.check(document, [policy]);
      return {
        rulesRun: new Set(report.results.map((r) => r.ruleId)).size,
        violations: report.results
          .filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL")
          .map(
            (r) =>
              `${r.ruleId} (${r.reasonId}): ${r.message} — ${r.snippet.slice(0, 160)} at ${r.path.dom}`,
          ),
      };
    },
    { policy: POLICY, off: Object.keys(IBM_RULES_OFF) },
  );
  // A check that ran no rule would pass any page.
  expect(rulesRun, "IBM rules that reported on the page").toBeGreaterThan(0);
  expect(violations, "IBM Equal Access violations").toEqual([]);
}
