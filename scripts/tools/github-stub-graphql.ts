import {
  type Arguments,
  GraphQLError,
  type GraphQLObject,
} from "#scripts/tools/graphql-subset.ts";
import {
  type Commit,
  isText,
  type PullRequest,
  STAFF,
  type StubRepository,
} from "#scripts/tools/github-stub-repository.ts";

/*
 * The part of GitHub's GraphQL schema the editor's GitHub backend reads and writes (Sveltia CMS
 * 0.221: repository.js, files.js, commits.js, pull-requests.js, workflow.js, deployment.js),
 * over the stand-in's repository: its default branch, a branch's last commits (of a file or
 * all), files by id or by `branch:path`, the pull requests carrying a status label with their
 * changed files, a commit's statuses (the preview address); and the mutations that make a
 * branch, commit on it and mark a pull request a draft or ready. The field names, enums and
 * errors are GitHub's; fields nobody asks for are left out.
 */

const author = {
  __typename: "User",
  login: STAFF.login,
  name: STAFF.name,
  email: STAFF.email,
  databaseId: STAFF.id,
  avatarUrl: "",
};

/** The query and mutation roots over `repo`. */
export function graphQLRoots(repo: StubRepository) {
  const { blobs, commits, statuses, pulls, headOf } = repo;
  const [owner, name] = repo.repository.split("/");

  const blobNode = (oid: string): GraphQLObject => {
    const data = blobs.get(oid)!;
    const text = isText(data);
    return {
      __typename: "Blob",
      oid,
      byteSize: data.length,
      isBinary: !text,
      isTruncated: false,
      text: text ? data.toString("utf8") : null,
    };
  };

  const commitNode = (commit: Commit): GraphQLObject => ({
    __typename: "Commit",
    oid: commit.oid,
    message: commit.message,
    committedDate: commit.committedDate,
    author: {
      name: STAFF.name,
      email: STAFF.email,
      avatarUrl: "",
      user: { login: STAFF.login, databaseId: STAFF.id },
    },
    file: ({ path }: Arguments) => {
      const oid = commit.files.get(String(path));
      return oid ? { oid } : null;
    },
    // The commits that changed `path` (or all of them), newest first.
    history: ({ first, path }: Arguments) => ({
      nodes: [...repo.history(commit)]
        .filter(
          (at) =>
            path === undefined ||
            commits.get(at.parent ?? "")?.files.get(String(path)) !==
              at.files.get(String(path)),
        )
        .slice(0, Number(first ?? 100))
        .map(commitNode),
    }),
    status: () => {
      const contexts = statuses.get(commit.oid);
      return contexts
        ? {
            contexts: contexts.map((status) => ({
              context: status.context,
              state: status.state.toUpperCase(),
              targetUrl: status.target_url ?? null,
              description: status.description,
            })),
          }
        : null;
    },
    // The previews of other hosts (GitHub deployments, check runs): none here.
    deployments: { nodes: [] },
    checkSuites: { nodes: [] },
  });

  const pullNode = (pull: PullRequest): GraphQLObject => ({
    __typename: "PullRequest",
    id: `PR_${pull.number}`,
    number: pull.number,
    title: pull.title,
    url: `https://github.com/${repo.repository}/pull/${pull.number}`,
    isDraft: pull.draft,
    isCrossRepository: false,
    createdAt: pull.createdAt,
    updatedAt: pull.updatedAt,
    headRefName: pull.head,
    headRefOid: headOf(pull.head)?.oid ?? null,
    author,
    labels: { nodes: pull.labels.map((label) => ({ name: label })) },
    files: { nodes: repo.changesOf(pull) },
  });

  const repositoryNode: GraphQLObject = {
    __typename: "Repository",
    id: `R_${repo.repository}`,
    defaultBranchRef: { name: "main" },
    ref: ({ qualifiedName }: Arguments) => {
      const head = headOf(String(qualifiedName));
      return head ? { name: qualifiedName, target: commitNode(head) } : null;
    },
    object: ({ oid, expression }: Arguments) => {
      if (expression !== undefined) {
        const [branch, path] = String(expression).split(/:(.*)/s);
        const id = headOf(branch!)?.files.get(path!);
        return id ? blobNode(id) : null;
      }
      const commit = commits.get(String(oid));
      if (commit) return commitNode(commit);
      return blobs.has(String(oid)) ? blobNode(String(oid)) : null;
    },
    pullRequests: ({ states, labels, headRefName, first }: Arguments) => {
      const wanted = [states ?? []].flat();
      const matching = pulls
        .filter((p) => !wanted.includes("OPEN") || p.state === "open")
        .filter((p) => headRefName === undefined || p.head === headRefName)
        .filter(
          (p) =>
            !Array.isArray(labels) ||
            p.labels.some((label) => labels.includes(label)),
        )
        .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return {
        totalCount: matching.length,
        nodes: matching.slice(0, Number(first ?? 100)).map(pullNode),
      };
    },
  };

  const pullById = (id: string) => {
    const pull = pulls.find((p) => `PR_${p.number}` === id);
    if (!pull)
      throw new GraphQLError(
        `Could not resolve to a node with the global id of '${id}'`,
      );
    return pull;
  };
  const setDraft =
    (draft: boolean) =>
    ({ input }: Arguments) => {
      pullById((input as { pullRequestId: string }).pullRequestId).draft =
        draft;
      return { pullRequest: { isDraft: draft } };
    };

  const query: GraphQLObject = {
    repository: (args: Arguments) =>
      args.owner === owner && args.name === name ? repositoryNode : null,
  };

  const mutation: GraphQLObject = {
    createRef: ({ input }: Arguments) => {
      const { name: ref, oid } = input as { name: string; oid: string };
      const branch = ref.replace(/^refs\/heads\//, "");
      // The editor tells a branch left from an earlier draft by these words.
      if (repo.refs.has(branch))
        throw new GraphQLError(
          `A ref named "${ref}" already exists in the repository.`,
        );
      if (!commits.has(oid))
        throw new GraphQLError(`Could not resolve to a commit: ${oid}`);
      repo.refs.set(branch, oid);
      return { ref: { name: ref } };
    },
    createCommitOnBranch: ({ input }: Arguments) => {
      const { branch, expectedHeadOid, fileChanges, message } = input as {
        branch: { branchName: string };
        expectedHeadOid: string;
        fileChanges: {
          additions?: { path: string; contents: string }[];
          deletions?: { path: string }[];
        };
        message: { headline: string };
      };
      const head = headOf(branch.branchName);
      if (!head)
        throw new GraphQLError(
          `Could not resolve to a branch: ${branch.branchName}`,
        );
      if (head.oid !== expectedHeadOid)
        throw new GraphQLError(
          `Expected branch to point to "${expectedHeadOid}" but it did not.`,
        );
      const files = new Map(head.files);
      for (const { path } of fileChanges.deletions ?? []) files.delete(path);
      for (const { path, contents } of fileChanges.additions ?? [])
        files.set(path, repo.store(Buffer.from(contents, "base64")));
      const oid = repo.commit(files, message.headline, head.oid);
      repo.refs.set(branch.branchName, oid);
      const commit = commits.get(oid)!;
      for (const pull of pulls)
        if (pull.head === branch.branchName)
          pull.updatedAt = commit.committedDate;
      return { commit: commitNode(commit) };
    },
    convertPullRequestToDraft: setDraft(true),
    markPullRequestReadyForReview: setDraft(false),
  };

  return { query, mutation };
}
