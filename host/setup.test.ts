// @vitest-environment node
import { createPrivateKey, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "#scripts/publish/loopback.ts";
import { setup, type SetupEnv } from "#host/setup.ts";
import {
  listedKeyFor,
  publicKeysOf,
  readSigningKey,
} from "#scripts/build/certificate-keys.ts";
import { githubStub, REPOSITORY } from "#scripts/tools/github-app-stub.ts";

/*
 * The owner's /setup (host/setup.ts) against the stub GitHub on loopback
 * (scripts/tools/github-app-stub.ts), with KV held in memory. The same path runs under wrangler dev
 * in tests/hosts/cloudflare.check.ts.
 */

const SITE = "https://site.example";
const CODE = "correct horse battery";
// 10:00 in India on 20 November 2026: the key signs from that day.
const NOW = Date.parse("2026-11-20T04:30:00Z");

const stub = githubStub({ now: () => NOW });
let github = { url: "", close: async () => {} };
beforeAll(async () => {
  github = await listenOnLoopback(stub.server);
});
afterAll(() => github.close());

/** KV in memory, as the SETUP namespace; `puts` records every write's options. */
function memoryStore() {
  const entries = new Map<string, string>();
  const puts: { key: string; ttl?: number }[] = [];
  return {
    entries,
    puts,
    get: async (key: string) => entries.get(key) ?? null,
    put: async (
      key: string,
      value: string,
      options?: { expirationTtl?: number },
    ) => {
      entries.set(key, value);
      puts.push({ key, ttl: options?.expirationTtl });
    },
  };
}

const envWith = (store = memoryStore(), extra: Partial<SetupEnv> = {}) => ({
  store,
  env: {
    SETUP: store,
    SETUP_CODE: CODE,
    SITE_URL: SITE,
    GITHUB_URL: github.url,
    ...extra,
  } satisfies SetupEnv,
});

const get = (path: string, cookie?: string, origin = SITE) =>
  new Request(`${origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
/** A page of /setup; undefined is the Worker's not-found page (host/worker.test.ts). */
const run = async (request: Request, env: SetupEnv) =>
  (await setup(request, env, fetch, NOW)) as Response;

/** The page's words, without markup. */
const words = async (response: Response) =>
  (await response.clone().text())
    .replace(/<style[^>]*>[^<]*<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

/** The session cookie a page set, as the browser sends it back. */
const cookieOf = (response: Response) =>
  /^(__Host-setup=[^;]+);/.exec(response.headers.get("set-cookie") ?? "")?.[1];

/** The form a page carries to GitHub: where it posts, and the manifest. */
async function manifestForm(response: Response) {
  const html = await response.clone().text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  const value = /name="manifest" value="([^"]+)"/.exec(html)![1]!;
  const unescape = (text: string) =>
    text
      .replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  return {
    action: unescape(action),
    manifest: JSON.parse(unescape(value)) as Record<string, unknown>,
  };
}

/** What the owner's browser does on GitHub's page: posts the form, follows GitHub back. */
async function postToGitHub(form: { action: string; manifest: object }) {
  const reply = await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams({ manifest: JSON.stringify(form.manifest) }),
    redirect: "manual",
  });
  expect(reply.status).toBe(302);
  const back = new URL(reply.headers.get("location")!);
  return back.pathname + back.search;
}

/** Through GitHub to the install page and back: the setup_url GitHub sends the owner to. */
async function installThroughGitHub(location: string) {
  const reply = await fetch(location, { redirect: "manual" });
  expect(reply.status).toBe(302);
  const back = new URL(reply.headers.get("location")!);
  expect(back.origin + back.pathname).toBe(`${SITE}/setup/installed`);
  return back.pathname + back.search;
}

/** The right code typed, the App created on GitHub: the owner, back at /setup/created. */
async function createApp(env: SetupEnv) {
  const start = await run(post("/setup", { code: CODE }), env);
  expect(start.status).toBe(200);
  const cookie = cookieOf(start)!;
  const back = await postToGitHub(await manifestForm(start));
  const created = await run(get(back, cookie), env);
  return { cookie, created };
}

describe("/setup: the code", () => {
  it("asks for the setup code in English and Marathi, on a page that runs no script and is never kept", async () => {
    const { env } = envWith();
    const page = await run(get("/setup"), env);
    expect(page.status).toBe(200);
    const text = await words(page);
    expect(text).toContain(
      "Type the setup code you chose when you deployed the site on Cloudflare.",
    );
    expect(text).toContain(
      "Cloudflare वर साइट डिप्लॉय करताना तुम्ही निवडलेला सेटअप कोड टाइप करा.",
    );
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/setup">');
    expect(html).toContain(
      '<input id="code" name="code" type="password" autocomplete="off" required>',
    );
    expect(html).not.toContain("<script");
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(html)![1];
    expect(page.headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`,
    );
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a wrong code, counts it for an hour, and after five refuses even the right one", async () => {
    const { env, store } = envWith();
    for (const wrong of ["", "correct horse", "CORRECT HORSE BATTERY"]) {
      const reply = await run(post("/setup", { code: wrong }), env);
      expect(reply.status, wrong).toBe(403);
      expect(await words(reply)).toContain("That setup code is not right.");
      expect(reply.headers.get("set-cookie")).toBeNull();
      expect(await reply.text()).not.toContain("settings/apps/new");
    }
    expect(store.puts.at(-1)).toEqual({ key: "setup-failures", ttl: 3600 });
    await run(post("/setup", { code: "guess 4" }), env);
    const fifth = await run(post("/setup", { code: "guess 5" }), env);
    expect(fifth.status).toBe(429);
    const right = await run(post("/setup", { code: CODE }), env);
    expect(right.status).toBe(429);
    expect(await words(right)).toContain(
      "Too many wrong setup codes were typed, so this page refuses every code for an hour after the last one.",
    );
    expect(right.headers.get("set-cookie")).toBeNull();
    expect(stub.manifests).toHaveLength(0);
  });

  it("opens nothing without a setup code of its own, of at least 12 characters", async () => {
    // The example the Deploy to Cloudflare button shows filled in, read from the file it reads.
    const example = /^SETUP_CODE=(.*)$/m.exec(
      readFileSync(".dev.vars.example", "utf8"),
    )![1]!;
    expect(example).toBe("replace-with-a-code-only-you-know");
    for (const code of [undefined, "", "short-code1", example]) {
      const { env } = envWith(memoryStore(), { SETUP_CODE: code });
      for (const request of [
        get("/setup"),
        post("/setup", { code: code ?? "" }),
      ]) {
        const reply = await run(request, env);
        expect(reply.status, code).toBe(503);
        expect(await words(reply)).toContain(
          "This site has no setup code of its own: none, the example's, or one shorter than 12 characters.",
        );
      }
    }
  });

  it("answers only on the site's own address, where the App's links point", async () => {
    const { env } = envWith();
    const reply = await run(
      get("/setup", undefined, "https://institute-site.acme.workers.dev"),
      env,
    );
    expect(reply.status).toBe(404);
    expect(await words(reply)).toContain(
      "Setup works only at https://site.example/setup",
    );
  });

  it("with the right code, posts GitHub a manifest of the App the site needs, with a state bound to a session cookie", async () => {
    const { env } = envWith();
    const reply = await run(
      post("/setup", { code: CODE, organization: "" }),
      env,
    );
    expect(reply.status).toBe(200);
    const cookie = reply.headers.get("set-cookie")!;
    const [, state] =
      /^__Host-setup=([0-9a-f]{32})\.\d+\.[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/.exec(
        cookie,
      ) ?? [];
    expect(state).toBeTruthy();
    const form = await manifestForm(reply);
    expect(form.action).toBe(`${github.url}/settings/apps/new?state=${state}`);
    expect(form.manifest).toEqual({
      name: "site.example",
      url: "https://site.example",
      description:
        "Lets the staff of https://site.example edit the site's content at https://site.example/admin.",
      hook_attributes: {
        url: "https://site.example/setup/webhook",
        active: false,
      },
      redirect_url: "https://site.example/setup/created",
      callback_urls: ["https://site.example/callback"],
      setup_url: "https://site.example/setup/installed",
      setup_on_update: false,
      request_oauth_on_install: false,
      public: false,
      default_permissions: {
        contents: "write",
        pull_requests: "write",
        metadata: "read",
      },
      default_events: [],
    });
    // The form may post to GitHub, and nowhere else.
    expect(reply.headers.get("content-security-policy")).toContain(
      `form-action 'self' ${github.url}`,
    );

    const org = await run(
      post("/setup", { code: CODE, organization: "nimbus-institute" }),
      env,
    );
    expect((await manifestForm(org)).action).toMatch(
      new RegExp(
        `^${github.url}/organizations/nimbus-institute/settings/apps/new\\?state=[0-9a-f]{32}$`,
      ),
    );
    const drafts = await run(
      post("/setup", { code: CODE }),
      envWith(memoryStore(), { EDITORIAL_WORKFLOW: true }).env,
    );
    expect((await manifestForm(drafts)).manifest.default_permissions).toEqual({
      contents: "write",
      pull_requests: "write",
      metadata: "read",
      statuses: "read",
    });
  });
});

