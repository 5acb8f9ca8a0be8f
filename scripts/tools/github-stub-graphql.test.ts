// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { gitHubGraphQL } from "#scripts/tools/github-stub-graphql.ts";
import { stubRepository } from "#scripts/tools/github-stub-repository.ts";

/*
 * What the schema adds to the stand-in: a query is held to GitHub's types before anything is
 * read, as GitHub holds it. The editor's own queries, in its words, are in github-api-stub.test.ts.
 */

const dir = mkdtempSync(join(tmpdir(), "github-graphql-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, "hello.txt"), "hello\n");
const answer = gitHubGraphQL(
  stubRepository({
    repository: "nimbus-institute/website",
    contentDir: dir,
    into: "app/content",
    now: () => new Date("2026-11-20T10:00:00Z"),
  }),
);
const variables = { owner: "nimbus-institute", repo: "website" };

describe("the stand-in's GraphQL schema", () => {
  it("reads a file by branch and path through an inline fragment, with an alias", async () => {
    expect(
      await answer(
        `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { defaultBranchRef { name } hello: object(expression: "main:app/content/hello.txt") { ... on Blob { text isTruncated } ... on Commit { message } } } }`,
        variables,
      ),
    ).toEqual({
      data: {
        repository: {
          defaultBranchRef: { name: "main" },
          hello: { text: "hello\n", isTruncated: false },
        },
      },
    });
  });

  it("answers null for another repository", async () => {
    expect(
      await answer(
        `query { repository(owner: "someone", name: "else") { id } }`,
      ),
    ).toEqual({ data: { repository: null } });
  });

  it("refuses, before reading anything, a field GitHub's types lack, a wrong enum, a variable not given and an input field not in the type", async () => {
    const messages = async (query: string, given: object = variables) =>
      (await answer(query, { ...given })).errors?.map((e) => e.message);
    expect(
      await messages(
        `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { viewerPermission } }`,
      ),
    ).toEqual(['Cannot query field "viewerPermission" on type "Repository".']);
    expect(
      await messages(
        `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { pullRequests(states: OPENED) { totalCount } } }`,
      ),
    ).toEqual([
      'Value "OPENED" does not exist in "PullRequestState" enum. Did you mean the enum value "OPEN"?',
    ]);
    expect(
      await messages(
        `query($owner: String!) { repository(owner: $owner, name: "website") { id } }`,
        {},
      ),
    ).toEqual([
      'Variable "$owner" has invalid value: Expected a value of non-null type "String!" to be provided.',
    ]);
    expect(
      await messages(
        `mutation($input: CreateRefInput!) { createRef(input: $input) { ref { name } } }`,
        {
          input: {
            repositoryId: "R_1",
            name: "refs/heads/x",
            oid: "0",
            force: true,
          },
        },
      ),
    ).toEqual([
      'Variable "$input" has invalid value: Expected value of type "CreateRefInput" not to include unknown field "force", found: { repositoryId: "R_1", name: "refs/heads/x", oid: "0", force: true }.',
    ]);
  });
});
