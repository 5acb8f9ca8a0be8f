// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import { BATCH_SOON_DAYS } from "#app/config/constants.ts";
import type { SiteContent } from "#app/content/collections.ts";
import { formatContentReport, loadContent } from "#scripts/content/load.ts";
import { batchReminder } from "#scripts/build/vite/content.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import {
  type GitHubStub,
  runReport,
  startGitHubStub,
} from "#scripts/publish/github-stub.ts";

/*
 * The workflow's script, run as the workflow runs it (`node scripts/publish/report.ts …`),
 * against a stub of GitHub's API on loopback. The failing log is the content check's own report
 * on a copy of the content with one wrong field; the full `npm run build` version of this is in
 * scripts/publish/publish.test.ts.
 */

const root = resolve(import.meta.dirname, "../..");
const REPO = "nimbus-institute/website";
const SHA_BAD = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const SHA_WORSE = "b2c3d4e5f60718293a4b5c6d7e8f901234567890";
const SHA_GOOD = "c3d4e5f60718293a4b5c6d7e8f90123456789012";

let dir = "";
let stub: GitHubStub;

const report = (
  args: string[],
  sha = SHA_BAD,
  env: Record<string, string> = {},
) => runReport(stub, args, { sha, runId: "4242", env });

function log(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** What the content check prints for a copy of the content with one edit. */
function checkedCopy(edit: (java: Record<string, unknown>) => void): string {
  const contentDir = join(
    dir,
    `content-${Math.random().toString(36).slice(2)}`,
  );
  // The tests' own content: its Java has the batches this test breaks, whatever staff edit.
  cpSync(join(root, FIXTURE_CONTENT_DIR), contentDir, { recursive: true });
  const file = join(contentDir, "courses/java.json");
  const java = JSON.parse(readFileSync(file, "utf8"));
  edit(java.en);
  writeFileSync(file, JSON.stringify(java, null, 2));
  const result = loadContent({
    contentDir,
    publicDir: join(root, "public"),
    mediaDir: join(contentDir, "media"),
    madeDir: join(contentDir, "media-made"),
  });
  return result.ok
    ? "content check passed"
    : formatContentReport(result.issues);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "publish-report-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  stub = await startGitHubStub(REPO);
  stub.commits.set(SHA_BAD, {
    sha: SHA_BAD,
    message: "Update Courses “java”",
    name: "Asha Patil",
    login: "asha-patil",
  });
  stub.commits.set(SHA_WORSE, {
    sha: SHA_WORSE,
    message: "Update Courses “java”\n\nfrom the editor",
    name: "Ravi Kulkarni",
    login: "ravi-k",
  });
  stub.commits.set(SHA_GOOD, {
    sha: SHA_GOOD,
    message: "Fix the seats",
    name: "Asha Patil",
    login: "asha-patil",
  });
});
afterEach(() => stub.close());

