import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { listenOnLoopback, readJsonBody } from "#scripts/publish/loopback.ts";
import { gitHubGraphQL } from "#scripts/tools/github-stub-graphql.ts";
import {
  isText,
  type PullRequest,
  STAFF,
  type Status,
  stubRepository,
} from "#scripts/tools/github-stub-repository.ts";

/*
 * A stand-in for GitHub's API on loopback, for the guide's pictures of draft → review → live
 * (./editor-screenshots.ts): one repository holding a content folder (./github-stub-repository.ts)
 * and what the editor's GitHub backend (Sveltia CMS 0.221, src/lib/services/backends/git/github)
 * asks of GitHub to load it, save an entry as a draft (a branch, a commit and a pull request
 * carrying a status label), move the draft between Draft, In Review and Ready, read its preview
 * (a commit status) and publish it (a merge): the GraphQL of ./github-stub-graphql.ts at
 * /graphql and the REST calls below; and the calls the publishing workflow's report makes on a
 * pull request (scripts/publish/github.ts: a commit status, a comment). It answers like GitHub
 * (paths, field names, status codes) for these calls only: anything else is a 404, or a GraphQL
 * error naming the field, so a call a new version of the editor makes shows at once.
 */

/**
 * Starts the stand-in with `repository` ("owner/name"), whose branch `main` holds the files of
 * `contentDir` under `into`. It takes one token, made here: the staff member's.
 */
