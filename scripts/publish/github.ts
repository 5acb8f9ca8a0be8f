/*
 * The few GitHub REST calls the publishing workflow makes, with the job's GITHUB_TOKEN, at
 * GITHUB_API_URL (https://api.github.com on github.com; a stub on loopback in the tests).
 * Plain fetch: the job that runs this installs no packages.
 */

export type Issue = {
  number: number;
  title: string;
  body: string | null;
  html_url: string;
  pull_request?: unknown;
};

export type Commit = {
  sha: string;
  commit: { message: string; author: { name: string } | null };
  author: { login: string } | null;
};

export type Comment = {
  id: number;
  body: string | null;
  /** Who wrote it: a person, or an app's bot (`<app>[bot]`). */
  user?: { login: string } | null;
};

/** A commit status, as the pull request and the editor show it (`target_url`: its link). */
export type CommitStatus = {
  state: "pending" | "success" | "failure" | "error";
  context: string;
  description: string;
  target_url?: string;
};

export type GitHubEnv = {
  apiUrl: string;
  token: string;
  /** owner/name */
  repository: string;
};

/** The variables the workflow provides, each checked once with a message naming it. */
export function gitHubEnv(env: NodeJS.ProcessEnv = process.env): GitHubEnv {
  const need = (name: string) => {
    const value = env[name];
    if (!value)
      throw new Error(
        `${name} is not set: run this from the publishing workflow (.github/workflows/publish.yml), which sets it`,
      );
    return value;
  };
  const repository = need("GITHUB_REPOSITORY");
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(
      `GITHUB_REPOSITORY must be owner/name, not "${repository}"`,
    );
  return {
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/$/, ""),
    token: need("GITHUB_TOKEN"),
    repository,
  };
}

export class GitHubError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function gitHub({ apiUrl, token, repository }: GitHubEnv) {
  const repo = `/repos/${repository}`;

  async function call<T>(method: string, path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${token}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "nimbus-publish",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: Error }).cause?.message;
      throw new Error(
        `GitHub API ${method} ${path} could not be reached at ${apiUrl}: ${cause ?? (error as Error).message}`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let reason = text;
      try {
        reason = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not JSON: keep the text
      }
      throw new GitHubError(
        response.status,
        `GitHub API ${method} ${path} answered ${response.status}: ${reason}`,
      );
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    /** The oldest open issue carrying `label` (pull requests excluded), if any. */
    async openIssue(label: string): Promise<Issue | undefined> {
      const issues = await call<Issue[]>(
        "GET",
        `${repo}/issues?state=open&labels=${encodeURIComponent(label)}&sort=created&direction=asc&per_page=100`,
      );
      return issues.find((i) => !i.pull_request);
    },
    /** Creates the label unless it exists, so a new repository needs no setup by hand. */
    async ensureLabel(name: string, color: string, description: string) {
      try {
        await call("GET", `${repo}/labels/${encodeURIComponent(name)}`);
      } catch (error) {
        if (!(error instanceof GitHubError) || error.status !== 404)
          throw error;
        await call("POST", `${repo}/labels`, { name, color, description });
      }
    },
    createIssue(title: string, body: string, label: string) {
      return call<Issue>("POST", `${repo}/issues`, {
        title,
        body,
        labels: [label],
      });
    },
    updateIssue(
      number: number,
      change: {
        title?: string;
        body?: string;
        state?: "closed";
        state_reason?: "completed";
      },
    ) {
      return call<Issue>("PATCH", `${repo}/issues/${number}`, change);
    },
    comment(number: number, body: string) {
      return call("POST", `${repo}/issues/${number}/comments`, { body });
    },
    commit(sha: string) {
      return call<Commit>("GET", `${repo}/commits/${sha}`);
    },
    /** The comments of an issue or pull request, oldest first (the first hundred). */
    comments(number: number) {
      return call<Comment[]>(
        "GET",
        `${repo}/issues/${number}/comments?per_page=100`,
      );
    },
    /** An edit mails nobody; a new comment mails the people in the conversation. */
    updateComment(id: number, body: string) {
      return call<Comment>("PATCH", `${repo}/issues/comments/${id}`, { body });
    },
    setStatus(sha: string, status: CommitStatus) {
      return call("POST", `${repo}/statuses/${sha}`, status);
    },
    /** Enabling an enabled workflow counts as activity, so its schedule is not switched off. */
    enableWorkflow(file: string) {
      return call(
        "PUT",
        `${repo}/actions/workflows/${encodeURIComponent(file)}/enable`,
      );
    },
  };
}

export type GitHub = ReturnType<typeof gitHub>;
