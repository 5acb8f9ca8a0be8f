import {
  buildSchema,
  type ExecutionResult,
  graphql,
  GraphQLError,
} from "graphql";
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
 * answered by the reference implementation (`graphql`) over the stand-in's repository: its
 * default branch, a branch's last commits (of a file or all), files by id or by `branch:path`,
 * the pull requests carrying a status label with their changed files, a commit's statuses (the
 * preview address); and the mutations that make a branch, commit on it and mark a pull request a
 * draft or ready. The type, field, argument and enum names are GitHub's; fields nobody asks for
 * are left out, so a query naming one is refused as GitHub refuses a field it lacks.
 */

/** GitHub's types, as far as the editor reads them. */
export const SCHEMA = buildSchema(/* GraphQL */ `
  scalar GitObjectID
  scalar URI
  scalar DateTime
  scalar Base64String

  type Query {
    repository(owner: String!, name: String!): Repository
  }

  type Mutation {
    createRef(input: CreateRefInput!): CreateRefPayload
    createCommitOnBranch(
      input: CreateCommitOnBranchInput!
    ): CreateCommitOnBranchPayload
    convertPullRequestToDraft(
      input: ConvertPullRequestToDraftInput!
    ): ConvertPullRequestToDraftPayload
    markPullRequestReadyForReview(
      input: MarkPullRequestReadyForReviewInput!
    ): MarkPullRequestReadyForReviewPayload
  }

  type Repository {
    id: ID!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
    pullRequests(
      states: [PullRequestState!]
      labels: [String!]
      headRefName: String
      first: Int
      orderBy: IssueOrder
    ): PullRequestConnection!
  }

  type Ref {
    name: String!
    target: GitObject
  }

  interface GitObject {
    oid: GitObjectID!
  }

  type Blob implements GitObject {
    oid: GitObjectID!
    byteSize: Int!
    isBinary: Boolean
    isTruncated: Boolean!
    text: String
  }

  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    file(path: String!): TreeEntry
    history(first: Int, path: String): CommitHistoryConnection!
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection
    checkSuites(last: Int): CheckSuiteConnection
  }

  type TreeEntry {
    oid: GitObjectID!
  }

  type GitActor {
    name: String
    email: String
    avatarUrl: URI!
    user: User
  }

  interface Actor {
    login: String!
    avatarUrl: URI!
  }

  type User implements Actor {
    login: String!
    avatarUrl: URI!
    name: String
    email: String!
    databaseId: Int
  }

  type CommitHistoryConnection {
    nodes: [Commit]
  }

  type Status {
    contexts: [StatusContext!]!
  }

  type StatusContext {
    context: String!
    state: StatusState!
    targetUrl: URI
    description: String
  }

  enum StatusState {
    ERROR
    EXPECTED
    FAILURE
    PENDING
    SUCCESS
  }

  input DeploymentOrder {
    field: DeploymentOrderField!
    direction: OrderDirection!
  }

  enum DeploymentOrderField {
    CREATED_AT
  }

  enum OrderDirection {
    ASC
    DESC
  }

  type DeploymentConnection {
    nodes: [Deployment]
  }

  type Deployment {
    environment: String
    latestStatus: DeploymentStatus
  }

  type DeploymentStatus {
    state: DeploymentStatusState!
    environmentUrl: URI
    description: String
  }

  enum DeploymentStatusState {
    ERROR
    FAILURE
    INACTIVE
    IN_PROGRESS
    PENDING
    QUEUED
    SUCCESS
    WAITING
  }

  type CheckSuiteConnection {
    nodes: [CheckSuite]
  }

  type CheckSuite {
    checkRuns(last: Int): CheckRunConnection
  }

  type CheckRunConnection {
    nodes: [CheckRun]
  }

  type CheckRun {
    name: String!
    status: String!
    conclusion: String
    detailsUrl: URI
    summary: String
  }

  enum PullRequestState {
    CLOSED
    MERGED
    OPEN
  }

  input IssueOrder {
    field: IssueOrderField!
    direction: OrderDirection!
  }

  enum IssueOrderField {
    COMMENTS
    CREATED_AT
    UPDATED_AT
  }

  type PullRequestConnection {
    totalCount: Int!
    nodes: [PullRequest]
  }

  type PullRequest {
    id: ID!
    number: Int!
    title: String!
    url: URI!
    isDraft: Boolean!
    isCrossRepository: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    headRefName: String!
    headRefOid: GitObjectID
    author: Actor
    labels(first: Int): LabelConnection
    files(first: Int): PullRequestChangedFileConnection
  }

  type LabelConnection {
    nodes: [Label]
  }

  type Label {
    name: String!
  }

  type PullRequestChangedFileConnection {
    nodes: [PullRequestChangedFile]
  }

  type PullRequestChangedFile {
    path: String!
    changeType: PatchStatus!
  }

  enum PatchStatus {
    ADDED
    CHANGED
    COPIED
    DELETED
    MODIFIED
    RENAMED
  }

  input CreateRefInput {
    repositoryId: ID!
    name: String!
    oid: GitObjectID!
  }

  type CreateRefPayload {
    ref: Ref
  }

  input CommittableBranch {
    repositoryNameWithOwner: String
    branchName: String
  }

  input FileAddition {
    path: String!
    contents: Base64String!
  }

  input FileDeletion {
    path: String!
  }

  input FileChanges {
    additions: [FileAddition!]
    deletions: [FileDeletion!]
  }

  input CommitMessage {
    headline: String!
    body: String
  }

  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
  }

  type CreateCommitOnBranchPayload {
    commit: Commit
  }

  input ConvertPullRequestToDraftInput {
    pullRequestId: ID!
  }

  type ConvertPullRequestToDraftPayload {
    pullRequest: PullRequest
  }

  input MarkPullRequestReadyForReviewInput {
    pullRequestId: ID!
  }

  type MarkPullRequestReadyForReviewPayload {
    pullRequest: PullRequest
  }
`);

/** The field arguments a resolver is given (`graphql` passes them first). */
type Arguments = Record<string, unknown>;
/** An object a query reads: each field a value, or a function of the field's arguments. */
type GraphQLObject = { __typename?: string; [field: string]: unknown };

const author = {
  __typename: "User",
  login: STAFF.login,
  name: STAFF.name,
  email: STAFF.email,
  databaseId: STAFF.id,
  avatarUrl: "",
};

/** The query and mutation roots over `repo`. */
function graphQLRoots(repo: StubRepository) {
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

/**
 * Answers one GraphQL request over `repo` as GitHub does: `data`, and `errors` for what could
 * not be read or done (a query against the schema, a branch that exists); sent with 200.
 */
export function gitHubGraphQL(repo: StubRepository) {
  const { query, mutation } = graphQLRoots(repo);
  return (
    source: string,
    variables: Record<string, unknown> = {},
  ): Promise<ExecutionResult> =>
    graphql({
      schema: SCHEMA,
      source,
      variableValues: variables,
      // One root object answers both: `graphql` picks the operation's fields from it.
      rootValue: { ...query, ...mutation },
    });
}
