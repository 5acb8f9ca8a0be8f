import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { BATCH_SOON_DAYS } from "#app/config/constants.ts";
import type { SiteContent } from "#app/content/collections.ts";
import { formatDay } from "#app/lib/dates.ts";
import { staleCourses } from "#app/lib/staleness.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import { contentFolders, requireContent } from "#scripts/content/load.ts";
import { adminShell } from "#scripts/content/editor/admin-shell.ts";
import { cmsConfig } from "#scripts/content/editor/config.ts";
import {
  SESSION_SCRIPT,
  sessionScript,
} from "#scripts/content/editor/session-ended.ts";
import { readDeployConfig } from "#host/deploy-config.ts";

/*
 * The files of the staff editor at /admin: its page, its configuration (generated from the
 * schemas) and Sveltia CMS itself, served from the site and never from a CDN.
 */

export const ADMIN_SCRIPT = "sveltia-cms.js";

const require = createRequire(import.meta.url);

/** Where a package npm installed sits (some do not export their package.json). */
function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, "package.json"))) return dir;
  }
  throw new Error(`${name} is not installed: run npm ci`);
}

/**
 * The fonts the editor asks a CDN for, served from the site instead: the same files, from the
 * @fontsource packages (OFL-1.1) npm installed, by the URL the editor's script names.
 */
const FONTS: Record<string, { pkg: string; file: string }> = {
  "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2":
    {
      pkg: "@fontsource-variable/source-sans-3",
      file: "source-sans-3-latin-wght-normal.woff2",
    },
  "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2":
    {
      pkg: "@fontsource/noto-mono",
      file: "noto-mono-latin-400-normal.woff2",
    },
  "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2":
    {
      pkg: "@fontsource-variable/material-symbols-outlined",
      file: "material-symbols-outlined-latin-wght-normal.woff2",
    },
};

/** Where the editor looks for a newer version of itself; answered by the site. */
const VERSION_FILE = "sveltia-cms-version.json";

/**
 * Immutable.js, which the editor loads from a CDN before it draws a preview template: the same
 * file from the package npm installed beside it (MIT), served by the site.
 */
const IMMUTABLE_FILE = "immutable.es.js";

/**
 * React DOM, which the editor loads beside its own script (`chunks/react-dom.js`, else from a
 * CDN) to render preview templates: served from the site, from the package itself.
 */
const REACT_DOM_CHUNK = "chunks/react-dom.js";

/**
 * The editor's script as npm installed it (the pinned @sveltia/cms), pointed at the site's own
 * copies of its fonts and version file, so it loads nothing from a CDN.
 */
export function adminScript(): string {
  const dir = packageDir("@sveltia/cms");
  let script = readFileSync(join(dir, "dist", ADMIN_SCRIPT), "utf8");
  for (const [url, font] of Object.entries(FONTS)) {
    if (!script.includes(url))
      throw new Error(
        `@sveltia/cms no longer loads ${url}: update FONTS in scripts/content/editor/page.ts`,
      );
    script = script.replaceAll(url, `/admin/fonts/${font.file}`);
  }
  const versionCheck = /`\$\{\w+\}\/package\.json`/;
  if (!versionCheck.test(script))
    throw new Error(
      "@sveltia/cms: its update check moved; update scripts/content/editor/page.ts",
    );
  script = script.replace(versionCheck, `\`/admin/${VERSION_FILE}\``);
  const immutable = /\w+\(`immutable`,`dist\/immutable\.es\.js`\)/;
  if (!immutable.test(script))
    throw new Error(
      "@sveltia/cms no longer loads Immutable.js this way: update scripts/content/editor/page.ts",
    );
  return script.replace(immutable, `import("/admin/${IMMUTABLE_FILE}")`);
}