describe("a save that cannot be published", () => {
  it("opens one issue naming the file, entry and field as the build said, mentioning the author; a second failure updates it; a good build closes it", async () => {
    const bad = log(
      "bad.log",
      checkedCopy((java) => {
        (java.batches as { seats: number }[])[0]!.seats = -1;
      }),
    );

    expect(
      await report([
        "publish",
        "--build",
        "failure",
        "--deploy",
        "skipped",
        "--log",
        bad,
        "--author",
        "asha-patil",
      ]),
    ).toBe("opened #1");
    expect(stub.issues).toHaveLength(1);
    const issue = stub.issues[0]!;
    expect(issue.title).toBe(
      "Publishing stopped: courses/java.json > batches[0] > seats: must be 0 or more",
    );
    expect(issue.labels).toEqual(["publish-failed"]);
    expect(issue.body).toBe(
      [
        `@asha-patil, the save in commit a1b2c3d (\`Update Courses “java”\`) cannot be published. The live site stays as it was, and no later save (anyone's seat changes and the nightly rebuild too) is published until this is fixed.`,
        "",
        "The build found these problems in the content (file > entry > field: what is wrong):",
        "",
        "- `courses/java.json > batches[0] > seats: must be 0 or more`",
        "",
        "Open the file in /admin, correct the field and save. Publishing starts again by itself.",
        "",
        "The full log: https://github.com/nimbus-institute/website/actions/runs/4242",
        "",
        "This issue closes by itself when the next build succeeds.",
      ].join("\n"),
    );
    expect(stub.labels).toEqual(new Set(["publish-failed"]));
    expect(
      stub.requests.every((r) => r.authorization === "Bearer test-token"),
    ).toBe(true);

    // A second wrong save, by someone else, while the first is still open. No --author: a
    // scheduled run has no push event, so the login comes from the commits API.
    const worse = log(
      "worse.log",
      checkedCopy((java) => {
        (java.batches as { seats: number }[])[0]!.seats = -1;
        (java.batches as { start: string }[])[1]!.start = "next week";
      }),
    );
    expect(
      await report(
        ["publish", "--build", "failure", "--log", worse],
        SHA_WORSE,
      ),
    ).toBe("updated #1");
    expect(stub.issues).toHaveLength(1);
    expect(issue.title).toBe(
      "Publishing stopped: courses/java.json > batches[0] > seats: must be 0 or more (and 1 more)",
    );
    expect(issue.body).toContain("@ravi-k, the save in commit b2c3d4e");
    expect(issue.body).toContain(
      "- `courses/java.json > batches[1] > start: must be a real date written YYYY-MM-DD, e.g. 2027-01-15`",
    );
    expect(issue.comments).toEqual([
      [
        "Still failing after commit b2c3d4e by @ravi-k. The description above now lists what the latest build said.",
        "",
        "- `courses/java.json > batches[0] > seats: must be 0 or more`",
        "- `courses/java.json > batches[1] > start: must be a real date written YYYY-MM-DD, e.g. 2027-01-15`",
        "",
        "The full log: https://github.com/nimbus-institute/website/actions/runs/4242",
      ].join("\n"),
    ]);

    const good = log("good.log", "content check passed\n");
    expect(
      await report(
        [
          "publish",
          "--build",
          "success",
          "--log",
          good,
          "--author",
          "asha-patil",
        ],
        SHA_GOOD,
      ),
    ).toBe("closed #1");
    expect(issue.state).toBe("closed");
    expect(issue.state_reason).toBe("completed");
    expect(issue.comments.at(-1)).toBe(
      "Fixed: commit c3d4e5f by @asha-patil built and passed its checks, so publishing runs again (https://github.com/nimbus-institute/website/actions/runs/4242).",
    );

    // The next failure is a new story: a new issue, not the closed one.
    expect(await report(["publish", "--build", "failure", "--log", bad])).toBe(
      "opened #2",
    );
    expect(stub.issues.map((i) => i.state)).toEqual(["closed", "open"]);
  });

  it("shows the end of the log when the build failed for a reason other than content", async () => {
    const broken = log(
      "broken.log",
      [
        "> check:build",
        "> node scripts/check-build/run.ts",
        "",
        "courses/java/index.html: the page's JavaScript is 212 kB, over its budget of 200 kB",
      ].join("\n"),
    );
    await report(["publish", "--build", "failure", "--log", broken]);
    expect(stub.issues[0]!.title).toBe("Publishing stopped: the build failed");
    expect(stub.issues[0]!.body).toContain(
      [
        "The build failed, and not because of a field in the content. The end of its output:",
        "",
        "```text",
        "> check:build",
        "> node scripts/check-build/run.ts",
        "courses/java/index.html: the page's JavaScript is 212 kB, over its budget of 200 kB",
        "```",
      ].join("\n"),
    );
  });

  it("says so when the build printed nothing (it failed before its first step)", async () => {
    await report([
      "publish",
      "--build",
      "failure",
      "--log",
      join(dir, "none.log"),
    ]);
    expect(stub.issues[0]!.body).toContain(
      "The build failed before it printed anything (see the full log), and not because of a field in the content.",
    );
  });

  it("says a failed upload is not a content problem", async () => {
    await report(["publish", "--build", "success", "--deploy", "failure"]);
    expect(stub.issues[0]!.title).toBe(
      "Publishing stopped: the upload to the host failed",
    );
    expect(stub.issues[0]!.body).toContain(
      "This is not a problem in the content",
    );
  });

  it("changes nothing when a good build finds no open issue, or a build was cancelled", async () => {
    expect(await report(["publish", "--build", "success"], SHA_GOOD)).toBe(
      "nothing to do",
    );
    expect(await report(["publish", "--build", "cancelled"])).toBe(
      "nothing to do",
    );
    expect(stub.writes()).toEqual([]);
  });

  it("fails with a message naming what is missing", async () => {
    await expect(
      report(["publish", "--build", "failure"], SHA_BAD, { GITHUB_TOKEN: "" }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("GITHUB_TOKEN is not set"),
    });
  });
});

