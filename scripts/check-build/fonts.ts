// The page's text is drawn in the system's own font (app/app.css), named so that the browser
// looks nothing up first: in Chromium every family named before the one it finds, or after it
// for a glyph it lacks, is one more lookup, some of them a call to the browser process, in the
// page's first layout (docs/performance.md, "The fonts looked up in the first layout").
import {
  $$,
  type CheckResult,
  publicPages,
  type Site,
  text,
} from "#scripts/check-build/site.ts";

/** Families a browser resolves without looking a name up. */
const GENERIC = new Set(["system-ui", "sans-serif", "serif", "monospace"]);

/** Each font family list a stylesheet declares (`font-family` and `--font-sans`). */
const fontStacks = (css: string) =>
  [
    ...css.matchAll(/(?:^|[;{\s])(font-family|--font-sans)\s*:\s*([^;}]+)/g),
  ].map(([, property, list]) => ({
    property: property!,
    families: list!.split(",").map((f) => f.trim().replace(/^["']|["']$/g, "")),
  }));

/** What is wrong with one declaration, or "" when nothing is. */
function stackProblem({
  property,
  families,
}: ReturnType<typeof fontStacks>[number]): string {
  if (property === "--font-sans") {
    const named = families.filter((f) => !GENERIC.has(f));
    return named.length ? `the text font names ${named.join(", ")}` : "";
  }
  const first = families[0]!;
  return first.startsWith("var(") || first === "inherit" || GENERIC.has(first)
    ? ""
    : `a font stack starts with ${first}`;
}

export function checkFonts(site: Site): CheckResult {
  const problems: string[] = [];
  let clean = 0;
  // The staff's pages (the certificate printer's serif sheet) are not held to it.
  for (const page of publicPages(site)) {
    const css = $$("style", site.dom(page))
      .map((el) => text(el))
      .join("\n");
    if (!css) continue;
    const found = new Set(
      fontStacks(css)
        .map(stackProblem)
        .filter((problem) => problem),
    );
    for (const problem of found) problems.push(`${page}: ${problem}`);
    if (found.size === 0) clean++;
  }
  return {
    problems,
    figures: [
      `system font           ${clean} pages' stylesheets name no font to look up first`,
    ],
  };
}
