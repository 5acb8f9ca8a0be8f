// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  declarations,
  documentedBuildVariables,
  dotenvNames,
  namesRead,
  problems,
  readWrangler,
  valuesRead,
} from "#scripts/tools/declared-values.ts";

/*
 * The Deploy to Cloudflare button asks the owner for what the repository declares: the vars of
 * wrangler.jsonc, the secrets of .dev.vars.example, each with the description of package.json's
 * `cloudflare.bindings`; the build's own variables are documented in docs/deploying.md. A value
 * the code reads but nobody declared is one the owner is never asked for (the site then runs
 * without it); a declared value nothing reads is a question asked for nothing.
 */

const root = resolve(import.meta.dirname, "../..");

describe("the values the site reads, and where each is declared", () => {
  it("every value the Worker or the build reads is declared, described, and every declared value is read", () => {
    const wrangler = readWrangler(root);
    expect(
      problems(valuesRead(root), declarations(root), wrangler.assets?.binding),
    ).toEqual([]);
  });

  it("finds what the Worker and the build read in the repository's own files", () => {
    const reads = valuesRead(root);
    const worker = reads.filter((r) => r.by === "worker").map((r) => r.name);
    const build = reads.filter((r) => r.by === "build").map((r) => r.name);
    // The static files' binding, which the Worker's entry reads; the build's signing key and
    // the site's address, read from wrangler.jsonc by the build.
    expect(worker).toContain("ASSETS");
    expect(build).toContain("CERTIFICATE_SIGNING_KEY");
    expect(build).toContain("GITHUB_URL");
    expect(
      reads.find((r) => r.by === "build" && r.name === "BUILD_DIR")?.files,
    ).toEqual(["react-router.config.ts"]);
  });
});

describe("reading a file for the values it reads", () => {
  it("reads env.NAME, env['NAME'], a constant's name and a destructured env", () => {
    const text = `
      const KEY = "DEPLOY_HOOK_URL";
      export default {
        async fetch(request, env) {
          const { SETUP_CODE, GITHUB_URL: github } = env;
          return env.ASSETS.fetch(env["SITE_URL"] + env[KEY]);
        },
      };`;
    expect(namesRead("worker.ts", text)).toEqual([
      "ASSETS",
      "DEPLOY_HOOK_URL",
      "GITHUB_URL",
      "SETUP_CODE",
      "SITE_URL",
    ]);
  });

  it("reads process.env and import.meta.env, but not Vite's own fields, nor lowercase names", () => {
    const text = `
      const dir = process.env.BUILD_DIR ?? "build";
      const day = process.env["BUILD_DAY"];
      if (import.meta.env.PROD && import.meta.env.SSR && import.meta.env.MODE) {}
      const extra = import.meta.env.VITE_MAP_KEY;
      const home = process.env.home;`;
    expect(namesRead("config.ts", text)).toEqual([
      "BUILD_DAY",
      "BUILD_DIR",
      "VITE_MAP_KEY",
    ]);
  });

  it("reads wrangler.jsonc's vars only when asked (the build reads them from the file)", () => {
    const text = `const { vars } = parsed; use(vars.SITE_URL, config.vars.EDITORIAL_WORKFLOW);`;
    expect(namesRead("deploy-config.ts", text)).toEqual([]);
    expect(namesRead("deploy-config.ts", text, { vars: true })).toEqual([
      "EDITORIAL_WORKFLOW",
      "SITE_URL",
    ]);
  });

  it("in a file the Worker shares with the build, counts only process.env for the build", () => {
    const text = `function relay(env) { return env.GITHUB_URL + process.env.BUILD_DAY; }`;
    expect(namesRead("relay.ts", text, { processOnly: true })).toEqual([
      "BUILD_DAY",
    ]);
  });
});

describe("reading the declarations", () => {
  it("reads the names of .dev.vars.example, with comments and blank lines, and refuses anything else", () => {
    expect(
      dotenvNames(
        "# The code that opens /setup\nSETUP_CODE=choose-a-long-one # comment\n\nDEPLOY_HOOK_URL=https://example.com/hook\n",
      ),
    ).toEqual(["SETUP_CODE", "DEPLOY_HOOK_URL"]);
    expect(() => dotenvNames("SETUP_CODE\n")).toThrow(
      '.dev.vars.example:1: not a NAME=value line: "SETUP_CODE"',
    );
  });

  it("reads the build variables from the table under its heading, and nothing from other tables", () => {
    const markdown = [
      "# Deploying",
      "",
      "| name | what |",
      "| --- | --- |",
      "| `NOT_THIS` | another table |",
      "",
      "## Build variables",
      "",
      "| variable | who sets it | what it is |",
      "| -------- | ----------- | ---------- |",
      "| `CERTIFICATE_SIGNING_KEY` | the owner | The private half of the key. |",
      "| `BUILD_DAY` | tests | |",
      "",
      "## nginx",
      "",
      "| `NOR_THIS` | x |",
    ].join("\n");
    expect(documentedBuildVariables(markdown)).toEqual([
      {
        name: "CERTIFICATE_SIGNING_KEY",
        description: "The private half of the key.",
      },
      { name: "BUILD_DAY", description: "" },
    ]);
  });
});

