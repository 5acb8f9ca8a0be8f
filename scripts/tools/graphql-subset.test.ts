import { describe, expect, it } from "vitest";
import { execute, GraphQLError } from "#scripts/tools/graphql-subset.ts";

const repository = {
  __typename: "Repository",
  defaultBranchRef: { name: "main" },
  object: ({ oid }: { oid: string }) =>
    oid === "b1"
      ? { __typename: "Blob", text: "hello", isTruncated: false }
      : { __typename: "Commit", oid, message: "First" },
  pullRequests: (args: Record<string, unknown>) => ({
    totalCount: 1,
    nodes: [{ number: 7, args: JSON.stringify(args) }],
  }),
};
const roots = {
  query: {
    repository: ({ owner }: { owner: string }) =>
      owner === "nimbus" ? repository : null,
  },
  mutation: {
    createRef: ({ input }: { input: { name: string } }) => ({
      ref: { name: input.name },
    }),
  },
};

describe("the GraphQL the stub answers", () => {
  it("reads fields with variables, aliases and inline fragments, as the editor sends them (on one line)", async () => {
    const query = ` query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { defaultBranchRef { name } content_0: object(oid: "b1") { ... on Blob { text isTruncated } } commit_1: object(oid: "c2") { ... on Blob { text } ... on Commit { oid message } } } } `;
    expect(
      await execute(query, { owner: "nimbus", repo: "website" }, roots),
    ).toEqual({
      repository: {
        defaultBranchRef: { name: "main" },
        content_0: { text: "hello", isTruncated: false },
        commit_1: { oid: "c2", message: "First" },
      },
    });
  });

  it("passes enums, numbers, lists and objects to a field as values", async () => {
    const query = `query { repository(owner: "nimbus") { pullRequests(states: OPEN labels: ["sveltia-cms/draft","a \\"b\\""] first: 100 orderBy: { field: UPDATED_AT, direction: DESC }) { totalCount nodes { number args } } } }`;
    expect(await execute(query, {}, roots)).toEqual({
      repository: {
        pullRequests: {
          totalCount: 1,
          nodes: [
            {
              number: 7,
              args: JSON.stringify({
                states: "OPEN",
                labels: ["sveltia-cms/draft", 'a "b"'],
                first: 100,
                orderBy: { field: "UPDATED_AT", direction: "DESC" },
              }),
            },
          ],
        },
      },
    });
  });

  it("answers null for what is missing, and runs mutations", async () => {
    expect(
      await execute('query { repository(owner: "someone") { id } }', {}, roots),
    ).toEqual({ repository: null });
    expect(
      await execute(
        "mutation($input: CreateRefInput!) { createRef(input: $input) { ref { name } } }",
        { input: { name: "refs/heads/cms/courses/java" } },
        roots,
      ),
    ).toEqual({ createRef: { ref: { name: "refs/heads/cms/courses/java" } } });
  });

  it("refuses a field it does not have, naming it, and a variable not given", async () => {
    await expect(
      execute(
        'query { repository(owner: "nimbus") { viewerPermission } }',
        {},
        roots,
      ),
    ).rejects.toThrow(
      new GraphQLError(
        '.repository has no field "viewerPermission" in this stub',
      ),
    );
    await expect(
      execute(
        "query($owner: String!) { repository(owner: $owner) { id } }",
        {},
        roots,
      ),
    ).rejects.toThrow("variable $owner is not given");
  });
});
