// What the content keeps and the site never shows: a student's written consent is recorded in
// their story's data file (app/content/schemas/story.ts) and the build drops it from everything
// the pages get. No file a visitor can fetch (a page, its data, a script, the sitemap) may hold
// it; the editor at /admin edits it, so its configuration names the field.
import { CONSENT_FIELD } from "#app/content/schemas/story.ts";
import type { CheckResult, Site } from "#scripts/check-build/site.ts";

/** Files read as text: what a page, its data and its scripts are made of. */
const TEXT = /\.(html|js|mjs|json|data|xml|txt|webmanifest|ics|css)$/;

export function checkKeptBack(site: Site): CheckResult {
  const files = site.files.filter(
    (f) => TEXT.test(f) && !f.startsWith("admin/"),
  );
  const problems = files
    .filter((f) => site.read(f).includes(CONSENT_FIELD))
    .map(
      (f) =>
        `${f}: holds a student's consent date ("${CONSENT_FIELD}"), which stays in the content`,
    );
  return {
    problems,
    figures: [
      `kept back             no consent date in ${files.length} pages, data files and scripts`,
    ],
  };
}
