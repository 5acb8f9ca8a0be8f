// The Cloudflare host as configured (wrangler.jsonc): the Worker and build/client under
// `wrangler dev`, which runs Cloudflare's own runtime (workerd) offline on loopback. The same
// host checks as nginx (checks.ts), the editor's sign-in relay against a stub GitHub, then a
// few pages and the sign-in in Chromium. Run with `npm run test:cloudflare` after the build.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import {
  assertSecurity,
  browserChecks,
  get,
  hostChecks,
  waitForServer,
} from "#tests/hosts/checks.ts";
import { githubStub } from "#tests/hosts/github-stub.ts";
import { plantedSite } from "#tests/security/planted-site.ts";

const PORT = Number(process.env.CLOUDFLARE_PORT ?? 8791);
const INSPECTOR_PORT = Number(process.env.CLOUDFLARE_INSPECTOR_PORT ?? 9291);
const STUB_PORT = Number(process.env.GITHUB_STUB_PORT ?? 4291);
// localhost, not 127.0.0.1: the relay's cookie is Secure, which browsers accept on http only
// for localhost.
const BASE = `http://localhost:${PORT}`;
const WRANGLER = resolve("node_modules/.bin/wrangler");

const stub = githubStub();
let wrangler: ChildProcess | undefined;
let dir = "";
let log = "";
// build/client with an attacker's files planted (tests/security): the Worker's assets.
let planted: Awaited<ReturnType<typeof plantedSite>> | undefined;

before(async () => {
  assert.ok(
    existsSync("build/client/__spa-fallback.html"),
    "build/client missing: npm run build first",
  );
  await new Promise<void>((done) =>
    stub.server.listen(STUB_PORT, "127.0.0.1", done),
  );
  planted = await plantedSite();
  // The app's secrets, for this run only: outside the repository, never committed.
  dir = mkdtempSync(join(tmpdir(), "cloudflare-"));
  const secrets = join(dir, ".dev.vars");
  writeFileSync(
    secrets,
    `GITHUB_CLIENT_ID=${stub.clientId}\nGITHUB_CLIENT_SECRET=${stub.clientSecret}\n`,
  );
  const stubUrl = `http://localhost:${(stub.server.address() as AddressInfo).port}`;
  // Its own process group, so the runtime it starts (workerd) stops with it.
  wrangler = spawn(
    WRANGLER,
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--inspector-port",
      String(INSPECTOR_PORT),
      "--env-file",
      secrets,
      "--var",
      `GITHUB_URL:${stubUrl}`,
      "--assets",
      planted.root,
      "--persist-to",
      join(dir, "state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    },
  );
  // wrangler logs that it could not fetch the `request.cf` object (no network): harmless.
  for (const stream of [wrangler.stdout!, wrangler.stderr!])
    stream.on("data", (c: Buffer) => (log += c.toString()));
  const exited = new Promise<never>((_, fail) =>
    wrangler!.once("exit", (code) =>
      fail(new Error(`wrangler dev exited (${code}):\n${log}`)),
    ),
  );
  await Promise.race([
    waitForServer(`http://127.0.0.1:${PORT}`, 90_000),
    exited,
  ]);
});

after(() => {
  // The whole group: wrangler and the workerd it started.
  if (wrangler?.pid && wrangler.exitCode === null)
    process.kill(-wrangler.pid, "SIGTERM");
  stub.server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  planted?.remove();
});

hostChecks("Cloudflare (wrangler dev)", () => BASE);

describe("Cloudflare: the editor's sign-in relay", () => {
  const relay = (path: string, cookie?: string) =>
    get(BASE, path, cookie ? { cookie } : {});

  it("sends the window to GitHub with the app's id, the callback on the site and a remembered state", async () => {
    const reply = await relay(
      "/auth?provider=github&site_id=localhost&scope=repo",
    );
    assert.equal(reply.status, 302);
    const to = new URL(String(reply.headers.location));
    assert.equal(
      to.origin + to.pathname,
      `http://localhost:${STUB_PORT}/login/oauth/authorize`,
    );
    assert.equal(to.searchParams.get("client_id"), stub.clientId);
    assert.equal(to.searchParams.get("redirect_uri"), `${BASE}/callback`);
    assert.equal(to.searchParams.get("scope"), "repo");
    const state = to.searchParams.get("state");
    assert.match(String(state), /^[0-9a-f]{32}$/);
    assert.deepEqual(reply.headers["set-cookie"], [
      `csrf-token=${state}; HttpOnly; Max-Age=600; Path=/callback; SameSite=Lax; Secure`,
    ]);
    assertSecurity(reply, "/auth", "unsafe-none");
    assert.equal(reply.headers["cache-control"], "no-store");
  });

  it("trades GitHub's code for a token and hands it over on the site's origin only", async () => {
    const start = await relay(
      "/auth?provider=github&site_id=localhost&scope=repo",
    );
    const state = new URL(String(start.headers.location)).searchParams.get(
      "state",
    )!;
    const fromGitHub = await get(
      `http://127.0.0.1:${STUB_PORT}`,
      new URL(String(start.headers.location)).pathname +
        new URL(String(start.headers.location)).search,
    );
    assert.equal(fromGitHub.status, 302);
    const back = new URL(String(fromGitHub.headers.location));
    assert.equal(back.origin + back.pathname, `${BASE}/callback`);
    const reply = await relay(
      back.pathname + back.search,
      `csrf-token=${state}`,
    );
    assert.equal(reply.status, 200);
    const html = reply.body.toString();
    assert.ok(
      html.includes(
        JSON.stringify(
          `authorization:github:success:${JSON.stringify({ provider: "github", token: stub.token })}`,
        ),
      ),
      "the page carries the token message",
    );
    assert.ok(
      html.includes(`const origin = "${BASE}";`),
      "only to the site's origin",
    );
    const nonce = html.match(/<script nonce="([0-9a-f]+)">/)?.[1];
    assert.ok(nonce, "the script runs by nonce");
    assert.match(
      String(reply.headers["content-security-policy"]),
      new RegExp(`^default-src 'none'; script-src 'nonce-${nonce}';`),
    );
    assertSecurity(reply, "/callback", "unsafe-none");
    assert.equal(reply.headers["cache-control"], "no-store");

    // A code is good once.
    const again = await relay(
      back.pathname + back.search,
      `csrf-token=${state}`,
    );
    assert.match(again.body.toString(), /bad_verification_code/);
    assert.doesNotMatch(again.body.toString(), new RegExp(stub.token));
  });

  it("refuses a state it did not hand out (CSRF), before asking GitHub", async () => {
    const reply = await relay(
      `/callback?code=abc&state=${"f".repeat(32)}`,
      `csrf-token=${"0".repeat(32)}`,
    );
    assert.equal(reply.status, 200);
    assert.match(reply.body.toString(), /"errorCode\\":\\"CSRF_DETECTED\\"/);
  });
});

describe("Cloudflare: in a browser", () => {
  it("serves the smoke pages, signs the editor in through the relay, and withstands the attacks of tests/security", async () => {
    await browserChecks(
      BASE,
      [
        "tests/hosts/smoke.spec.ts",
        "tests/hosts/sign-in.spec.ts",
        "tests/security",
      ],
      {
        GITHUB_STUB: `http://localhost:${STUB_PORT}`,
        GITHUB_STUB_TOKEN: stub.token,
      },
    );
  });
});