describe("what is wrong between the reads and the declarations", () => {
  const declared = {
    vars: ["SITE_URL", "GITHUB_URL"],
    bindings: ["ASSETS", "SETUP"],
    secrets: ["SETUP_CODE"],
    buildVariables: [
      { name: "CERTIFICATE_SIGNING_KEY", description: "The key." },
    ],
    descriptions: {
      SITE_URL: "The site's address.",
      GITHUB_URL: "GitHub.",
      SETUP: "Where the App's keys are kept.",
      SETUP_CODE: "The code that opens /setup.",
    },
  };
  const reads = [
    { name: "ASSETS", by: "worker" as const, files: ["host/worker.ts"] },
    { name: "SETUP", by: "worker" as const, files: ["host/setup.ts"] },
    { name: "SETUP_CODE", by: "worker" as const, files: ["host/setup.ts"] },
    { name: "SITE_URL", by: "worker" as const, files: ["host/relay.ts"] },
    {
      name: "GITHUB_URL",
      by: "build" as const,
      files: ["host/deploy-config.ts"],
    },
    {
      name: "CERTIFICATE_SIGNING_KEY",
      by: "build" as const,
      files: ["scripts/build/certificate-keys.ts"],
    },
  ];

  it("finds nothing when every read is declared and described", () => {
    expect(problems(reads, declared, "ASSETS")).toEqual([]);
  });

  it("names a value read but not declared, by the Worker and by the build", () => {
    expect(
      problems(
        [
          ...reads,
          { name: "DEPLOY_HOOK_URL", by: "worker", files: ["host/cron.ts"] },
          {
            name: "BUILD_DAY",
            by: "build",
            files: ["scripts/content/build-day.ts"],
          },
          // A Worker secret is not the build's: the build never sees it.
          { name: "SETUP_CODE", by: "build", files: ["scripts/build/x.ts"] },
        ],
        declared,
        "ASSETS",
      ),
    ).toEqual([
      "the Worker reads DEPLOY_HOOK_URL (host/cron.ts), which is not declared in wrangler.jsonc (vars or a binding) or .dev.vars.example",
      'the build reads BUILD_DAY (scripts/content/build-day.ts), which is not declared in docs/deploying.md ("Build variables") or wrangler.jsonc\'s vars',
      'the build reads SETUP_CODE (scripts/build/x.ts), which is not declared in docs/deploying.md ("Build variables") or wrangler.jsonc\'s vars',
    ]);
  });

  it("names a declared value that nothing reads, wherever it is declared", () => {
    expect(
      problems(
        reads.filter(
          (r) =>
            ![
              "SITE_URL",
              "GITHUB_URL",
              "SETUP",
              "SETUP_CODE",
              "CERTIFICATE_SIGNING_KEY",
            ].includes(r.name),
        ),
        declared,
        "ASSETS",
      ),
    ).toEqual([
      "wrangler.jsonc declares the var SITE_URL, which nothing reads",
      "wrangler.jsonc declares the var GITHUB_URL, which nothing reads",
      "wrangler.jsonc declares the binding SETUP, which the Worker never reads",
      ".dev.vars.example declares the secret SETUP_CODE, which the Worker never reads",
      "docs/deploying.md documents the build variable CERTIFICATE_SIGNING_KEY, which the build never reads",
    ]);
  });

  it("asks for a description of everything the button asks for, and of nothing else", () => {
    const descriptions: Record<string, string> = { ...declared.descriptions };
    delete descriptions.SETUP_CODE;
    expect(
      problems(
        reads,
        {
          ...declared,
          descriptions: {
            ...descriptions,
            GITHUB_URL: " ",
            OLD_SECRET: "Gone.",
          },
          buildVariables: [
            { name: "CERTIFICATE_SIGNING_KEY", description: "" },
          ],
        },
        "ASSETS",
      ),
    ).toEqual([
      "docs/deploying.md documents the build variable CERTIFICATE_SIGNING_KEY without a description",
      "package.json cloudflare.bindings has no description of GITHUB_URL",
      "package.json cloudflare.bindings has no description of SETUP_CODE",
      "package.json cloudflare.bindings describes OLD_SECRET, which is not declared",
    ]);
  });

  it("refuses a name that is both a var and a secret (the var would be in the repository)", () => {
    expect(
      problems(
        reads,
        { ...declared, secrets: ["SETUP_CODE", "SITE_URL"] },
        "ASSETS",
      ),
    ).toEqual([
      "SITE_URL is both a var of wrangler.jsonc and a secret of .dev.vars.example",
    ]);
  });
});
