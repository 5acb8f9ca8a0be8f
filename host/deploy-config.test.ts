// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDeployConfig, readDeployConfig } from "#host/deploy-config.ts";

const root = resolve(import.meta.dirname, "..");

describe("deploy configuration (wrangler.jsonc vars)", () => {
  it("gives the build the site's address, from the host's own file", () => {
    expect(readDeployConfig(root)).toEqual({
      siteUrl: "https://www.nimbus-institute.example.com",
      githubUrl: "https://github.com",
      githubApiUrl: "https://api.github.com",
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
    "SITE_URL": "https://site.example:8443", // a port is part of an origin
    "GITHUB_URL": "https://github.example",
    "GITHUB_API_URL": "https://github.example/api/v3",
    "OTHER": 1,
  },
}`),
    ).toEqual({
      siteUrl: "https://site.example:8443",
      githubUrl: "https://github.example",
      githubApiUrl: "https://github.example/api/v3",
      editorialWorkflow: false,
    });
  });

  it("refuses an origin that is not https or not only an origin, and a secret in the file, naming each without showing it", () => {
    expect(() =>
      parseDeployConfig(
        JSON.stringify({
          vars: {
            SITE_URL: "http://site.example",
            GITHUB_URL: "https://github.com/",
            GITHUB_API_URL: "http://api.github.com",
            SETUP_CODE: "s3cret-value",
            DEPLOY_HOOK_URL:
              "https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/abc",
          },
        }),
      ),
    ).toThrow(
      [
        "wrangler.jsonc is not a deploy configuration the site can be built with:",
        '  - vars.SITE_URL: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "http://site.example")',
        '  - vars.GITHUB_URL: must be an https origin such as https://www.example.com (no path, no slash at the end) (got "https://github.com/")',
        '  - vars.GITHUB_API_URL: must be an https address such as https://api.github.com (no slash at the end) (got "http://api.github.com")',
        "  - vars.SETUP_CODE: is a secret: remove it here and set it in Cloudflare (Settings, Variables and secrets) (its value is not shown)",
        "  - vars.DEPLOY_HOOK_URL: is a secret: remove it here and set it in Cloudflare (Settings, Variables and secrets) (its value is not shown)",
      ].join("\n"),
    );
    for (const origin of [
      "https://site.example/admin",
      "https://user@site.example",
      "javascript:alert(1)",
    ])
      expect(() =>
        parseDeployConfig(
          JSON.stringify({
            vars: { SITE_URL: origin, GITHUB_URL: "https://github.com" },
          }),
        ),
      ).toThrow(/SITE_URL: must be an https origin/);
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
        "  - vars.SITE_URL: must be an https origin such as https://www.example.com (no path, no slash at the end) (it is missing)",
      ].join("\n"),
    );
    expect(() => parseDeployConfig(`{ "vars": `)).toThrow(
      "wrangler.jsonc cannot be read: invalid end of input at 1:11",
    );
  });

  it("switches the editor to draft, review, live only when asked, and then wants preview addresses", () => {
    const vars = {
      SITE_URL: "https://site.example",
      GITHUB_URL: "https://github.com",
    };
    const on = { ...vars, EDITORIAL_WORKFLOW: true };
    expect(
      parseDeployConfig(
        JSON.stringify({ name: "site", preview_urls: true, vars: on }),
      ),
    ).toEqual({
      siteUrl: "https://site.example",
      githubUrl: "https://github.com",
      githubApiUrl: "https://api.github.com",
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
});
