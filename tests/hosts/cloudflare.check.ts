// The Cloudflare host as configured (wrangler.jsonc): the Worker and build/client under
// `wrangler dev`, which runs Cloudflare's own runtime (workerd) offline on loopback, with the
// configuration the Deploy to Cloudflare button leaves (wrangler.jsonc as committed, the
// secrets of .dev.vars.example, an empty SETUP namespace). First the owner's way in, played
// against stubs on loopback of GitHub and of Workers Builds' Deploy Hook: /setup, the App, the
// key, a staff member's sign-in and what their token reaches, the nightly Cron Trigger. Then
// the same host checks as nginx (checks.ts), the relay's guarantees, and a few pages and the
// sign-in in Chromium. Run with `npm run test:cloudflare` after the build.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, createPrivateKey, createPublicKey } from "node:crypto";
import { createServer } from "node:http";
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
import { listenOnLoopback } from "#scripts/publish/loopback.ts";
import { githubStub, REPOSITORY } from "#scripts/tools/github-app-stub.ts";
import { plantedSite } from "#tests/security/planted-site.ts";

const PORT = Number(process.env.CLOUDFLARE_PORT ?? 8791);
const INSPECTOR_PORT = Number(process.env.CLOUDFLARE_INSPECTOR_PORT ?? 9291);
const STUB_PORT = Number(process.env.GITHUB_STUB_PORT ?? 4291);
// localhost, not 127.0.0.1: the relay's cookie is Secure, which browsers accept on http only
// for localhost.
const BASE = `http://localhost:${PORT}`;
const WRANGLER = resolve("node_modules/.bin/wrangler");

const stub = githubStub();
/** The setup code the owner chose at deploy (a secret, .dev.vars). */
const SETUP_CODE = "tulsi-garden-1987-kolhapur";
/** Workers Builds' Deploy Hook: its address is its credential. */
const HOOK_PATH = "/client/v4/workers/builds/deploy_hooks/5e1f0d2c-hook";
const hookPosts: { method: string; path: string }[] = [];
const deployHook = createServer((req, res) => {
  hookPosts.push({ method: req.method ?? "", path: req.url ?? "" });
  const known = req.method === "POST" && req.url === HOOK_PATH;
  res.writeHead(known ? 200 : 404, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify(
      known
        ? {
            success: true,
            errors: [],
            messages: [],
            result: {
              build_uuid: "b0",
              branch: "main",
              worker: "institute-site",
            },
          }
        : { success: false, errors: [{ code: 10000, message: "not found" }] },
    ),
  );
});
let hook = { url: "", close: async () => {} };
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
  hook = await listenOnLoopback(deployHook);
  planted = await plantedSite();
  // The secrets the button asks for (.dev.vars.example), for this run only: outside the
  // repository, never committed.
  dir = mkdtempSync(join(tmpdir(), "cloudflare-"));
  const secrets = join(dir, ".dev.vars");
  writeFileSync(
    secrets,
    `SETUP_CODE=${SETUP_CODE}\nDEPLOY_HOOK_URL=${hook.url}${HOOK_PATH}\n`,
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
      // The site's address, which the button asks for: here, this loopback one.
      "--var",
      `GITHUB_API_URL:${stubUrl}/api/v3`,
      "--var",
      `SITE_URL:${BASE}`,
      // The Cron Trigger, run on request at /cdn-cgi/handler/scheduled.
      "--test-scheduled",
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
  void hook.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  planted?.remove();
});

