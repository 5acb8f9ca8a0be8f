// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import {
  type GitHubStub,
  runReport,
  startGitHubStub,
} from "#scripts/publish/github-stub.ts";
import {
  branchAlias,
  cloudflarePreview,
} from "#scripts/publish/pull-request.ts";

/*
 * What a pull request is told after its checks (.github/workflows/pull-request.yml runs
 * `node scripts/publish/report.ts pull-request …`), run as the workflow runs it against a stub
 * of GitHub's API on loopback: the preview address as a comment and as the commit status the
 * editor shows, or the build's own lines naming the file, the entry and the field.
 */

const REPO = "nimbus-institute/website";
const PR = 12;
const SHA_FIRST = "d4e5f60718293a4b5c6d7e8f9012345678901234";
const SHA_SECOND = "e5f60718293a4b5c6d7e8f901234567890123456";
const RUN_URL = "https://github.com/nimbus-institute/website/actions/runs/4343";
const PREVIEW = "https://pr-12-institute-site.nimbus.workers.dev";

let dir = "";
let stub: GitHubStub;

/** The report script's pull-request step, as pull-request.yml runs it after a workflow_run. */
const report = (args: string[]) =>
  runReport(stub, ["pull-request", ...args], {
    // The workflow_run's own commit (main's): the pull request's is given by --sha.
    sha: "0000000000000000000000000000000000000000",
    runId: "4343",
  });

function log(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** What a failing build printed, as scripts/content/load.ts words it. */
const FAILED_LOG = [
  "> react-router build",
  "Content check failed, 1 problem in app/content (file > entry > field: what is wrong):",
  "  - courses/java.json > batches[2] > seats: must be 0 or more",
  "",
].join("\n");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pull-request-report-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  stub = await startGitHubStub(REPO);
  stub.addPullRequest(PR, "Update Courses “java”");
  stub.commits.set(SHA_FIRST, {
    sha: SHA_FIRST,
    message: "Update Courses “java”",
    name: "Asha Patil",
    login: "asha-patil",
  });
  stub.commits.set(SHA_SECOND, {
    sha: SHA_SECOND,
    message: "Update Courses “java”\n\nfrom the editor",
    name: "Asha Patil",
    login: "asha-patil",
  });
});
afterEach(() => stub.close());

const comments = () => stub.issues.find((i) => i.number === PR)!.comments;

