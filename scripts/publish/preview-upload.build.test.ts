// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  startCloudflareStub,
  type StubUpload,
} from "#scripts/publish/cloudflare-stub.ts";
import { FIXTURE_BUILD_DIR } from "#tests/fixtures/settings.ts";

/*
 * The preview job's upload and address steps (.github/workflows/preview.yml), run as written
 * with the installed wrangler against a stub of Cloudflare's API on loopback, on the fixture
 * build (npm run build:fixture): the version carries the pull request's alias, message and
 * SITE_PREVIEW, the build's files, and the address step reads the alias's address from what
 * wrangler wrote.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const client = resolve(root, FIXTURE_BUILD_DIR, "client");
type Step = { run?: string; env?: Record<string, string>; id?: string };
const workflow = parse(
  readFileSync(resolve(root, ".github/workflows/preview.yml"), "utf8"),
) as { jobs: { preview: { steps: Step[] } } };
const { steps } = workflow.jobs.preview;
const upload = steps.find((s) => s.run?.startsWith("npx wrangler"))!;
const address = steps.find((s) => s.id === "address")!;

let dir = "";
let stub: Awaited<ReturnType<typeof startCloudflareStub>>;
let sent: StubUpload;
let url = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "preview-upload-"));
  stub = await startCloudflareStub({
    account: "stub-account",
    worker: "institute-site",
    subdomain: "acme",
  });
  const env = {
    ...process.env,
    PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`,
    HOME: dir,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_API_BASE_URL: stub.url,
    // The step's own environment, its secrets and pull request number made up.
    PR: "7",
    WRANGLER_OUTPUT_FILE_PATH: join(dir, "wrangler-output.json"),
    CLOUDFLARE_API_TOKEN: "stub-token",
    CLOUDFLARE_ACCOUNT_ID: "stub-account",
  };
  expect(Object.keys(upload.env!).sort()).toEqual(
    [
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
      "PR",
      "WRANGLER_OUTPUT_FILE_PATH",
    ].sort(),
  );
  // The download step puts the build at build/client; here it is the fixture build's.
  await run("bash", ["-c", `${upload.run} --assets "$ASSETS"`], {
    cwd: root,
    env: { ...env, ASSETS: client },
  });
  sent = stub.uploads[0]!;
  // The file the upload step names is the one the address step reads; here, in `dir`.
  const file = upload.env!.WRANGLER_OUTPUT_FILE_PATH!;
  expect(address.run).toBe(
    `node scripts/publish/wrangler-output.ts ${file} >> "$GITHUB_OUTPUT"`,
  );
  const { stdout } = await run(
    "bash",
    [
      "-c",
      address
        .run!.replace(file, join(dir, file))
        .replace('>> "$GITHUB_OUTPUT"', ""),
    ],
    { cwd: root, env: { PATH: env.PATH } },
  );
  url = stdout.trim();
}, 90_000);

afterAll(async () => {
  await stub?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a pull request's preview, uploaded by the workflow's own steps to a stub Cloudflare", () => {
  it("is one version of the Worker, not a deployment, with the pull request's alias and message", () => {
    expect(stub.uploads).toHaveLength(1);
    expect(sent.metadata.annotations).toMatchObject({
      "workers/alias": "pr-7",
      "workers/message": "Preview of pull request 7",
    });
    // No deployment: the live site keeps its version.
    expect(stub.requests.filter((r) => r.includes("/deployments"))).toEqual([]);
  });

  it("marks the version a preview (SITE_PREVIEW), and carries the build's files", () => {
    expect(sent.metadata.bindings).toContainEqual({
      name: "SITE_PREVIEW",
      type: "plain_text",
      text: "pr-7",
    });
    for (const file of ["/index.html", "/mr/index.html", "/admin/index.html"])
      expect(Object.keys(sent.manifest)).toContain(file);
    expect(sent.metadata.assets?.jwt).toBe("stub-assets-jwt");
    // With main's headers (node host/recipes.ts headers), noindex on the preview host names.
    expect(sent.metadata.assets?.config?._headers).toContain(
      "https://:version-institute-site.:account.workers.dev/*\n  X-Robots-Tag: noindex, nofollow\n",
    );
  });

  it("gives the address step the alias's address, the same for every save of the pull request", () => {
    expect(url).toBe("url=https://pr-7-institute-site.acme.workers.dev");
  });
});