export async function startGitHubApiStub({
  repository,
  contentDir,
  into,
  now = () => new Date(),
}: {
  repository: string;
  contentDir: string;
  into: string;
  /** Dates each commit and change. */
  now?: () => Date;
}) {
  const token = `ghp_stub${randomBytes(12).toString("hex")}`;
  const repo = stubRepository({ repository, contentDir, into, now });
  const { blobs, commits, refs, pulls, statuses, headOf } = repo;
  const answerGraphQL = gitHubGraphQL(repo);
  const repos = `/repos/${repository}`;
  let lastCommentId = 1000;

  const restPull = (pull: PullRequest) => ({
    number: pull.number,
    node_id: `PR_${pull.number}`,
    title: pull.title,
    html_url: `https://github.com/${repository}/pull/${pull.number}`,
    state: pull.state,
    draft: pull.draft,
    merged: pull.merged,
    head: { ref: pull.head, sha: headOf(pull.head)?.oid },
    base: { ref: pull.base },
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
  });
  const restLabels = (pull: PullRequest) =>
    pull.labels.map((label) => ({ name: label }));

  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(
      new URL(req.url ?? "/", "http://stub").pathname,
    );
    const send = (status: number, data?: unknown) => {
      res.writeHead(status, {
        "Content-Type": "application/json; charset=utf-8",
      });
      res.end(data === undefined ? "" : JSON.stringify(data));
    };
    const notFound = () => send(404, { message: "Not Found" });
    // The editor sends `token …`, the workflow's scripts `Bearer …`.
    if (req.headers.authorization?.split(" ")[1] !== token)
      return send(401, { message: "Bad credentials" });
    let body: unknown;
    try {
      body = await readJsonBody(req);
    } catch {
      return send(400, { message: "Problems parsing JSON" });
    }
    const route = (method: string, pattern: string) =>
      req.method === method ? new RegExp(`^${pattern}$`).exec(path) : null;
    const pullOf = (number: string | undefined) =>
      pulls.find((p) => p.number === Number(number));
    let m: RegExpExecArray | null;

    if (route("POST", "/graphql")) {
      const { query, variables } = body as {
        query: string;
        variables?: Record<string, unknown>;
      };
      // GitHub answers a query it cannot run with 200 and `errors`.
      const { data, errors } = await answerGraphQL(query, variables);
      return send(200, {
        data: data ?? null,
        ...(errors?.length
          ? { errors: errors.map(({ message }) => ({ message })) }
          : {}),
      });
    }
    if (route("GET", "/user"))
      return send(200, {
        ...STAFF,
        avatar_url: null,
        html_url: `https://github.com/${STAFF.login}`,
      });
    if ((m = route("GET", `${repos}/collaborators/([^/]+)`)))
      return send(m[1] === STAFF.login ? 204 : 404);
    if ((m = route("GET", `${repos}/git/trees/([^/]+)`))) {
      const commit = commits.get(m[1]!) ?? headOf(m[1]!);
      if (!commit) return notFound();
      return send(200, {
        sha: commit.oid,
        truncated: false,
        // In path order, as git keeps a tree.
        tree: [...commit.files]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([file, sha]) => ({
            path: file,
            mode: "100644",
            type: "blob",
            sha,
            size: blobs.get(sha)!.length,
          })),
      });
    }
    if ((m = route("GET", `${repos}/git/blobs/([0-9a-f]{40})`))) {
      const data = blobs.get(m[1]!);
      if (!data) return notFound();
      // Asked for raw: the file itself, which the editor reads as text unless it is bytes.
      res.writeHead(200, {
        "Content-Type": isText(data)
          ? "text/plain; charset=utf-8"
          : "application/octet-stream",
      });
      return res.end(data);
    }
    if ((m = route("PATCH", `${repos}/git/refs/heads/(.+)`))) {
      const { sha } = body as { sha: string };
      if (!refs.has(m[1]!) || !commits.has(sha))
        return send(422, { message: "Reference does not exist" });
      refs.set(m[1]!, sha);
      return send(200, { ref: `refs/heads/${m[1]}`, object: { sha } });
    }
    if ((m = route("DELETE", `${repos}/git/refs/heads/(.+)`)))
      return refs.delete(m[1]!)
        ? send(204)
        : send(422, { message: "Reference does not exist" });
    if (route("POST", `${repos}/pulls`)) {
      const pull = repo.openPull(
        body as { title: string; head: string; base: string; draft?: boolean },
      );
      return pull
        ? send(201, restPull(pull))
        : send(422, { message: "Validation Failed: head or base" });
    }
    if ((m = route("PATCH", `${repos}/pulls/(\\d+)`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      const { state, title } = body as Partial<PullRequest>;
      Object.assign(pull, {
        ...(state ? { state } : {}),
        ...(title ? { title } : {}),
        updatedAt: now().toISOString(),
      });
      return send(200, restPull(pull));
    }
    if ((m = route("PUT", `${repos}/pulls/(\\d+)/merge`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      if (pull.state !== "open" || pull.draft)
        return send(405, { message: "Pull Request is not mergeable" });
      const { commit_title: title } = body as { commit_title?: string };
      return send(200, {
        sha: repo.merge(pull, title ?? pull.title),
        merged: true,
        message: "Pull Request successfully merged",
      });
    }
    // A pull request is an issue to the labels' and comments' endpoints.
    if ((m = route("GET", `${repos}/issues/(\\d+)`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      return send(200, {
        number: pull.number,
        title: pull.title,
        labels: restLabels(pull),
        pull_request: { url: restPull(pull).html_url },
      });
    }
    if ((m = route("PATCH", `${repos}/issues/(\\d+)`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      const { labels } = body as { labels?: string[] };
      if (labels) pull.labels = [...labels];
      pull.updatedAt = now().toISOString();
      return send(200, { number: pull.number, labels: restLabels(pull) });
    }
    if ((m = route("POST", `${repos}/issues/(\\d+)/labels`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      const { labels } = body as { labels: string[] };
      pull.labels = [...new Set([...pull.labels, ...labels])];
      return send(200, restLabels(pull));
    }
    if ((m = route("GET", `${repos}/issues/(\\d+)/comments`))) {
      const pull = pullOf(m[1]);
      return pull ? send(200, pull.comments) : notFound();
    }
    if ((m = route("POST", `${repos}/issues/(\\d+)/comments`))) {
      const pull = pullOf(m[1]);
      if (!pull) return notFound();
      const { body: text } = body as { body: string };
      const comment = { id: ++lastCommentId, body: text };
      pull.comments.push(comment);
      return send(201, comment);
    }
    if ((m = route("PATCH", `${repos}/issues/comments/(\\d+)`))) {
      const id = Number(m[1]);
      const comment = pulls.flatMap((p) => p.comments).find((c) => c.id === id);
      if (!comment) return notFound();
      comment.body = (body as { body: string }).body;
      return send(200, comment);
    }
    if ((m = route("POST", `${repos}/statuses/([0-9a-f]{40})`))) {
      const sha = m[1]!;
      const status = body as Status;
      if (!commits.has(sha))
        return send(422, { message: `No commit found for SHA: ${sha}` });
      if (!["pending", "success", "failure", "error"].includes(status.state))
        return send(422, { message: "Validation Failed: state" });
      // A context's latest status replaces the one before, as GitHub shows it.
      const others = (statuses.get(sha) ?? []).filter(
        (s) => s.context !== status.context,
      );
      statuses.set(sha, [...others, status]);
      return send(201, status);
    }
    return send(404, { message: `Not Found: ${req.method} ${path}` });
  });

  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    repository,
    token,
    pulls,
    read: repo.read,
    /** The last commit of `branch`: its id and message. */
    head(branch: string) {
      const head = headOf(branch);
      return head && { sha: head.oid, message: head.message };
    },
    close,
  };
}

export type GitHubApiStub = Awaited<ReturnType<typeof startGitHubApiStub>>;