describe("/setup: the App", () => {
  it("trades GitHub's code for the App's credentials, keeps them in KV, sends the owner to install it, and is 404 from then on", async () => {
    const { env, store } = envWith();
    const { created } = await createApp(env);
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe(
      `${github.url}/apps/site-example/installations/new`,
    );
    const kept = JSON.parse(store.entries.get("app")!);
    expect(kept).toEqual({
      id: 1_234_567,
      slug: "site-example",
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      pem: expect.stringMatching(/^-----BEGIN RSA PRIVATE KEY-----\n/),
      owner: "institute-owner",
    });
    for (const request of [
      get("/setup"),
      post("/setup", { code: CODE }),
      get("/setup/created?code=abc&state=def"),
    ])
      expect(await run(request, env)).toBeUndefined();
  });

  it("refuses GitHub's answer in a browser that did not type the code, or with another state, before asking GitHub", async () => {
    const { env, store } = envWith();
    const start = await run(post("/setup", { code: CODE }), env);
    const back = await postToGitHub(await manifestForm(start));
    const mine = cookieOf(start)!;
    const other = cookieOf(await run(post("/setup", { code: CODE }), env))!;
    // A forged session: the right shape, signed with another code.
    const forged = cookieOf(
      await run(
        post("/setup", { code: "another code entirely" }),
        envWith(memoryStore(), { SETUP_CODE: "another code entirely" }).env,
      ),
    )!.replace(
      /=[0-9a-f]{32}/,
      `=${new URL(back, SITE).searchParams.get("state")}`,
    );
    for (const cookie of [undefined, other, forged]) {
      const reply = await run(get(back, cookie), env);
      expect(reply.status).toBe(403);
      expect(await words(reply)).toContain(
        "This address did not come from your setup",
      );
    }
    expect(store.entries.has("app")).toBe(false);
    // The owner's own browser still completes it: GitHub's code was never traded.
    expect((await run(get(back, mine), env)).status).toBe(303);
  });
});

