// @vitest-environment node
import { execFile } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubStub } from "#scripts/publish/github-stub.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import { copyProject } from "#tests/project-copy.ts";

/*
 * What publishing does with a staff member's invalid edit, on a copy of the repository: the
 * real `npm run build` fails with a message naming the file, the entry and the field, so the
 * live site stays as it was, and the workflow's report script turns that build's output into
 * the issue that tells the author (against a stub GitHub API on loopback). What a valid save
 * publishes is read from the build that publishes it (publish.build.test.ts).
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
let copy = "";
let removeCopy = () => {};

beforeAll(() => {
  ({ dir: copy, remove: removeCopy } = copyProject());
  // The copy's content is the tests' own (Java's third batch is known), so a staff member's
  // weekly edit to app/content never changes what this test edits.
  for (const folder of ["courses", "placements"])
    rmSync(join(copy, "app/content", folder), { recursive: true });
  cpSync(join(root, FIXTURE_CONTENT_DIR), join(copy, "app/content"), {
    recursive: true,
  });
});
afterAll(() => removeCopy());

const javaFile = () => join(copy, "app/content/courses/java.json");

function editJava(edit: (java: Record<string, unknown>) => void) {
  const java = JSON.parse(readFileSync(javaFile(), "utf8"));
  edit(java.en);
  writeFileSync(javaFile(), JSON.stringify(java, null, 2));
}

async function build(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "build"], {
      cwd: copy,
      maxBuffer: 64 * 1024 * 1024,
      // The real build of the copy's app/content (the fixtures, copied there) on today's date,
      // as the workflow builds it.
      env: {
        ...process.env,
        BUILD_DIR: "build",
        CONTENT_DIR: "",
        BUILD_DAY: "",
      },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

describe("publishing a staff edit", () => {
  it("fails the build on an invalid edit, naming the file, the entry and the field", async () => {
    editJava((java) => {
      (java.batches as { seats: number }[])[2]!.seats = -1;
    });
    const result = await build();
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      "courses/java.json > batches[2] > seats: must be 0 or more",
    );

    // What the workflow's report job does with that output: one issue naming the field and
    // mentioning the author, closed by the next good build.
    const github = await startGitHubStub("nimbus-institute/website");
    const sha = "0123456789abcdef0123456789abcdef01234567";
    github.commits.set(sha, {
      sha,
      message: "Update Courses “java”",
      name: "Asha Patil",
      login: "asha-patil",
    });
    const report = async (outcome: string, output: string) => {
      writeFileSync(join(copy, "build.log"), output);
      const { stdout } = await run(
        process.execPath,
        [
          join(root, "scripts/publish/report.ts"),
          "publish",
          "--build",
          outcome,
          "--deploy",
          outcome === "success" ? "success" : "skipped",
          "--log",
          join(copy, "build.log"),
          "--author",
          "asha-patil",
        ],
        {
          env: {
            PATH: process.env.PATH,
            GITHUB_API_URL: github.url,
            GITHUB_TOKEN: "test-token",
            GITHUB_REPOSITORY: "nimbus-institute/website",
            GITHUB_SHA: sha,
            GITHUB_RUN_ID: "7",
          },
        },
      );
      return stdout.trim();
    };
    try {
      expect(await report("failure", result.output)).toBe("opened #1");
      const issue = github.issues[0]!;
      expect(issue.title).toBe(
        "Publishing stopped: courses/java.json > batches[2] > seats: must be 0 or more",
      );
      expect(issue.body).toContain(
        "- `courses/java.json > batches[2] > seats: must be 0 or more`",
      );
      expect(issue.body).toMatch(/^@asha-patil, the save in commit 0123456 /);
      // The next good build closes it (a build that passed reports from its outcome alone;
      // what a valid save publishes: publish.build.test.ts).
      expect(await report("success", "")).toBe("closed #1");
      expect(issue.state).toBe("closed");
    } finally {
      await github.close();
    }
  }, 600_000);
});