describe("Cloudflare: the owner goes live, in a browser's steps (the rehearsal)", () => {
  /** A request as the owner's browser makes it: its cookie, no redirect followed. */
  const visit = (
    url: string,
    { cookie, form }: { cookie?: string; form?: Record<string, string> } = {},
  ) =>
    fetch(url.startsWith("http") ? url : BASE + url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
      ...(form ? { body: new URLSearchParams(form) } : {}),
    });
  const words = async (reply: Response) =>
    (await reply.text())
      .replace(/<style[^>]*>[^<]*<\/style>/, "")
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ");
  let session = "";
  let installedAt = "";
  let token = "";

  it("before /setup, nobody can sign in to the editor: the relay says the sign-in is not set up yet", async () => {
    const early = await get(BASE, "/auth?provider=github&site_id=localhost");
    assert.equal(early.status, 200);
    assert.equal(early.headers.location, undefined);
    assert.match(
      early.body.toString(),
      /"errorCode\\":\\"MISCONFIGURED_CLIENT\\"/,
    );
    assert.equal(stub.authorizations.length, 0);
  });

  it("/setup asks for the setup code, and refuses a wrong one", async () => {
    const ask = await visit("/setup");
    assert.equal(ask.status, 200);
    assert.match(
      String(ask.headers.get("content-security-policy")),
      /^default-src 'none'; style-src 'nonce-[0-9a-f]{32}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'$/,
    );
    assert.equal(ask.headers.get("cache-control"), "no-store");
    const wrong = await visit("/setup", {
      form: { code: "guessing-the-code" },
    });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.headers.get("set-cookie"), null);
    assert.ok((await words(wrong)).includes("That setup code is not right."));
    assert.equal(stub.manifests.length, 0);
  });

  it("the right code completes GitHub's App-manifest flow; /setup is then 404", async () => {
    const start = await visit("/setup", { form: { code: SETUP_CODE } });
    assert.equal(start.status, 200);
    session = /^(__Host-setup=[^;]+);/.exec(
      String(start.headers.get("set-cookie")),
    )![1]!;
    const html = await start.text();
    const unescape = (text: string) =>
      text.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    const action = unescape(
      /<form method="post" action="([^"]+)">/.exec(html)![1]!,
    );
    const manifest = unescape(
      /name="manifest" value="([^"]+)"/.exec(html)![1]!,
    );
    assert.match(
      action,
      new RegExp(
        `^http://localhost:${STUB_PORT}/settings/apps/new\\?state=[0-9a-f]{32}$`,
      ),
    );
    // The owner's browser posts the form; GitHub (the stub) confirms and sends it back.
    const confirmed = await visit(action, { form: { manifest } });
    assert.equal(confirmed.status, 302);
    const back = new URL(String(confirmed.headers.get("location")));
    assert.equal(back.origin + back.pathname, `${BASE}/setup/created`);
    assert.deepEqual(stub.manifests.at(-1)!.manifest.default_permissions, {
      contents: "write",
      pull_requests: "write",
      metadata: "read",
    });
    const created = await visit(back.pathname + back.search, {
      cookie: session,
    });
    assert.equal(created.status, 303);
    const install = String(created.headers.get("location"));
    assert.equal(
      install,
      `http://localhost:${STUB_PORT}/apps/${stub.app!.slug}/installations/new`,
    );
    for (const again of [
      visit("/setup"),
      visit("/setup", { form: { code: SETUP_CODE } }),
      visit(back.pathname + back.search, { cookie: session }),
    ])
      assert.equal((await again).status, 404);
    // GitHub's install page: this repository only; back to the site's setup_url.
    const installed = await visit(install);
    assert.equal(installed.status, 302);
    const to = new URL(String(installed.headers.get("location")));
    assert.equal(to.origin + to.pathname, `${BASE}/setup/installed`);
    installedAt = to.pathname + to.search;
  });

  it("as the App, commits the certificate key's public half and shows the private half once", async () => {
    const page = await visit(installedAt, { cookie: session });
    assert.equal(page.status, 200);
    const html = await page.text();
    const pem = /<textarea id="key" rows="4" readonly>([^<]+)<\/textarea>/.exec(
      html,
    )![1]!;
    const publicKey = createPublicKey(createPrivateKey(pem)).export({
      format: "jwk",
    }).x;
    const listed = JSON.parse(
      stub.files.get(REPOSITORY)!.get("app/config/certificate-keys.json")!,
    ) as { keys: { publicKey: string; from: string }[] };
    assert.equal(listed.keys.length, 1);
    assert.equal(listed.keys[0]!.publicKey, publicKey);
    assert.match(listed.keys[0]!.from, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(html.includes("CERTIFICATE_SIGNING_KEY"));
    assert.equal((await visit(installedAt, { cookie: session })).status, 404);
  });

  it("a staff member signs in at /admin's relay with the App's client, and gets an expiring App token", async () => {
    const start = await get(BASE, "/auth?provider=github&site_id=localhost");
    assert.equal(start.status, 302);
    const to = new URL(String(start.headers.location));
    assert.equal(to.searchParams.get("client_id"), stub.clientId);
    assert.equal(to.searchParams.get("scope"), null);
    const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    const fromGitHub = await get(
      `http://127.0.0.1:${STUB_PORT}`,
      to.pathname + to.search,
    );
    const back = new URL(String(fromGitHub.headers.location));
    const reply = await get(BASE, back.pathname + back.search, { cookie });
    const html = reply.body.toString();
    assert.ok(html.includes(`\\"token\\":\\"${stub.token}\\"`), html);
    assert.ok(!html.includes("ghr_"), "the refresh token is not handed over");
    token = stub.token;
  });

  it("with that token the editor reads and saves this repository, and is refused on another", async () => {
    const api = `http://127.0.0.1:${STUB_PORT}/api/v3`;
    const auth = { Authorization: `token ${token}` };
    const repo = await fetch(`${api}/repos/${REPOSITORY}`, { headers: auth });
    assert.equal(repo.status, 200);
    const file = `${api}/repos/${REPOSITORY}/contents/app/content/site.json`;
    const read = (await (await fetch(file, { headers: auth })).json()) as {
      sha: string;
    };
    const saved = await fetch(file, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({
        message: "Update site",
        content: Buffer.from(
          '{ "en": { "name": "Nimbus" }, "mr": {} }\n',
        ).toString("base64"),
        sha: read.sha,
      }),
    });
    assert.equal(saved.status, 200);
    for (const path of [
      "/repos/someone-else/other-site",
      "/repos/someone-else/other-site/contents/README.md",
    ])
      assert.equal(
        (await fetch(api + path, { headers: auth })).status,
        404,
        path,
      );
    const elsewhere = await fetch(
      `${api}/repos/someone-else/other-site/contents/x.md`,
      {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ message: "x", content: "eA==" }),
      },
    );
    assert.equal(elsewhere.status, 404);
  });

  it("the nightly Cron Trigger posts the Deploy Hook", async () => {
    const before = hookPosts.length;
    const run = await get(BASE, "/cdn-cgi/handler/scheduled?cron=30+0+*+*+*");
    assert.equal(run.status, 200);
    // The Worker hands the post to waitUntil: wait for it, as the runtime does.
    const until = Date.now() + 10_000;
    while (hookPosts.length === before && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(hookPosts.slice(before), [
      { method: "POST", path: HOOK_PATH },
    ]);
  });
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

  it("sends the window to GitHub with the App's client id, the callback on the site, no scope, a remembered state and a PKCE challenge", async () => {
    const { start, to, state, verifier } = await throughGitHub();
    assert.equal(
      to.origin + to.pathname,
      `http://localhost:${STUB_PORT}/login/oauth/authorize`,
    );
    assert.deepEqual(Object.fromEntries(to.searchParams), {
      client_id: stub.clientId,
      redirect_uri: `${BASE}/callback`,
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
