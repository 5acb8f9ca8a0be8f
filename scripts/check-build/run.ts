// Checks the static build the way a visitor's browser and a search engine will meet it. Each
// check is a module of scripts/check-build/ with its own unit test; this runs them all on
// PREVIEW_ROOT (default build/client), prints the figures and exits 1 naming every problem.
import { relative } from "node:path";
import { checkBudgets } from "#scripts/check-build/budgets.ts";
import { checkCertificates } from "#scripts/check-build/certificates.ts";
import { checkFonts } from "#scripts/check-build/fonts.ts";
import { checkHtmlValidity } from "#scripts/check-build/html-validity.ts";
import { checkImages } from "#scripts/check-build/images.ts";
import { checkKeptBack } from "#scripts/check-build/kept-back.ts";
import { checkLinks } from "#scripts/check-build/links.ts";
import { checkOpening } from "#scripts/check-build/opening.ts";
import { checkPageFacts } from "#scripts/check-build/page-facts.ts";
import { checkScriptPolicy } from "#scripts/check-build/script-policy.ts";
import { loadSite } from "#scripts/check-build/site.ts";
import { checkStructuredData } from "#scripts/check-build/structured-data.ts";

const site = loadSite(process.env.PREVIEW_ROOT ?? "build/client");
const results = [
  checkBudgets,
  checkImages,
  checkLinks,
  checkOpening,
  checkFonts,
  checkStructuredData,
  checkPageFacts,
  checkScriptPolicy,
  checkHtmlValidity,
  checkKeptBack,
  checkCertificates,
].map((check) => check(site));

console.log(`Build check of ${relative(process.cwd(), site.root) || "."}`);
for (const line of results.flatMap((r) => r.figures)) console.log(`  ${line}`);
const problems = results.flatMap((r) => r.problems);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("  all checks passed");
