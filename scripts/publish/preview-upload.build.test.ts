// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startCloudflareStub,
  type StubUpload,
} from "#scripts/publish/cloudflare-stub.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

/*
 * What Workers Builds does with a draft branch of the editorial workflow (a non-production
 * branch, docs/deploying.md): its non-production branch deploy command, `npx wrangler versions
 * upload` (the default), run here with the installed wrangler against a stub of Cloudflare's API
 * on loopback, on the fixture build (npm run build:fixture), with the variables Workers Builds
 * sets (WORKERS_CI, WORKERS_CI_BRANCH) and the one that has wrangler name the version after the
 * branch (WRANGLER_CI_GENERATE_PREVIEW_ALIAS). The version carries the branch's alias and the
 * build's files with the preview hosts' noindex, and nothing is deployed: the live site keeps
 * its version.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const client = resolve(root, FIXTURE_BUILD_DIR, "client");
/** The command, as docs/deploying.md names it for the owner's Workers Builds settings. */
const COMMAND = "npx wrangler versions upload";

let dir = "";
let stub: Awaited<ReturnType<typeof startCloudflareStub>>;
let sent: StubUpload;
let output: { type?: string; preview_alias_url?: string }[] = [];

beforeAll(async () => {
  expect(
    readFileSync(resolve(root, "docs/deploying.md"), "utf8").replace(
      /\s+/g,
      " ",
    ),
  ).toContain(
    `the non-production branch deploy command, \`${COMMAND}\` (the default)`,
  );
  dir = mkdtempSync(join(tmpdir(), "preview-upload-"));
  stub = await startCloudflareStub({
    account: "stub-account",
    worker: "institute-site",
    subdomain: "acme",
    // The live Worker, made by the Deploy button, already has /setup's namespace.
    kv: ["SETUP"],
  });
  const outputFile = join(dir, "wrangler-output.json");
  await run("bash", ["-c", `${COMMAND} --assets "$ASSETS"`], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`,
      HOME: dir,
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_API_BASE_URL: stub.url,
      CLOUDFLARE_API_TOKEN: "stub-token",
      CLOUDFLARE_ACCOUNT_ID: "stub-account",
      WORKERS_CI: "1",
      WORKERS_CI_BRANCH: "cms/courses/java",
      WRANGLER_CI_GENERATE_PREVIEW_ALIAS: "true",
      WRANGLER_OUTPUT_FILE_PATH: outputFile,
      ASSETS: client,
    },
  });
  sent = stub.uploads[0]!;
  output = readFileSync(outputFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}, 90_000);

afterAll(async () => {
  await stub?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a draft branch's preview, uploaded as Workers Builds does to a stub Cloudflare", () => {
  it("is one version of the Worker, not a deployment, named after the branch", () => {
    expect(stub.uploads).toHaveLength(1);
    expect(sent.metadata.annotations).toMatchObject({
      "workers/alias": "cms-courses-java",
    });
    // No deployment: the live site keeps its version.
    expect(stub.requests.filter((r) => r.includes("/deployments"))).toEqual([]);
  });

  it("keeps the live Worker's namespace for /setup: no new one is made for a draft", () => {
    // The version is bound to whatever the live Worker's SETUP is.
    expect(sent.metadata.bindings).toContainEqual({
      name: "SETUP",
      type: "inherit",
    });
    expect(
      stub.requests.filter((r) => r.includes("/storage/kv/namespaces")),
    ).toEqual([]);
  });

  it("carries the build's files, with noindex on the preview host names", () => {
    for (const file of ["/index.html", "/mr/index.html", "/admin/index.html"])
      expect(Object.keys(sent.manifest)).toContain(file);
    expect(sent.metadata.assets?.jwt).toBe("stub-assets-jwt");
    expect(sent.metadata.assets?.config?._headers).toContain(
      "https://:version-institute-site.:account.workers.dev/*\n  X-Robots-Tag: noindex, nofollow\n",
    );
  });

  it("is at the branch's own address, the same for every save of the draft", () => {
    expect(
      output.filter((o) => o.type === "version-upload").at(-1)
        ?.preview_alias_url,
    ).toBe("https://cms-courses-java-institute-site.acme.workers.dev");
  });
});
