// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requireContent } from "#scripts/content/load.ts";
import {
  adminFiles,
  adminPage,
  coursesReminder,
  repositoryOf,
} from "#scripts/content/editor/page.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";

const root = resolve(import.meta.dirname, "../../..");

describe("the editor's page", () => {
  it("is not indexed, carries its own policy and loads only the site's copy of the editor", () => {
    const page = adminPage("Nimbus Computer Institute");
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain("script-src 'self';");
    expect(page).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    // frame-ancestors works only as a header; in a <meta> it only logs an error.
    expect(page).not.toContain("frame-ancestors");
    expect(page).toContain(
      '<script src="/admin/session-ended.js"></script>\n<script src="/admin/sveltia-cms.js"></script>',
    );
    expect(page).toContain(
      "<title>Edit the site · Nimbus Computer Institute</title>",
    );
  });

  it("loads the preview pane's module after the editor's script, from the site, with no inline script", () => {
    const page = adminPage(
      "Nimbus Computer Institute",
      "/admin/preview/preview-AbC123.js",
    );
    expect(page).toContain(
      '<script src="/admin/sveltia-cms.js"></script>\n<script type="module" src="/admin/preview/preview-AbC123.js"></script>\n</body>',
    );
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script src="/admin/session-ended.js">',
      '<script src="/admin/sveltia-cms.js">',
      '<script type="module" src="/admin/preview/preview-AbC123.js">',
    ]);
  });

  it("serves what the editor loads to draw preview templates, Immutable.js and React DOM, from the site", () => {
    const files = adminFiles(root);
    const script = String(files["admin/sveltia-cms.js"]);
    expect(script).toContain('import("/admin/immutable.es.js")');
    expect(script).not.toMatch(/`immutable`,`dist\/immutable\.es\.js`/);
    expect(String(files["admin/immutable.es.js"])).toMatch(
      /export \{[^}]*\bfromJS\b/,
    );
    expect(String(files["admin/chunks/react-dom.js"])).toMatch(
      /export\{\w+ as createRoot\}/,
    );
  });

  it("reads the repository the staff edit from package.json", () => {
    expect(
      repositoryOf({ repository: "github:nimbus-institute/website" }),
    ).toBe("nimbus-institute/website");
    expect(
      repositoryOf({
        repository: { type: "git", url: "https://github.com/a-b/c.d.git" },
      }),
    ).toBe("a-b/c.d");
    expect(() => repositoryOf({})).toThrow(
      /"repository" must name the GitHub repository/,
    );
  });

  it("tells the staff which courses to update, by their titles", () => {
    const { courses } = requireContent().content;
    expect(coursesReminder(courses, "2026-11-22")).toBe(
      "Update soon: Data Science (every batch has started), Web Design (next batch 5 Dec 2026), Fullstack (MERN) (next batch 1 Dec 2026).",
    );
    expect(coursesReminder(courses, "2024-01-01")).toBeUndefined();
  });
});

describe("the editor's configuration as built", () => {
  /** A project whose content and wrangler.jsonc the test writes. */
  function project(wranglerVars: Record<string, string>, siteUrl: string) {
    const dir = mkdtempSync(join(tmpdir(), "admin-files-"));
    cpSync(resolve(root, "package.json"), join(dir, "package.json"));
    symlinkSync(resolve(root, "public"), join(dir, "public"));
    writeFileSync(
      join(dir, "wrangler.jsonc"),
      `// the host\n{ "vars": ${JSON.stringify(wranglerVars)}, }\n`,
    );
    const content = join(dir, "content");
    cpSync(resolve(root, FIXTURE_CONTENT_DIR), content, { recursive: true });
    const site = JSON.parse(readFileSync(join(content, "site.json"), "utf8"));
    site.en.url = siteUrl;
    writeFileSync(join(content, "site.json"), JSON.stringify(site, null, 2));
    vi.stubEnv("CONTENT_DIR", content);
    dirs.push(dir);
    return dir;
  }
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0))
      rmSync(dir, { recursive: true, force: true });
  });
  const VARS = {
    GITHUB_URL: "https://github.com",
    SITE_URL: "https://www.nimbus-institute.example.com",
  };

  it("signs in through the origin of deploy configuration, whatever site.json (which staff edit) says", () => {
    const files = adminFiles(project(VARS, "https://attacker.example"));
    const config = JSON.parse(String(files["admin/config.json"]));
    expect(config.backend).toEqual({
      name: "github",
      repo: "nimbus-institute/website",
      branch: "main",
      base_url: "https://www.nimbus-institute.example.com",
    });
    // Only links to the site come from site.json.
    expect(config.site_url).toBe("https://attacker.example");
  });

  it("stops the build with a readable error when the site's address is not an origin", () => {
    expect(() =>
      adminFiles(
        project(
          { ...VARS, SITE_URL: "https://www.nimbus-institute.example.com/" },
          "https://www.nimbus-institute.example.com",
        ),
      ),
    ).toThrow(
      'wrangler.jsonc is not a deploy configuration the site can be built with:\n  - vars.SITE_URL: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "https://www.nimbus-institute.example.com/")',
    );
  });
});