describe("/setup: the installation and the certificate key", () => {
  it("checks the installation as the App, commits the key's public half, shows the private half once, and is 404 for good", async () => {
    const { env, store } = envWith();
    stub.installOn = [REPOSITORY];
    const { cookie, created } = await createApp(env);
    const back = await installThroughGitHub(created.headers.get("location")!);
    const page = await run(get(back, cookie), env);
    expect(page.status).toBe(200);
    const html = await page.clone().text();
    const pem = /<textarea id="key" rows="4" readonly>([^<]+)<\/textarea>/.exec(
      html,
    )![1]!;
    const privateKey = createPrivateKey(pem);
    expect(privateKey.asymmetricKeyType).toBe("ed25519");
    const publicKey = createPublicKey(privateKey).export({ format: "jwk" }).x;
    expect(
      JSON.parse(
        stub.files.get(REPOSITORY)!.get("app/config/certificate-keys.json")!,
      ),
    ).toEqual({ keys: [{ publicKey, from: "2026-11-20" }] });
    // What the build then does with the two halves: the pasted key signs, as the listed key
    // whose id the page named.
    const signing = readSigningKey(".", { CERTIFICATE_SIGNING_KEY: pem })!;
    const listed = publicKeysOf(
      JSON.parse(
        stub.files.get(REPOSITORY)!.get("app/config/certificate-keys.json")!,
      ).keys,
    );
    const key = listedKeyFor(signing.key, listed, "certificate-keys.json");
    expect(html).toContain(`(key ${key.id})`);
    expect(stub.commits.at(-1)).toMatchObject({
      repository: REPOSITORY,
      path: "app/config/certificate-keys.json",
    });
    const text = await words(page);
    expect(text).toContain(
      "Paste it in Cloudflare: Workers & Pages, your site, Settings, Build, Variables and secrets, Add. Name: CERTIFICATE_SIGNING_KEY. Type: Secret.",
    );
    expect(text).toContain(`The App is installed on ${REPOSITORY}`);
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The private half is kept nowhere: not in KV.
    expect([...store.entries.values()].join()).not.toContain(
      pem.split("\n")[1],
    );
    expect(JSON.parse(store.entries.get("done")!)).toMatchObject({
      repository: REPOSITORY,
    });
    for (const request of [
      get(back, cookie),
      get("/setup"),
      get("/setup/created"),
    ])
      expect(await run(request, env)).toBeUndefined();
  });

  it("asks for this one repository only when the App reaches more, and commits nothing", async () => {
    const { env } = envWith();
    const { cookie, created } = await createApp(env);
    stub.installOn = [REPOSITORY, "someone-else/other-site"];
    const commits = stub.commits.length;
    const back = await installThroughGitHub(created.headers.get("location")!);
    stub.installOn = [REPOSITORY];
    const reply = await run(get(back, cookie), env);
    expect(reply.status).toBe(409);
    expect(await words(reply)).toContain(
      "The App is installed on 2 repositories. It must reach the site's repository and nothing else",
    );
    expect(stub.commits).toHaveLength(commits);
  });

  it("refuses an installation that is not its App's", async () => {
    const { env } = envWith();
    const { cookie } = await createApp(env);
    const reply = await run(
      get("/setup/installed?installation_id=999&setup_action=install", cookie),
      env,
    );
    expect(reply.status).toBe(403);
    expect(await words(reply)).toContain(
      "GitHub did not confirm the installation",
    );
  });

  it("back from GitHub without the session (another browser, or after the hour), asks for the code again, then goes on", async () => {
    const { env } = envWith();
    const { created } = await createApp(env);
    const back = await installThroughGitHub(created.headers.get("location")!);
    const ask = await run(get(back), env);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain(
      `<form method="post" action="${back.replaceAll("&", "&amp;")}">`,
    );
    const wrong = await run(post(back, { code: "not the code!" }), env);
    expect(wrong.status).toBe(403);
    const right = await run(post(back, { code: CODE }), env);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(back);
    const page = await run(get(back, cookieOf(right)), env);
    expect(page.status).toBe(200);
    expect(await words(page)).toContain("Almost done");
  });
});
