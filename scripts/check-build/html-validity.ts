// HTML validity with the W3C checker (vnu), run once over the whole build.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { type CheckResult, type Site } from "#scripts/check-build/site.ts";

/**
 * Messages the checker gets wrong for this site. The inline stylesheet is Tailwind 4's output
 * (@property, newer properties), which the checker's CSS grammar predates; the markup is what
 * is checked. It also predates `blocking` on <link rel="expect"> (HTML standard, 2024); the one
 * such link is checked by opening.ts.
 */
export const VNU_FILTER =
  "CSS: .*|A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.";

/** The checker's error lines, each as a problem naming the page relative to the root. */
export function vnuProblems(stderr: string, root: string): string[] {
  return stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `HTML: ${line.replace(`file:${root}/`, "")}`);
}

export function checkHtmlValidity(site: Site): CheckResult {
  const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
  let problems: string[] = [];
  try {
    execFileSync(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--skip-non-html",
        "--filterpattern",
        VNU_FILTER,
        site.root,
      ],
      { stdio: "pipe" },
    );
  } catch (error) {
    const err = error as { code?: string; stderr?: Buffer };
    problems =
      err.code === "ENOENT"
        ? [
            "java is needed for the HTML checker (Debian: apt-get install default-jre-headless)",
          ]
        : vnuProblems(String(err.stderr ?? ""), site.root);
    if (!problems.length) problems = [`HTML checker failed: ${String(error)}`];
  }
  return {
    problems,
    figures: [
      `pages                 ${site.pages.length} HTML files, ${problems.length} HTML errors (vnu)`,
    ],
  };
}
