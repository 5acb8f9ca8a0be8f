// @vitest-environment node
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubStub } from "#scripts/publish/github-stub.ts";
import { FIXTURE_CONTENT_DIR } from "#tests/fixtures/settings.ts";
import { copyProject } from "#tests/project-copy.ts";

/*
 * What publishing does with a staff member's edit, on a copy of the repository: a valid edit to
 * a course file (seats, and a photo straight from a phone) shows on the built course page, and
 * an invalid one fails the build with a message naming the file and the field, so the live site
 * stays as it was, and the workflow's report script turns that build's output into the issue
 * that tells the author (against a stub GitHub API on loopback). Each case runs the real
 * `npm run build`.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
let copy = "";
let removeCopy = () => {};
/** The output of the valid build, which later closes the failure's issue. */
let goodOutput = "";

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

/** A 4000×3000 photo as a phone takes it: noisy, so it compresses badly. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++)
    noise[i] = (i * 7919 + (i >> 9) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe("publishing a staff edit", () => {
  it("shows a valid edit on the built course page, with an uploaded phone photo made into AVIF and WebP", async () => {
    writeFileSync(
      join(copy, "app/content/media/Phone Photo.jpg"),
      await phonePhoto(),
    );
    editJava((java) => {
      const batch = (java.batches as { start: string; seats: number }[])[2]!;
      batch.start = "2030-01-14";
      batch.seats = 3;
      java.image = {
        src: "/images/uploads/Phone Photo.jpg",
        alt: "Students in the Java lab",
      };
    });
    const result = await build();
    expect(result.ok, result.output).toBe(true);
    goodOutput = result.output;

    const page = readFileSync(
      join(copy, "build/client/courses/java/index.html"),
      "utf8",
    );
    const row = page.split("<tr").find((r) => r.includes("14 Jan 2030"));
    expect(row).toContain("Few Seats");
    expect(row).toContain("Online");

    // Course pictures are made at 480, 800 and 1200 px wide, 16:10.
    expect(page).toContain('src="/images/uploads/phone-photo-jpg-1200.webp"');
    expect(page).toContain('alt="Students in the Java lab"');
    expect(page).toContain('width="1200" height="750"');
    for (const width of [480, 800, 1200])
      for (const format of ["avif", "webp"]) {
        const file = join(
          copy,
          `build/client/images/uploads/phone-photo-jpg-${width}.${format}`,
        );
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThanOrEqual(150_000);
        const meta = await sharp(file).metadata();
        expect([meta.width, meta.height]).toEqual([
          width,
          Math.round((width * 10) / 16),
        ]);
      }
  }, 600_000);

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
      expect(await report("success", goodOutput)).toBe("closed #1");
      expect(issue.state).toBe("closed");
    } finally {
      await github.close();
    }
  }, 600_000);
});
