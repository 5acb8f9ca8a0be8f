import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GitHubApiStub,
  startGitHubApiStub,
} from "#scripts/tools/github-api-stub.ts";
import { STAFF } from "#scripts/tools/github-stub-repository.ts";
import { gitHub } from "#scripts/publish/github.ts";
import { reportPullRequest } from "#scripts/publish/pull-request.ts";

/*
 * The stand-in's answers to the calls the editor's GitHub backend makes along draft → review →
 * live, in the editor's order and in its words (queries as Sveltia CMS 0.221 writes them, on
 * one line), with git's own ids for the files: ce0136… is `hello\n`, e1eb80… and 367796… are
 * a course with 5 and 3 seats.
 */

let dir: string;
let stub: GitHubApiStub;
let api: (path: string, init?: RequestInit) => Promise<Response>;

/** GitHub's answer, read along the paths the test knows: a type for each would repeat its query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { data: any; errors?: { message: string }[] };

const graphql = async (query: string, variables: object = {}) => {
  const response = await api("/graphql", {
    method: "POST",
    body: JSON.stringify({
      query,
      variables: { owner: "nimbus-institute", repo: "website", ...variables },
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
};

const json = async (path: string, method = "GET", body?: object) => {
  const response = await api(path, {
    method,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
};

const REPO = "/repos/nimbus-institute/website";
const LAST_COMMIT = ` query($owner: String!, $repo: String!, $branch: String!) { repository(owner: $owner, name: $repo) { ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1) { nodes { oid message } } } } } } } `;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "github-api-stub-"));
  mkdirSync(join(dir, "courses"));
  writeFileSync(join(dir, "courses/java.json"), '{"seats": 5}\n');
  writeFileSync(join(dir, "hello.txt"), "hello\n");
  stub = await startGitHubApiStub({
    repository: "nimbus-institute/website",
    contentDir: dir,
    into: "app/content",
    now: () => new Date("2026-11-20T10:00:00Z"),
  });
  api = (path, init = {}) =>
    fetch(`${stub.url}${path}`, {
      ...init,
      headers: { Authorization: `token ${stub.token}` },
    });
});

afterAll(async () => {
  await stub.close();
  rmSync(dir, { recursive: true });
});

describe("the stand-in for GitHub's API", () => {
  it("refuses a request without its token, as GitHub does", async () => {
    const response = await fetch(`${stub.url}/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Bad credentials" });
  });

  it("signs the staff member in and lets the editor load the repository", async () => {
    expect((await json("/user")).body).toMatchObject({
      login: "sneha-patil",
      name: "Sneha Patil",
    });
    expect((await api(`${REPO}/collaborators/sneha-patil`)).status).toBe(204);
    expect((await api(`${REPO}/collaborators/someone-else`)).status).toBe(404);
    const { data } = await graphql(LAST_COMMIT, { branch: "main" });
    const head = data.repository.ref.target.history.nodes[0];
    expect(head.message).toBe("The institute's content");
    const tree = await json(`${REPO}/git/trees/${head.oid}?recursive=1`);
    expect(tree.body.tree).toEqual([
      {
        path: "app/content/courses/java.json",
        mode: "100644",
        type: "blob",
        sha: "e1eb80cd1608064140f31350e52219a5c247458f",
        size: 13,
      },
      {
        path: "app/content/hello.txt",
        mode: "100644",
        type: "blob",
        sha: "ce013625030ba8dba906f756967f9e9ca394464a",
        size: 6,
      },
    ]);
    const contents = await graphql(`
      query ($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) {
          content_0: object(oid: "ce013625030ba8dba906f756967f9e9ca394464a") {
            ... on Blob {
              text
              isTruncated
            }
          }
        }
      }
    `);
    expect(contents.data.repository.content_0).toEqual({
      text: "hello\n",
      isTruncated: false,
    });
    const raw = await api(
      `${REPO}/git/blobs/ce013625030ba8dba906f756967f9e9ca394464a`,
    );
    expect(await raw.text()).toBe("hello\n");
  });

  it("saves a draft as a branch, a commit and a labelled draft pull request, lists it and takes it to Ready", async () => {
    const base = await graphql(
      `
        query (
          $forkOwner: String!
          $forkRepo: String!
          $owner: String!
          $repo: String!
          $branch: String!
        ) {
          fork: repository(owner: $forkOwner, name: $forkRepo) {
            id
          }
          base: repository(owner: $owner, name: $repo) {
            ref(qualifiedName: $branch) {
              target {
                oid
              }
            }
          }
        }
      `,
      { forkOwner: "nimbus-institute", forkRepo: "website", branch: "main" },
    );
    const start = base.data.base.ref.target.oid as string;
    const createRef = ` mutation($input: CreateRefInput!) { createRef(input: $input) { ref { name } } } `;
    const input = {
      repositoryId: base.data.fork.id,
      name: "refs/heads/cms/courses/java",
      oid: start,
    };
    expect((await graphql(createRef, { input })).data).toEqual({
      createRef: { ref: { name: "refs/heads/cms/courses/java" } },
    });
    // The editor tells an existing branch by these words (and resets it).
    expect((await graphql(createRef, { input })).errors).toEqual([
      {
        message:
          'A ref named "refs/heads/cms/courses/java" already exists in the repository.',
      },
    ]);

    const commit = (expectedHeadOid: string) =>
      graphql(
        `
          mutation ($input: CreateCommitOnBranchInput!) {
            createCommitOnBranch(input: $input) {
              commit {
                oid
                committedDate
                file_0: file(path: "app/content/courses/java.json") {
                  oid
                }
              }
            }
          }
        `,
        {
          input: {
            branch: {
              repositoryNameWithOwner: "nimbus-institute/website",
              branchName: "cms/courses/java",
            },
            expectedHeadOid,
            fileChanges: {
              additions: [
                {
                  path: "app/content/courses/java.json",
                  contents: Buffer.from('{"seats": 3}\n').toString("base64"),
                },
              ],
              deletions: [],
            },
            message: { headline: "Update Courses “java”" },
          },
        },
      );
    expect((await commit("0".repeat(40))).errors![0]!.message).toMatch(
      /^Expected branch to point to/,
    );
    const saved = (await commit(start)).data.createCommitOnBranch.commit;
    expect(saved.file_0).toEqual({
      oid: "3677962eccc2aced0f3b867f66a2a39033a7ae9a",
    });
    expect(saved.committedDate).toBe("2026-11-20T10:00:00.000Z");

    const pull = await json(`${REPO}/pulls`, "POST", {
      title: "Update Courses “java”",
      head: "cms/courses/java",
      base: "main",
      draft: true,
    });
    expect(pull.status).toBe(201);
    expect(pull.body).toMatchObject({
      number: 1,
      node_id: "PR_1",
      draft: true,
      head: { ref: "cms/courses/java", sha: saved.oid },
    });
    await json(`${REPO}/issues/1/labels`, "POST", {
      labels: ["sveltia-cms/draft"],
    });

    const listed = await graphql(`
      query ($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) {
          pullRequests(
            states: OPEN
            labels: [
              "sveltia-cms/draft"
              "sveltia-cms/pending_review"
              "sveltia-cms/pending_publish"
            ]
            first: 100
            orderBy: { field: UPDATED_AT, direction: DESC }
          ) {
            nodes {
              id
              number
              headRefName
              headRefOid
              isDraft
              isCrossRepository
              author {
                login
                ... on User {
                  name
                  databaseId
                }
              }
              labels(first: 100) {
                nodes {
                  name
                }
              }
              files(first: 100) {
                nodes {
                  path
                  changeType
                }
              }
            }
          }
        }
      }
    `);
    expect(listed.data.repository.pullRequests.nodes).toEqual([
      {
        id: "PR_1",
        number: 1,
        headRefName: "cms/courses/java",
        headRefOid: saved.oid,
        isDraft: true,
        isCrossRepository: false,
        author: {
          login: "sneha-patil",
          name: "Sneha Patil",
          databaseId: STAFF.id,
        },
        labels: { nodes: [{ name: "sveltia-cms/draft" }] },
        files: {
          nodes: [
            { path: "app/content/courses/java.json", changeType: "MODIFIED" },
          ],
        },
      },
    ]);
    const file = await graphql(`
      query ($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) {
          file_0: object(
            expression: "cms/courses/java:app/content/courses/java.json"
          ) {
            ... on Blob {
              oid
              byteSize
              isBinary
              isTruncated
              text
            }
          }
        }
      }
    `);
    expect(file.data.repository.file_0).toEqual({
      oid: "3677962eccc2aced0f3b867f66a2a39033a7ae9a",
      byteSize: 13,
      isBinary: false,
      isTruncated: false,
      text: '{"seats": 3}\n',
    });

    // In Review: the label replaced, the pull request no longer a draft; then Ready.
    await json(`${REPO}/issues/1`, "PATCH", {
      labels: ["sveltia-cms/pending_review"],
    });
    await graphql(
      `
        mutation ($input: MarkPullRequestReadyForReviewInput!) {
          markPullRequestReadyForReview(input: $input) {
            pullRequest {
              isDraft
            }
          }
        }
      `,
      { input: { pullRequestId: "PR_1" } },
    );
    await json(`${REPO}/issues/1`, "PATCH", {
      labels: ["sveltia-cms/pending_publish"],
    });
    expect((await json(`${REPO}/issues/1`)).body.labels).toEqual([
      { name: "sveltia-cms/pending_publish" },
    ]);
    expect(stub.pulls[0]).toMatchObject({ draft: false, state: "open" });
  });

  it("takes the workflow's preview address as the commit status the editor reads", async () => {
    const head = stub.head("cms/courses/java")!;
    await reportPullRequest(
      gitHub({
        apiUrl: stub.url,
        token: stub.token,
        repository: stub.repository,
      }),
      {
        number: 1,
        save: { ...head, login: STAFF.login, name: STAFF.name },
        build: "success",
        preview: "success",
        url: "https://pr-1-institute-site.nimbus.workers.dev",
        log: "",
        runUrl: "https://github.com/nimbus-institute/website/actions/runs/1",
      },
    );
    const { data } = await graphql(
      ` query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { commit_0: object(oid: "${head.sha}") { ... on Commit { status { contexts { context state targetUrl description } } deployments( last: 10 orderBy: { field: CREATED_AT, direction: ASC } ) { nodes { environment } } checkSuites(last: 10) { nodes { checkRuns(last: 20) { nodes { name } } } } } } } } `,
    );
    expect(data.repository.commit_0).toEqual({
      status: {
        contexts: [
          {
            context: "Site preview",
            state: "SUCCESS",
            targetUrl: "https://pr-1-institute-site.nimbus.workers.dev",
            description: "The site as it will be once published",
          },
        ],
      },
      deployments: { nodes: [] },
      checkSuites: { nodes: [] },
    });
    expect(stub.pulls[0]!.comments).toHaveLength(1);
  });

  it("publishes by merging the draft's changes into main and deleting its branch", async () => {
    const merged = await json(`${REPO}/pulls/1/merge`, "PUT", {
      merge_method: "merge",
      commit_title: "Update Courses “java”",
    });
    expect(merged.status).toBe(200);
    expect(merged.body.merged).toBe(true);
    expect(stub.read("main", "app/content/courses/java.json")).toBe(
      '{"seats": 3}\n',
    );
    expect(stub.read("main", "app/content/hello.txt")).toBe("hello\n");
    expect(stub.head("main")!.message).toBe("Update Courses “java” (#1)");
    expect(
      (
        await api(`${REPO}/git/refs/heads/cms/courses/java`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(204);
    expect(stub.pulls[0]).toMatchObject({ state: "closed", merged: true });
    const { data } = await graphql(LAST_COMMIT, { branch: "cms/courses/java" });
    expect(data.repository.ref).toBeNull();
  });
});
