import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { listenOnLoopback, readJsonBody } from "#scripts/publish/loopback.ts";

/*
 * A stand-in for the part of GitHub's REST API that report.ts uses, on loopback, for the tests:
 * issues with labels and comments, labels, commits, and enabling a workflow; pull requests
 * (an issue to the API) with their comments edited, and commit statuses. It answers like
 * GitHub (status codes, field names) for these calls only, and keeps every request it got.
 */

export type StubIssue = {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  state_reason: string | null;
  labels: string[];
  comments: string[];
  /** The ids of `comments`, in the same order. */
  commentIds: number[];
  /** Who wrote each of `comments`: the run's token, or an app such as Cloudflare's. */
  commentAuthors: string[];
  /** Set on a pull request: the API lists it among the issues. */
  pull_request?: object;
};

export type StubStatus = {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url?: string;
};

export type StubRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

export type StubCommit = {
  sha: string;
  message: string;
  name: string;
  login: string | null;
};

/** Who the workflow's own token writes as. */
const TOKEN_USER = "github-actions[bot]";

export async function startGitHubStub(repository: string) {
  const issues: StubIssue[] = [];
  const labels = new Set<string>();
  const commits = new Map<string, StubCommit>();
  const enabled: string[] = [];
  const requests: StubRequest[] = [];
  const statuses: StubStatus[] = [];
  let lastCommentId = 1000;
  const repo = `/repos/${repository}`;

  const asJson = (i: StubIssue) => ({
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    html_url: `https://github.com/${repository}/issues/${i.number}`,
    labels: i.labels.map((name) => ({ name })),
    ...(i.pull_request ? { pull_request: i.pull_request } : {}),
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const body = await readJsonBody(req);
    requests.push({
      method: req.method ?? "",
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body,
    });
    const send = (status: number, data?: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(data === undefined ? "" : JSON.stringify(data));
    };
    const path = url.pathname;
    const route = (method: string, pattern: RegExp) =>
      req.method === method ? pattern.exec(path) : null;
    let m: RegExpExecArray | null;

    if (req.headers.authorization !== "Bearer test-token")
      return send(401, { message: "Bad credentials" });
    if (route("GET", new RegExp(`^${repo}/issues$`))) {
      const state = url.searchParams.get("state") ?? "open";
      const label = url.searchParams.get("labels");
      return send(
        200,
        issues
          .filter((i) => state === "all" || i.state === state)
          .filter((i) => !label || i.labels.includes(label))
          .map(asJson),
      );
    }
    if (route("POST", new RegExp(`^${repo}/issues$`))) {
      const b = body as { title: string; body: string; labels: string[] };
      // GitHub would make a missing label itself; here it must have been created first.
      if (b.labels.some((l) => !labels.has(l)))
        return send(422, { message: "Validation Failed: unknown label" });
      const issue: StubIssue = {
        number: issues.length + 1,
        title: b.title,
        body: b.body,
        state: "open",
        state_reason: null,
        labels: b.labels,
        comments: [],
        commentIds: [],
        commentAuthors: [],
      };
      issues.push(issue);
      return send(201, asJson(issue));
    }
    if ((m = route("PATCH", new RegExp(`^${repo}/issues/(\\d+)$`)))) {
      const issue = issues.find((i) => i.number === Number(m![1]));
      if (!issue) return send(404, { message: "Not Found" });
      Object.assign(issue, body);
      return send(200, asJson(issue));
    }
    if ((m = route("POST", new RegExp(`^${repo}/issues/(\\d+)/comments$`)))) {
      const issue = issues.find((i) => i.number === Number(m![1]));
      if (!issue) return send(404, { message: "Not Found" });
      issue.comments.push((body as { body: string }).body);
      issue.commentIds.push(++lastCommentId);
      issue.commentAuthors.push(TOKEN_USER);
      return send(201, { id: lastCommentId });
    }
    if ((m = route("GET", new RegExp(`^${repo}/issues/(\\d+)/comments$`)))) {
      const issue = issues.find((i) => i.number === Number(m![1]));
      if (!issue) return send(404, { message: "Not Found" });
      return send(
        200,
        issue.comments.map((text, n) => ({
          id: issue.commentIds[n],
          body: text,
          user: { login: issue.commentAuthors[n] },
        })),
      );
    }
    if ((m = route("PATCH", new RegExp(`^${repo}/issues/comments/(\\d+)$`)))) {
      const id = Number(m[1]);
      const issue = issues.find((i) => i.commentIds.includes(id));
      if (!issue) return send(404, { message: "Not Found" });
      const text = (body as { body: string }).body;
      issue.comments[issue.commentIds.indexOf(id)] = text;
      return send(200, { id, body: text });
    }
    if ((m = route("POST", new RegExp(`^${repo}/statuses/([0-9a-f]{40})$`)))) {
      const b = body as Omit<StubStatus, "sha">;
      // GitHub refuses a state it does not know.
      if (!["pending", "success", "failure", "error"].includes(b.state))
        return send(422, { message: "Validation Failed: state" });
      statuses.push({ sha: m[1]!, ...b });
      return send(201, { ...b, id: statuses.length });
    }
    if ((m = route("GET", new RegExp(`^${repo}/labels/([^/]+)$`))))
      return labels.has(decodeURIComponent(m[1]!))
        ? send(200, { name: decodeURIComponent(m[1]!) })
        : send(404, { message: "Not Found" });
    if (route("POST", new RegExp(`^${repo}/labels$`))) {
      labels.add((body as { name: string }).name);
      return send(201, body);
    }
    if ((m = route("GET", new RegExp(`^${repo}/commits/(\\w+)$`)))) {
      const c = commits.get(m[1]!);
      if (!c) return send(422, { message: `No commit found for SHA: ${m[1]}` });
      return send(200, {
        sha: c.sha,
        commit: { message: c.message, author: { name: c.name } },
        author: c.login ? { login: c.login } : null,
      });
    }
    if (
      (m = route(
        "PUT",
        new RegExp(`^${repo}/actions/workflows/([^/]+)/enable$`),
      ))
    ) {
      enabled.push(decodeURIComponent(m[1]!));
      return send(204);
    }
    return send(404, { message: `Not Found: ${req.method} ${path}` });
  });

  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    issues,
    statuses,
    /** Opens pull request `number` (the API lists it among the issues). */
    addPullRequest(number: number, title: string) {
      issues.push({
        number,
        title,
        body: "",
        state: "open",
        state_reason: null,
        labels: [],
        comments: [],
        commentIds: [],
        commentAuthors: [],
        pull_request: {
          url: `https://github.com/${repository}/pull/${number}`,
        },
      });
    },
    /** A comment on issue or pull request `number` by `login` (another app, such as Cloudflare's). */
    addComment(number: number, body: string, login: string) {
      const issue = issues.find((i) => i.number === number)!;
      issue.comments.push(body);
      issue.commentIds.push(++lastCommentId);
      issue.commentAuthors.push(login);
    },
    repository,
    labels,
    commits,
    enabled,
    requests,
    /** The requests that changed something. */
    writes: () => requests.filter((r) => r.method !== "GET"),
    close,
  };
}

export type GitHubStub = Awaited<ReturnType<typeof startGitHubStub>>;

/**
 * Runs `node scripts/publish/report.ts ARGS` as a workflow step runs it, against the stub: the
 * environment GitHub gives a run (`sha` is GITHUB_SHA, `env` adds or blanks a variable).
 * Resolves with what it printed.
 */
export async function runReport(
  stub: GitHubStub,
  args: string[],
  {
    sha,
    runId,
    env = {},
  }: { sha: string; runId: string; env?: Record<string, string> },
): Promise<string> {
  const root = resolve(import.meta.dirname, "../..");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [resolve(root, "scripts/publish/report.ts"), ...args],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        GITHUB_API_URL: stub.url,
        GITHUB_TOKEN: "test-token",
        GITHUB_REPOSITORY: stub.repository,
        GITHUB_SHA: sha,
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_RUN_ID: runId,
        ...env,
      },
    },
  );
  return stdout.trim();
}
