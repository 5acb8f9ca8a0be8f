import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  contentProblems,
  coursesToUpdate,
  logTail,
} from "#scripts/publish/build-log.ts";
import { type GitHub, gitHub, gitHubEnv } from "#scripts/publish/github.ts";
import {
  cloudflarePreview,
  reportPullRequest,
} from "#scripts/publish/pull-request.ts";
import {
  COURSES_DONE_COMMENT,
  COURSES_LABEL,
  COURSES_TITLE,
  coursesBody,
  coursesListed,
  type Failure,
  failureBody,
  failureTitle,
  fixedComment,
  newCoursesComment,
  PUBLISH_FAILED_LABEL,
  type Save,
  stillFailingComment,
} from "#scripts/publish/issue-text.ts";

/*
 * Run by .github/workflows/publish.yml after each build of main (the same build Workers Builds
 * publishes), so that a save that cannot be
 * published, and the courses whose batches need updating, reach the staff as GitHub issues
 * (and so in GitHub's mail on their phones):
 *
 *   node scripts/publish/report.ts publish --build <result> [--deploy <result>] --log build.log [--author login]
 *       a failed build opens the one `publish-failed` issue (or updates it and comments, which
 *       mails the new author); a good build closes it
 *   node scripts/publish/report.ts courses --log build.log
 *       keeps the one `courses-to-update` issue equal to the list the build printed
 *   node scripts/publish/report.ts keepalive
 *       re-enables this workflow, so GitHub never switches its nightly schedule off
 *   node scripts/publish/report.ts pull-request --number <n> --sha <commit> --build <result> (--preview <result> [--url <address>] | --preview cloudflare --branch <name>) --log build.log
 *       tells a pull request what its checks found, and the preview address Workers Builds
 *       commented (.github/workflows/pull-request.yml; ./pull-request.ts)
 *
 * Results are the job results GitHub gives (`success`, `failure`, `cancelled`, `skipped`).
 * Reads GITHUB_API_URL, GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL,
 * GITHUB_RUN_ID and GITHUB_WORKFLOW_REF, all set by Actions.
 */

const env = process.env;

function readLog(path: string | undefined): string {
  // A build that failed before its first step wrote nothing; the issue then shows no log lines.
  return path && existsSync(path) ? readFileSync(path, "utf8") : "";
}

function runUrl(repository: string): string {
  const server = env.GITHUB_SERVER_URL || "https://github.com";
  return env.GITHUB_RUN_ID
    ? `${server}/${repository}/actions/runs/${env.GITHUB_RUN_ID}`
    : `${server}/${repository}/actions`;
}

async function saveOf(
  github: GitHub,
  author: string | undefined,
  sha = env.GITHUB_SHA,
) {
  if (!sha) throw new Error("GITHUB_SHA is not set: which commit was built?");
  const commit = await github.commit(sha);
  return {
    sha,
    message: commit.commit.message,
    // The push event's author login when the workflow passes it, else the one GitHub matched.
    login: author || commit.author?.login || undefined,
    name: commit.commit.author?.name ?? "someone",
  } satisfies Save;
}

async function publish(
  github: GitHub,
  repository: string,
  options: { build?: string; deploy?: string; log?: string; author?: string },
) {
  const failedStep =
    options.build === "failure"
      ? "build"
      : options.build === "success" && options.deploy === "failure"
        ? "deploy"
        : undefined;
  const open = await github.openIssue(PUBLISH_FAILED_LABEL);
  if (!failedStep) {
    // Only a build that passed closes the issue; a cancelled or skipped one says nothing.
    if (options.build !== "success" || !open) return "nothing to do";
    const save = await saveOf(github, options.author);
    await github.comment(open.number, fixedComment(save, runUrl(repository)));
    await github.updateIssue(open.number, {
      state: "closed",
      state_reason: "completed",
    });
    return `closed #${open.number}`;
  }
  const log = readLog(options.log);
  const failure: Failure = {
    problems: failedStep === "build" ? contentProblems(log) : [],
    tail: failedStep === "build" ? logTail(log) : "",
    step: failedStep,
    save: await saveOf(github, options.author),
    runUrl: runUrl(repository),
  };
  const title = failureTitle(failure);
  const body = failureBody(failure);
  if (open) {
    await github.updateIssue(open.number, { title, body });
    await github.comment(open.number, stillFailingComment(failure));
    return `updated #${open.number}`;
  }
  await github.ensureLabel(
    PUBLISH_FAILED_LABEL,
    "d73a4a",
    "A save on main that cannot be published; closes on the next good build",
  );
  const created = await github.createIssue(title, body, PUBLISH_FAILED_LABEL);
  return `opened #${created.number}`;
}