describe("a pull request's build, told to the pull request", () => {
  it("a build that failed: a comment mentioning the author and naming the file, the entry and the field, and a failed status", async () => {
    expect(
      await report([
        "--number",
        String(PR),
        "--sha",
        SHA_FIRST,
        "--build",
        "failure",
        "--preview",
        "skipped",
        "--log",
        log("failed.log", FAILED_LOG),
      ]),
    ).toBe("#12: build failed, commented");
    expect(comments()).toEqual([
      [
        "@asha-patil, the change in commit d4e5f60 (`Update Courses “java”`) cannot be published yet.",
        "",
        "The build found these problems in the content (file > entry > field: what is wrong):",
        "",
        "- `courses/java.json > batches[2] > seats: must be 0 or more`",
        "",
        "Open the entry in /admin, correct the field and save it again: this pull request is built again, and its preview address follows once the build passes.",
        "",
        "Nothing reaches the live site until this pull request is merged.",
        "",
        `The full log: ${RUN_URL}`,
      ].join("\n"),
    ]);
    expect(stub.statuses).toEqual([
      {
        sha: SHA_FIRST,
        state: "failure",
        context: "Site preview",
        description: "The build found problems: see the pull request",
        target_url: RUN_URL,
      },
    ]);
    // No issue: a pull request's failure is told on the pull request.
    expect(stub.issues).toHaveLength(1);
  });

  it("a build that passed and was uploaded: its address as the editor's status and in one comment, which the next save's address replaces", async () => {
    const passed = log("passed.log", "Content check passed.\n");
    const args = (sha: string) => [
      "--number",
      String(PR),
      "--sha",
      sha,
      "--build",
      "success",
      "--preview",
      "success",
      "--url",
      PREVIEW,
      "--log",
      passed,
    ];
    expect(await report(args(SHA_FIRST))).toBe(`#12: preview ${PREVIEW}`);
    expect(stub.statuses).toEqual([
      {
        sha: SHA_FIRST,
        state: "success",
        context: "Site preview",
        description: "The site as it will be once published",
        target_url: PREVIEW,
      },
    ]);
    expect(comments()).toEqual([
      [
        "<!-- nimbus:site-preview -->",
        `**Preview:** ${PREVIEW}`,
        "",
        "The site as it will be once this pull request is published, built from commit d4e5f60 (`Update Courses “java”`) and checked like the live site. Open it on a phone to see the pages as students will. It is kept out of search engines, and every new save to this pull request replaces it.",
        "",
        "To publish: when the repository asks for a second person's approval, they open this pull request, check the preview and approve it (Files changed → Review changes → Approve). Then **Publish** in the editor (or **Merge** here) puts it live.",
      ].join("\n"),
    ]);

    expect(await report(args(SHA_SECOND))).toBe(`#12: preview ${PREVIEW}`);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]).toContain("built from commit e5f6071");
    expect(stub.statuses.map((s) => [s.sha, s.state])).toEqual([
      [SHA_FIRST, "success"],
      [SHA_SECOND, "success"],
    ]);
    // The edit: no second comment, so nobody is mailed twice for the same pull request.
    expect(stub.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${REPO}/statuses/${SHA_FIRST}`,
      `POST /repos/${REPO}/issues/${PR}/comments`,
      `POST /repos/${REPO}/statuses/${SHA_SECOND}`,
      `PATCH /repos/${REPO}/issues/comments/1001`,
    ]);
  });

  it("a run that passed without a preview address says nothing", async () => {
    const passed = log("passed.log", "Content check passed.\n");
    expect(
      await report([
        "--number",
        String(PR),
        "--build",
        "success",
        "--log",
        passed,
        "--sha",
        SHA_SECOND,
        "--preview",
        "skipped",
      ]),
    ).toBe("#12: no preview (skipped)");
    expect(stub.writes()).toEqual([]);
  });

  it("refuses an address that is not one, and a pull request or commit it cannot name", async () => {
    const passed = log("passed.log", "Content check passed.\n");
    await expect(
      report([
        "--number",
        String(PR),
        "--sha",
        SHA_FIRST,
        "--build",
        "success",
        "--preview",
        "success",
        "--url",
        "javascript:alert(1)",
        "--log",
        passed,
      ]),
    ).rejects.toThrow(/not a preview address: "javascript:alert\(1\)"/);
    await expect(
      report(["--number", "twelve", "--sha", SHA_FIRST, "--build", "failure"]),
    ).rejects.toThrow(/--number must be the pull request's number/);
    await expect(
      report(["--number", "12", "--sha", "HEAD", "--build", "failure"]),
    ).rejects.toThrow(/--sha must be the commit that was built/);
    expect(stub.writes()).toEqual([]);
  });
});

describe("the preview address Workers Builds commented", () => {
  const BRANCH = "cms/courses/java";
  const ADDRESS = "https://cms-courses-java-institute-site.nimbus.workers.dev";
  /**
   * A comment modelled on Cloudflare's (its GitHub integration comments each build of a pull
   * request, with a preview address for builds that ran `wrangler versions upload`): the
   * commit's address and the branch's.
   */
  const CLOUDFLARE_COMMENT = [
    "## Deploying institute-site with Cloudflare Workers",
    "",
    "| Status | Name | Latest Commit | Preview URL | Updated (UTC) |",
    "| - | - | - | - | - |",
    `| ✅ Deployment successful! | institute-site | d4e5f60 | [Commit Preview URL](https://0a1b2c3d-institute-site.nimbus.workers.dev)<br>[Branch Preview URL](${ADDRESS}) | Nov 27 2026, 10:00 AM |`,
  ].join("\n");

  it("names a branch as wrangler does", () => {
    expect(branchAlias("cms/courses/java")).toBe("cms-courses-java");
    expect(branchAlias("cms/pages/About_Us--2")).toBe("cms-pages-about-us-2");
    expect(branchAlias("///")).toBe("");
  });

  it("is the branch's address, from Cloudflare's own comment only, the newest first", () => {
    const comment = (id: number, login: string, body: string) => ({
      id,
      body,
      user: { login },
    });
    expect(
      cloudflarePreview(
        [comment(1, "cloudflare-workers-and-pages[bot]", CLOUDFLARE_COMMENT)],
        BRANCH,
      ),
    ).toBe(ADDRESS);
    // Anyone may comment on a pull request: their address, even of this shape, is not read.
    expect(
      cloudflarePreview(
        [
          comment(1, "cloudflare-workers-and-pages[bot]", CLOUDFLARE_COMMENT),
          comment(
            2,
            "someone",
            "https://cms-courses-java-institute-site.attacker.workers.dev",
          ),
        ],
        BRANCH,
      ),
    ).toBe(ADDRESS);
    expect(
      cloudflarePreview(
        [
          comment(
            2,
            "someone",
            "https://cms-courses-java-institute-site.attacker.workers.dev",
          ),
        ],
        BRANCH,
      ),
    ).toBeUndefined();
    // Only the branch's address: not the commit's, nor another branch's, nor a look-alike host.
    expect(
      cloudflarePreview(
        [
          comment(
            1,
            "cloudflare-workers-and-pages[bot]",
            "https://0a1b2c3d-institute-site.nimbus.workers.dev https://cms-courses-java-institute-site.nimbus.workers.dev.attacker.example",
          ),
        ],
        BRANCH,
      ),
    ).toBeUndefined();
  });

  it("a run that passed: the address of Cloudflare's comment becomes the editor's status, read through the script as the workflow runs it", async () => {
    const args = [
      "--number",
      String(PR),
      "--sha",
      SHA_FIRST,
      "--build",
      "success",
      "--preview",
      "cloudflare",
      "--branch",
      BRANCH,
      "--log",
      log("passed.log", "Content check passed.\n"),
    ];
    // Before Cloudflare has commented: nothing is said.
    expect(await report(args)).toBe("#12: no preview (skipped)");
    expect(stub.writes()).toEqual([]);
    stub.addComment(
      PR,
      CLOUDFLARE_COMMENT,
      "cloudflare-workers-and-pages[bot]",
    );
    expect(await report(args)).toBe(`#12: preview ${ADDRESS}`);
    expect(stub.statuses).toEqual([
      {
        sha: SHA_FIRST,
        state: "success",
        context: "Site preview",
        description: "The site as it will be once published",
        target_url: ADDRESS,
      },
    ]);
    expect(comments().at(-1)).toContain(`**Preview:** ${ADDRESS}`);
    await expect(
      report(args.filter((a) => a !== "--branch" && a !== BRANCH)),
    ).rejects.toThrow(/--preview cloudflare needs --branch/);
  });
});
