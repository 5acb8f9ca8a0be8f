// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseDeployConfig,
  readDeployConfig,
  REPOSITORY_PRIVATE,
} from "#host/deploy-config.ts";

const root = resolve(import.meta.dirname, "..");

describe("deploy configuration (wrangler.jsonc vars)", () => {
  it("gives the build the sign-in origin and the narrowest scope, from the host's own file", () => {
    expect(readDeployConfig(root, {})).toEqual({
      signInOrigin: "https://www.nimbus-institute.example.com",
      githubScope: "public_repo",
      githubUrl: "https://github.com",
      editorialWorkflow: false,
      workerName: "institute-site",
    });
  });

  it("reads JSON with comments and trailing commas, as wrangler does", () => {
    expect(
      parseDeployConfig(`// the host
{
  /* the sign-in */
  "vars": {
    "SIGN_IN_ORIGIN": "https://site.example:8443", // a port is part of an origin
    "GITHUB_SCOPE": "repo",
    "GITHUB_URL": "https://github.example",
    "OTHER": 1,
  },
}`),
    ).toEqual({
      signInOrigin: "https://site.example:8443",
      githubScope: "repo",
      githubUrl: "https://github.example",
      editorialWorkflow: false,
    });
  });

  it("refuses a scope wider than the editor needs, an origin that is not https or not only an origin, and a secret in the file, naming each", () => {
    expect(() =>
      parseDeployConfig(
        JSON.stringify({
          vars: {
            SIGN_IN_ORIGIN: "http://site.example",
            GITHUB_SCOPE: "repo,user",
            GITHUB_URL: "https://github.com/",
            GITHUB_CLIENT_SECRET: "s3cret-value",
          },
        }),
      ),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        '  - vars.SIGN_IN_ORIGIN: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "http://site.example")',
        '  - vars.GITHUB_SCOPE: must be "public_repo" or "repo" (never "user" or more) (got "repo,user")',
        '  - vars.GITHUB_URL: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "https://github.com/")',
        "  - vars.GITHUB_CLIENT_SECRET: is a secret: remove it and run `npx wrangler secret put GITHUB_CLIENT_SECRET` (its value is not shown)",
      ].join("\n"),
    );
    for (const [origin, scope] of [
      ["https://site.example/admin", "user"],
      ["https://user@site.example", "read:user"],
      ["javascript:alert(1)", "admin:org"],
    ])
      expect(() =>
        parseDeployConfig(
          JSON.stringify({
            vars: {
              SIGN_IN_ORIGIN: origin,
              GITHUB_SCOPE: scope,
              GITHUB_URL: "https://github.com",
            },
          }),
        ),
      ).toThrow(
        new RegExp(
          `SIGN_IN_ORIGIN: must be an https origin.*\\n.*GITHUB_SCOPE: must be "public_repo" or "repo"`,
        ),
      );
  });

  it("says what is missing, and where a file cannot be read", () => {
    expect(() => parseDeployConfig(`{ "name": "site" }`)).toThrow(
      "wrangler.jsonc is not a deploy configuration the site can be built with:\n  - vars: must be an object of the Worker's variables (it is missing)",
    );
    expect(() =>
      parseDeployConfig(`{ "vars": { "GITHUB_URL": "https://github.com" } }`),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        "  - vars.SIGN_IN_ORIGIN: must be an https origin such as https://www.example.com (no path, no slash at the end) (it is missing)",
        '  - vars.GITHUB_SCOPE: must be "public_repo" or "repo" (never "user" or more) (it is missing)',
      ].join("\n"),
    );
    expect(() => parseDeployConfig(`{ "vars": `)).toThrow(
      "wrangler.jsonc cannot be read: invalid end of input at 1:11",
    );
  });

  it("switches the editor to draft, review, live only when asked, and then wants preview addresses", () => {
    const vars = {
      SIGN_IN_ORIGIN: "https://site.example",
      GITHUB_SCOPE: "public_repo",
      GITHUB_URL: "https://github.com",
    };
    const on = { ...vars, EDITORIAL_WORKFLOW: true };
    expect(
      parseDeployConfig(
        JSON.stringify({ name: "site", preview_urls: true, vars: on }),
      ),
    ).toEqual({
      signInOrigin: "https://site.example",
      githubScope: "public_repo",
      githubUrl: "https://github.com",
      editorialWorkflow: true,
      workerName: "site",
    });
    expect(() =>
      parseDeployConfig(JSON.stringify({ name: "site", vars: on })),
    ).toThrow(
      "wrangler.jsonc is not a deploy configuration the site can be built with:\n  - preview_urls: must be true while vars.EDITORIAL_WORKFLOW is true: each pull request's preview is a version of the Worker at an address of its own (it is missing)",
    );
    expect(() =>
      parseDeployConfig(
        JSON.stringify({
          name: "Site_1",
          vars: { ...vars, EDITORIAL_WORKFLOW: "true" },
        }),
      ),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        '  - name: must be lowercase letters, digits and dashes (got "Site_1")',
        '  - vars.EDITORIAL_WORKFLOW: must be true or false (without quotes) (got "true")',
      ].join("\n"),
    );
  });

  it("refuses a scope that does not fit the repository's visibility when the workflow gives it (REPOSITORY_PRIVATE), naming the file and the variable", () => {
    const config = (scope: string) =>
      JSON.stringify({
        vars: {
          SIGN_IN_ORIGIN: "https://site.example",
          GITHUB_SCOPE: scope,
          GITHUB_URL: "https://github.com",
        },
      });
    expect(REPOSITORY_PRIVATE).toBe("REPOSITORY_PRIVATE");
    // A public repository: "repo" is wider than needed.
    expect(() =>
      parseDeployConfig(config("repo"), { repositoryPrivate: "false" }),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        `  - vars.GITHUB_SCOPE: must be "public_repo": the repository is public (REPOSITORY_PRIVATE=false), and "repo" would let every sign-in write to the staff member's private repositories too (got "repo")`,
      ].join("\n"),
    );
    // A private repository: "public_repo" could save nothing.
    expect(() =>
      parseDeployConfig(config("public_repo"), { repositoryPrivate: "true" }),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        `  - vars.GITHUB_SCOPE: must be "repo": the repository is private (REPOSITORY_PRIVATE=true), and "public_repo" cannot write to it: no save in the editor would work (got "public_repo")`,
      ].join("\n"),
    );
    // The scope that fits passes.
    expect(
      parseDeployConfig(config("public_repo"), { repositoryPrivate: "false" })
        .githubScope,
    ).toBe("public_repo");
    expect(
      parseDeployConfig(config("repo"), { repositoryPrivate: "true" })
        .githubScope,
    ).toBe("repo");
    // A value the workflow never sets is refused rather than read as either.
    for (const value of ["yes", "TRUE", "0"])
      expect(() =>
        parseDeployConfig(config("repo"), { repositoryPrivate: value }),
      ).toThrow(
        `REPOSITORY_PRIVATE must be "true" or "false" (the workflow sets it from github.event.repository.private), or unset (got ${JSON.stringify(value)})`,
      );
  });

  it("checks nothing against the visibility without the variable (a developer's machine), or with it empty", () => {
    for (const scope of ["public_repo", "repo"])
      for (const repositoryPrivate of [undefined, ""])
        expect(
          parseDeployConfig(
            JSON.stringify({
              vars: {
                SIGN_IN_ORIGIN: "https://site.example",
                GITHUB_SCOPE: scope,
                GITHUB_URL: "https://github.com",
              },
            }),
            { repositoryPrivate },
          ).githubScope,
        ).toBe(scope);
    // The project's own file, read as the build reads it: it fits the public repository, and
    // the build of a private one would stop.
    expect(
      readDeployConfig(root, { [REPOSITORY_PRIVATE]: "false" }).githubScope,
    ).toBe("public_repo");
    expect(() =>
      readDeployConfig(root, { [REPOSITORY_PRIVATE]: "true" }),
    ).toThrow(/vars\.GITHUB_SCOPE: must be "repo": the repository is private/);
  });

  it("lists a scope that does not fit the visibility beside the file's other mistakes", () => {
    expect(() =>
      parseDeployConfig(
        JSON.stringify({
          vars: {
            SIGN_IN_ORIGIN: "http://site.example",
            GITHUB_SCOPE: "repo",
            GITHUB_URL: "https://github.com",
          },
        }),
        { repositoryPrivate: "false" },
      ),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        '  - vars.SIGN_IN_ORIGIN: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "http://site.example")',
        `  - vars.GITHUB_SCOPE: must be "public_repo": the repository is public (REPOSITORY_PRIVATE=false), and "repo" would let every sign-in write to the staff member's private repositories too (got "repo")`,
      ].join("\n"),
    );
  });
});
