// The Cloudflare host as configured (wrangler.jsonc): the Worker and build/client under
// `wrangler dev`, which runs Cloudflare's own runtime (workerd) offline on loopback. The same
// host checks as nginx (checks.ts), the editor's sign-in relay against a stub GitHub, then a
// few pages and the sign-in in Chromium. Run with `npm run test:cloudflare` after the build.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
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
      // The relay answers on the configured origin only: here, this loopback one. The scope
      // stays wrangler.jsonc's own.
      "--var",
      `SIGN_IN_ORIGIN:${BASE}`,
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

// workerd answers a raw control character in the request line with its own 400 ("invalid
// URI"), before the Worker or `_headers` run: nothing of the site can add its headers there.
// The Worker's rule for such a path, had it reached it, is unit-tested (host/worker.test.ts).
hostChecks("Cloudflare (wrangler dev)", () => BASE, {
  refusesRawControls: true,
});

describe("Cloudflare: the editor's sign-in relay", () => {
  const relay = (path: string, cookie?: string, base = BASE) =>
    get(base, path, cookie ? { cookie } : {});
  const COOKIE =
    /^__Host-sign-in=([0-9a-f]{32})\.([A-Za-z0-9_-]{43}); Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/;
  const CLEARED =
    "__Host-sign-in=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax";
  /** The message the relay's page hands to the editor, as it appears in the page. */
  const handedOver = (kind: "success" | "error", content: object) =>
    JSON.stringify(
      `authorization:github:${kind}:${JSON.stringify({ provider: "github", ...content })}`,
    );

  /** /auth, then GitHub's (the stub's) answer: where it sends the window back, and the cookie. */
  async function throughGitHub() {
    // The editor asks for "repo,user" (Sveltia's default); the relay does not take it.
    const start = await relay(
      "/auth?provider=github&site_id=localhost&scope=repo,user",
    );
    assert.equal(start.status, 302);
    const cookie = String(start.headers["set-cookie"]);
    const [, state, verifier] = COOKIE.exec(cookie) ?? [];
    assert.ok(state && verifier, `a __Host- cookie: ${cookie}`);
    const to = new URL(String(start.headers.location));
    const fromGitHub = await get(
      `http://127.0.0.1:${STUB_PORT}`,
      to.pathname + to.search,
    );
    assert.equal(fromGitHub.status, 302);
    const back = new URL(String(fromGitHub.headers.location));
    assert.equal(back.origin + back.pathname, `${BASE}/callback`);
    return { start, to, state, verifier, back: back.pathname + back.search };
  }

  it("sends the window to GitHub with the app's id, the callback on the site, the deploy's scope, a remembered state and a PKCE challenge", async () => {
    const { start, to, state, verifier } = await throughGitHub();
    assert.equal(
      to.origin + to.pathname,
      `http://localhost:${STUB_PORT}/login/oauth/authorize`,
    );
    assert.deepEqual(Object.fromEntries(to.searchParams), {
      client_id: stub.clientId,
      redirect_uri: `${BASE}/callback`,
      scope: "public_repo",
      state,
      // Worked out here, apart from the relay: BASE64URL(SHA-256(verifier)).
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    assertSecurity(start, "/auth", "unsafe-none");
    assert.equal(start.headers["cache-control"], "no-store");
  });

  it("trades GitHub's code and the verifier for a token and hands it over on the site's origin only; the code is good once", async () => {
    const { state, verifier, back } = await throughGitHub();
    const cookie = `__Host-sign-in=${state}.${verifier}`;
    const reply = await relay(back, cookie);
    assert.equal(reply.status, 200);
    const html = reply.body.toString();
    assert.ok(
      html.includes(handedOver("success", { token: stub.token })),
      "the page carries the token message",
    );
    assert.ok(
      html.includes(`const origin = "${BASE}";`),
      "only to the site's origin",
    );
    assert.equal(stub.exchanges.at(-1)!.code_verifier, verifier);
    const nonce = html.match(/<script nonce="([0-9a-f]+)">/)?.[1];
    assert.ok(nonce, "the script runs by nonce");
    assert.match(
      String(reply.headers["content-security-policy"]),
      new RegExp(`^default-src 'none'; script-src 'nonce-${nonce}';`),
    );
    assertSecurity(reply, "/callback", "unsafe-none");
    assert.equal(reply.headers["cache-control"], "no-store");
    assert.deepEqual(reply.headers["set-cookie"], [CLEARED]);

    const again = await relay(back, cookie);
    assert.match(again.body.toString(), /bad_verification_code/);
    assert.doesNotMatch(again.body.toString(), new RegExp(stub.token));
  });

  it("gets no token for a code with the wrong verifier (PKCE), and GitHub (the stub) gives none without one", async () => {
    const { state, back } = await throughGitHub();
    const reply = await relay(
      back,
      `__Host-sign-in=${state}.${"A".repeat(43)}`,
    );
    assert.ok(
      reply.body.toString().includes(
        handedOver("error", {
          error: "GitHub refused the sign-in (bad_verification_code).",
          errorCode: "TOKEN_REQUEST_FAILED",
        }),
      ),
    );
    assert.doesNotMatch(reply.body.toString(), new RegExp(stub.token));

    // A code stolen on its way back, traded by someone without the verifier.
    const stolen = await throughGitHub();
    const code = new URL(stolen.back, BASE).searchParams.get("code")!;
    const direct = await fetch(
      `http://127.0.0.1:${STUB_PORT}/login/oauth/access_token`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          client_id: stub.clientId,
          client_secret: stub.clientSecret,
          code,
          redirect_uri: `${BASE}/callback`,
        }),
      },
    );
    assert.equal(
      ((await direct.json()) as { error: string }).error,
      "bad_verification_code",
    );
  });

  it("tells a staff member who pressed Cancel on GitHub that they cancelled and can try again", async () => {
    stub.cancelNext = true;
    const { state, verifier, back } = await throughGitHub();
    assert.match(back, /^\/callback\?error=access_denied&/);
    const reply = await relay(back, `__Host-sign-in=${state}.${verifier}`);
    const html = reply.body.toString();
    assert.ok(
      html.includes(
        "<p>You cancelled the sign-in on GitHub, so you are not signed in and nothing was changed. You can close this window, and press “Sign In with GitHub” again whenever you are ready.</p>",
      ),
      html,
    );
    assert.ok(
      html.includes(
        handedOver("error", {
          error:
            "You cancelled the sign-in on GitHub, so you are not signed in. To try again, press “Sign In with GitHub”.",
          errorCode: "ACCESS_DENIED",
        }),
      ),
    );
    assert.deepEqual(reply.headers["set-cookie"], [CLEARED]);
  });

  it("refuses a state it did not hand out (CSRF), before asking GitHub", async () => {
    const exchanges = stub.exchanges.length;
    const reply = await relay(
      `/callback?code=abc&state=${"f".repeat(32)}`,
      `__Host-sign-in=${"0".repeat(32)}.${"A".repeat(43)}`,
    );
    assert.equal(reply.status, 200);
    assert.match(reply.body.toString(), /"errorCode\\":\\"CSRF_DETECTED\\"/);
    assert.equal(stub.exchanges.length, exchanges);
  });

  it("signs no one in on another origin of the same Worker", async () => {
    const reply = await relay(
      "/auth?provider=github&site_id=localhost",
      undefined,
      `http://127.0.0.1:${PORT}`,
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.location, undefined);
    assert.match(
      reply.body.toString(),
      /"errorCode\\":\\"UNSUPPORTED_DOMAIN\\"/,
    );
  });
});