async function courses(github: GitHub, logPath: string | undefined) {
  const list = coursesToUpdate(readLog(logPath));
  // No list in the log: the build stopped before checking the batches (publish-failed says why).
  if (!list) return "no list in the build log; left as it was";
  const open = await github.openIssue(COURSES_LABEL);
  if (!list.courses.length) {
    if (!open) return "nothing to do";
    await github.comment(open.number, COURSES_DONE_COMMENT);
    await github.updateIssue(open.number, {
      state: "closed",
      state_reason: "completed",
    });
    return `closed #${open.number}`;
  }
  const body = coursesBody(list.asOf, list.courses);
  if (!open) {
    await github.ensureLabel(
      COURSES_LABEL,
      "fbca04",
      "Courses whose batches need updating; kept current by the nightly build",
    );
    const created = await github.createIssue(
      COURSES_TITLE,
      body,
      COURSES_LABEL,
    );
    return `opened #${created.number}`;
  }
  const before = new Set(coursesListed(open.body ?? ""));
  const added = list.courses.filter((c) => !before.has(c.file));
  if (open.body !== body)
    await github.updateIssue(open.number, { title: COURSES_TITLE, body });
  // An edited description mails nobody; a comment does, so only news gets one.
  if (added.length)
    await github.comment(open.number, newCoursesComment(list.asOf, added));
  return `updated #${open.number}${added.length ? `, ${added.length} new` : ""}`;
}

async function pullRequest(
  github: GitHub,
  repository: string,
  options: {
    number?: string;
    sha?: string;
    build?: string;
    preview?: string;
    url?: string;
    branch?: string;
    log?: string;
  },
) {
  const number = Number(options.number);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(
      `--number must be the pull request's number, not "${options.number ?? ""}"`,
    );
  if (!/^[0-9a-f]{40}$/.test(options.sha ?? ""))
    throw new Error(
      `--sha must be the commit that was built, not "${options.sha ?? ""}"`,
    );
  // Workers Builds uploads the branch and comments its address; a passed run reads it there.
  let preview = options.preview ?? "";
  let url = options.url || undefined;
  if (preview === "cloudflare") {
    if (!options.branch)
      throw new Error(
        "--preview cloudflare needs --branch, the pull request's branch",
      );
    url =
      options.build === "success"
        ? cloudflarePreview(await github.comments(number), options.branch)
        : undefined;
    preview = url ? "success" : "skipped";
  }
  return reportPullRequest(github, {
    number,
    save: await saveOf(github, undefined, options.sha),
    build: options.build ?? "",
    preview,
    url,
    log: readLog(options.log),
    runUrl: runUrl(repository),
  });
}

async function keepalive(github: GitHub) {
  // "owner/name/.github/workflows/publish.yml@refs/heads/main" → "publish.yml"
  const file = /\/\.github\/workflows\/([^/@]+)@/.exec(
    env.GITHUB_WORKFLOW_REF ?? "",
  )?.[1];
  if (!file)
    throw new Error(
      `GITHUB_WORKFLOW_REF must name the workflow file (".../.github/workflows/publish.yml@refs/heads/main"), not "${env.GITHUB_WORKFLOW_REF ?? ""}"`,
    );
  await github.enableWorkflow(file);
  return `enabled ${file}`;
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      build: { type: "string" },
      deploy: { type: "string" },
      log: { type: "string" },
      author: { type: "string" },
      number: { type: "string" },
      sha: { type: "string" },
      preview: { type: "string" },
      url: { type: "string" },
      branch: { type: "string" },
    },
  });
  const settings = gitHubEnv(env);
  const github = gitHub(settings);
  switch (positionals[0]) {
    case "publish":
      return publish(github, settings.repository, values);
    case "courses":
      return courses(github, values.log);
    case "keepalive":
      return keepalive(github);
    case "pull-request":
      return pullRequest(github, settings.repository, values);
    default:
      throw new Error(
        `Usage: node scripts/publish/report.ts publish|courses|keepalive|pull-request [options] (got "${positionals[0] ?? ""}")`,
      );
  }
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