/** What the editor loads to draw preview templates, from the packages npm installed. */
function previewSupport(): Record<string, Buffer> {
  return {
    [`admin/${IMMUTABLE_FILE}`]: readFileSync(
      join(packageDir("immutable"), "dist", IMMUTABLE_FILE),
    ),
    [`admin/${REACT_DOM_CHUNK}`]: readFileSync(
      join(packageDir("@sveltia/cms"), "dist", REACT_DOM_CHUNK),
    ),
  };
}

function adminFonts(): Record<string, Buffer> {
  return Object.fromEntries(
    Object.values(FONTS).map((font) => [
      `admin/fonts/${font.file}`,
      readFileSync(join(packageDir(font.pkg), "files", font.file)),
    ]),
  );
}

/** The GitHub repository the editor saves to: package.json's `repository`, as "owner/name". */
export function repositoryOf(packageJson: { repository?: unknown }): string {
  const field = packageJson.repository;
  const url =
    typeof field === "string" ? field : (field as { url?: string })?.url;
  const match =
    url && /github(?:\.com[/:]|:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url);
  if (!match?.[1])
    throw new Error(
      'package.json: "repository" must name the GitHub repository the staff edit, e.g. "github:owner/name"',
    );
  return match[1];
}

/**
 * The editor's page: not indexed, its own policy, the configuration and the script, then the
 * module that draws the preview pane with the site's own pages (`previewEntry`, when built:
 * scripts/build/vite/editor-preview.ts), which needs the editor's script to have run.
 */
export function adminPage(siteName: string, previewEntry?: string): string {
  return adminShell({
    title: `Edit the site · ${siteName}`,
    head: `<link href="/admin/config.json" type="application/json" rel="cms-config-url">\n`,
    body: `<script src="/admin/${SESSION_SCRIPT}"></script>
<script src="/admin/${ADMIN_SCRIPT}"></script>
${previewEntry ? `<script type="module" src="${previewEntry}"></script>\n` : ""}`,
  });
}

/**
 * The courses to update, in a sentence for the top of the editor's course list; the site is
 * rebuilt nightly, so it follows the calendar.
 */
export function coursesReminder(
  courses: SiteContent["courses"],
  today: string,
): string | undefined {
  const title = (slug: string) =>
    courses.find((c) => c.slug === slug)?.title ?? slug;
  const stale = staleCourses(courses, today, BATCH_SOON_DAYS).map((s) =>
    s.reason === "all-past"
      ? `${title(s.slug)} (every batch has started)`
      : `${title(s.slug)} (next batch ${formatDay(s.start)})`,
  );
  return stale.length ? `Update soon: ${stale.join(", ")}.` : undefined;
}

/**
 * Every file of /admin, by its path under the site's root; the preview's own files come from
 * its build, which names its entry here.
 */
export function adminFiles(
  root: string,
  previewEntry?: string,
): Record<string, string | Buffer> {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const { content } = requireContent(contentFolders(root));
  const { site } = content;
  const deploy = readDeployConfig(root);
  const config = cmsConfig({
    repo: repositoryOf(pkg),
    branch: "main",
    siteUrl: site.url,
    signInOrigin: deploy.siteUrl,
    coursesReminder: coursesReminder(content.courses, buildDay()),
    editorialWorkflow: deploy.editorialWorkflow,
  });
  return {
    "admin/index.html": adminPage(site.name, previewEntry),
    "admin/config.json": `${JSON.stringify(config, null, 2)}\n`,
    [`admin/${ADMIN_SCRIPT}`]: adminScript(),
    // GitHub's API, where the editor's calls go (its default api_root).
    [`admin/${SESSION_SCRIPT}`]: sessionScript([
      new URL(deploy.githubApiUrl).origin,
    ]),
    [`admin/${VERSION_FILE}`]: JSON.stringify({
      version: JSON.parse(
        readFileSync(join(packageDir("@sveltia/cms"), "package.json"), "utf8"),
      ).version,
    }),
    ...adminFonts(),
    ...previewSupport(),
  };
}