describe("Cloudflare: a pull request's preview address", () => {
  // `<version or alias>-<name>.<account>.workers.dev` (wrangler.jsonc's name): the host a
  // preview is served at; the `_headers` rule for it is the build's (host/recipes.ts).
  const PREVIEW_HOST = "pr-7-institute-site.acme.workers.dev";
  const at = (path: string, host?: string) =>
    get(`http://127.0.0.1:${PORT}`, path, host ? { host } : {});

  it("keeps every file of a preview address out of search engines, and no file of the live site", async () => {
    for (const path of [
      "/",
      "/mr/courses/java",
      "/admin",
      "/robots.txt",
      "/images/courses/java-480.webp",
    ]) {
      const preview = await at(path, PREVIEW_HOST);
      assert.equal(preview.status, 200, path);
      assert.equal(preview.headers["x-robots-tag"], "noindex, nofollow", path);
      for (const host of [
        undefined,
        "www.nimbus-institute.example.com",
        "institute-site.acme.workers.dev",
      ])
        assert.equal(
          (await at(path, host)).headers["x-robots-tag"],
          undefined,
          `${host ?? "localhost"}${path}`,
        );
    }
  });
});

describe("Cloudflare: in a browser", () => {
  it("serves the smoke pages and the site's certificates checked offline, signs the editor in through the relay, and withstands the attacks of tests/security", async () => {
    await browserChecks(
      BASE,
      [
        "tests/hosts/smoke.spec.ts",
        "tests/hosts/certificates.spec.ts",
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
