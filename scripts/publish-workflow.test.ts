// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/*
 * The publishing workflow (.github/workflows/publish.yml) cannot run here, so it runs nothing of
 * its own: its steps are the README's commands, which `npm test` runs on every change. These
 * checks keep it that way, and keep a failed build from ever reaching the deploy.
 */

const root = resolve(import.meta.dirname, "..");
type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; steps: Step[] };
const workflow = parse(
  readFileSync(resolve(root, ".github/workflows/publish.yml"), "utf8"),
) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const readme = readFileSync(resolve(root, "README.md"), "utf8");

describe("the publishing workflow", () => {
  it("runs on every push to main, nightly and on request", () => {
    expect(workflow.on.push).toEqual({ branches: ["main"] });
    expect(workflow.on.schedule).toEqual([{ cron: "30 0 * * *" }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("installs, builds and checks with the README's own commands, then uploads build/client", () => {
    const steps = workflow.jobs.build!.steps;
    const commands = steps.flatMap((s) => (s.run ? [s.run] : []));
    expect(commands).toEqual([
      "npm ci",
      "npm run build",
      "npm run check:build",
    ]);
    for (const command of commands) expect(readme).toContain(command);
    expect(steps.at(-1)).toEqual({
      uses: "actions/upload-pages-artifact@v3",
      with: { path: "build/client" },
    });
  });

  it("deploys only after the build job succeeded", () => {
    expect(workflow.jobs.deploy!.needs).toBe("build");
    expect(workflow.jobs.deploy!.steps.map((s) => s.uses)).toEqual([
      "actions/deploy-pages@v4",
    ]);
  });
});