describe("the courses to update", () => {
  type Course = { slug: string; batches: { start: string }[] };
  const buildLog = (name: string, today: string, courses: Course[]) =>
    log(name, batchReminder({ courses } as unknown as SiteContent, today));

  it("says the build's own window: the script cannot read the app's constant (it runs without packages)", () => {
    expect(BATCH_SOON_DAYS).toBe(14);
  });

  it("keeps one issue equal to the build's list, comments on newcomers and closes when none is left", async () => {
    const first = buildLog("n1.log", "2026-11-24", [
      { slug: "java", batches: [{ start: "2026-12-07" }] },
      { slug: "excel", batches: [{ start: "2025-08-18" }] },
      { slug: "python", batches: [{ start: "2027-01-10" }] },
    ]);
    expect(await report(["courses", "--log", first])).toBe("opened #1");
    const issue = stub.issues[0]!;
    expect(issue.title).toBe("Courses to update");
    expect(issue.labels).toEqual(["courses-to-update"]);
    expect(issue.body).toBe(
      [
        "As of 2026-11-24, these courses need their batches updated in /admin (a course whose batches have all started shows 'No Upcoming Batches'; one whose next batch starts within 14 days needs the batch after it):",
        "",
        "- `courses/java.json`: `the next batch starts on 2026-12-07; check its seats and add the one after.`",
        "- `courses/excel.json`: `every batch has started (the last on 2025-08-18); the page shows 'No Upcoming Batches'. Add the next batch.`",
        "",
        "The nightly build keeps this list current and closes this issue when every course has a batch more than two weeks ahead.",
      ].join("\n"),
    );

    // A month later nobody has acted: java's batch has started and python's is near.
    const second = buildLog("n2.log", "2026-12-28", [
      { slug: "java", batches: [{ start: "2026-12-07" }] },
      { slug: "excel", batches: [{ start: "2025-08-18" }] },
      { slug: "python", batches: [{ start: "2027-01-10" }] },
    ]);
    expect(await report(["courses", "--log", second])).toBe(
      "updated #1, 1 new",
    );
    expect(stub.issues).toHaveLength(1);
    expect(issue.body).toContain(
      "- `courses/java.json`: `every batch has started (the last on 2026-12-07); the page shows 'No Upcoming Batches'. Add the next batch.`",
    );
    expect(issue.comments).toEqual([
      [
        "New on the list as of 2026-12-28:",
        "",
        "- `courses/python.json`: `the next batch starts on 2027-01-10; check its seats and add the one after.`",
      ].join("\n"),
    ]);

    // The same list the next night: no edit, no mail.
    const writes = stub.writes().length;
    expect(await report(["courses", "--log", second])).toBe("updated #1");
    expect(stub.writes()).toHaveLength(writes);

    const done = buildLog("n3.log", "2026-12-29", [
      { slug: "java", batches: [{ start: "2027-03-01" }] },
    ]);
    expect(await report(["courses", "--log", done])).toBe("closed #1");
    expect(issue.state).toBe("closed");
    expect(issue.comments.at(-1)).toBe(
      "Every course now has a batch more than two weeks ahead. Closing; the nightly build opens a new issue when a course needs updating again.",
    );
  });

  it("leaves the issue alone when the build stopped before listing the batches", async () => {
    const failed = log(
      "failed.log",
      formatContentReport([
        "courses/java.json > batches[0] > seats: must be 0 or more",
      ]),
    );
    expect(await report(["courses", "--log", failed])).toBe(
      "no list in the build log; left as it was",
    );
    expect(stub.requests).toEqual([]);
  });
});

describe("the keepalive", () => {
  it("re-enables the workflow that runs it", async () => {
    expect(
      await report(["keepalive"], SHA_GOOD, {
        GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/publish.yml@refs/heads/main`,
      }),
    ).toBe("enabled publish.yml");
    expect(stub.enabled).toEqual(["publish.yml"]);
  });
});
