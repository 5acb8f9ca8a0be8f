// Images: every file within the image budget, every SVG holding nothing that runs or reaches out
// (the content check's rules, scripts/content/svg.ts: a file could reach public/ another way),
// and every <img> with width, height (no layout shift while it loads) and alt.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGET } from "#scripts/check-build/budgets.ts";
import {
  $$,
  type CheckResult,
  type Site,
  kb,
} from "#scripts/check-build/site.ts";
import { svgIssues } from "#scripts/content/media.ts";

export function checkImages(site: Site, budget = BUDGET.image): CheckResult {
  const problems: string[] = [];
  const images = site.files
    .filter((f) => /\.(avif|webp|png|jpe?g|svg|gif|ico)$/.test(f))
    .map((f) => ({ f, size: site.size(f) }))
    .sort((a, b) => b.size - a.size);
  for (const { f, size } of images)
    if (size > budget)
      problems.push(`image ${f} is ${kb(size)} > ${kb(budget)}`);
  for (const { f } of images)
    if (f.endsWith(".svg"))
      problems.push(...svgIssues(f, readFileSync(join(site.root, f))));
  for (const page of site.pages)
    for (const img of $$("img", site.dom(page)))
      for (const attr of ["width", "height", "alt"])
        if (img.attribs[attr] === undefined)
          problems.push(
            `${page}: <img> without ${attr}: ${img.attribs.src ?? img.attribs.srcset ?? ""}`,
          );
  const largest = images[0];
  return {
    problems,
    figures: [
      `images                ${images.length}, largest ${largest ? `${largest.f} ${kb(largest.size)}` : "-"} (budget ${kb(budget)})`,
    ],
  };
}
