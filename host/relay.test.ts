// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  codeChallenge,
  finishSignIn,
  type RelayEnv,
  startSignIn,
} from "#host/relay.ts";

const SITE = "https://site.example";
/** KV as /setup leaves it: the App's credentials under "app". */
const store = (entries: Record<string, string>) => ({
  get: async (key: string) => entries[key] ?? null,
  put: async () => {},
});
const env: RelayEnv = {
  SETUP: store({
    app: JSON.stringify({
      id: 7,
      slug: "site-example",
      clientId: "client-1",
      clientSecret: "secret-1",
      pem: "unused here",
      owner: "owner",
    }),
  }),
  GITHUB_URL: "http://127.0.0.1:9",
  SITE_URL: SITE,
};
const STATE = "0123456789abcdef0123456789abcdef";
// RFC 7636, appendix B: this verifier's S256 challenge is E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const COOKIE = `__Host-sign-in=${STATE}.${VERIFIER}`;
const CLEARED =
  "__Host-sign-in=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax";

/** The message the sign-in window's page hands to its opener. */
const messageOf = async (response: Response) =>
  JSON.parse(
    (await response.clone().text()).match(
      /opener\?\.postMessage\(("authorization:.*"), origin\);/,
    )![1]!,
  ) as string;
/** What the window says to whoever looks at it. */
const pageText = async (response: Response) =>
  (await response.clone().text()).match(/<p>(.*)<\/p>/)![1]!;

describe("sign-in relay: /auth", () => {
  it("sends the window to GitHub with the App's client id (from KV), the callback, no scope (not the editor's either), a state and a PKCE challenge it remembers", async () => {
    // The editor always asks for "repo,user"; an App's token has the App's permissions only,
    // and the relay passes no scope on.
    const res = await startSignIn(
      new Request(
        `${SITE}/auth?provider=github&site_id=site.example&scope=repo,user`,
      ),
      env,
    );
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(to.origin + to.pathname).toBe(
      "http://127.0.0.1:9/login/oauth/authorize",
    );
    const query = Object.fromEntries(to.searchParams);
    expect(Object.keys(query)).toEqual([
      "client_id",
      "redirect_uri",
      "state",
      "code_challenge",
      "code_challenge_method",
    ]);
    expect(query.client_id).toBe("client-1");
    expect(query.redirect_uri).toBe("https://site.example/callback");
    expect(query.code_challenge_method).toBe("S256");
    expect(query.state).toMatch(/^[0-9a-f]{32}$/);
    const cookie = res.headers.get("set-cookie")!;
    const [, state, verifier] =
      /^__Host-sign-in=([0-9a-f]{32})\.([A-Za-z0-9_-]{43}); Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/.exec(
        cookie,
      ) ?? [];
    expect(state).toBe(query.state);
    // The challenge is the verifier's SHA-256, base64url without padding, worked out here apart.
    expect(query.code_challenge).toBe(
      createHash("sha256").update(verifier!).digest("base64url"),
    );
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("makes a new state and verifier for every sign-in", async () => {
    const request = () =>
      startSignIn(new Request(`${SITE}/auth?provider=github`), env);
    const [a, b] = await Promise.all([request(), request()]);
    expect(a.headers.get("set-cookie")).not.toBe(b.headers.get("set-cookie"));
  });

  it("answers only on the configured sign-in origin", async () => {
    const elsewhere = await startSignIn(
      new Request("https://site-example.workers.dev/auth?provider=github"),
      env,
    );
    expect(elsewhere.headers.get("location")).toBeNull();
    expect(await messageOf(elsewhere)).toBe(
      'authorization:github:error:{"provider":"github","error":"Sign in at https://site.example/admin: this address does not sign anyone in.","errorCode":"UNSUPPORTED_DOMAIN"}',
    );
    for (const origin of [
      undefined,
      "",
      "https://site.example/",
      "site.example",
    ]) {
      const res = await startSignIn(
        new Request(`${SITE}/auth?provider=github`),
        { ...env, SITE_URL: origin },
      );
      expect(res.headers.get("location"), origin).toBeNull();
      expect(await messageOf(res), origin).toContain(
        '"errorCode":"MISCONFIGURED_ORIGIN"',
      );
    }
  });

  it("refuses another backend, and says so before the owner has created the App at /setup", async () => {
    const other = await startSignIn(
      new Request(`${SITE}/auth?provider=gitlab`),
      env,
    );
    expect(await messageOf(other)).toBe(
      'authorization:github:error:{"provider":"github","error":"Your Git backend is not supported by the authenticator.","errorCode":"UNSUPPORTED_BACKEND"}',
    );
    for (const bare of [
      { SITE_URL: SITE },
      { SITE_URL: SITE, SETUP: store({}) },
    ]) {
      const res = await startSignIn(
        new Request(`${SITE}/auth?provider=github`),
        bare,
      );
      expect(res.headers.get("location")).toBeNull();
      expect(await messageOf(res)).toBe(
        'authorization:github:error:{"provider":"github","error":"The editor\'s sign-in is not set up yet: the site\'s owner first creates its GitHub App at /setup. Tell whoever looks after the site.","errorCode":"MISCONFIGURED_CLIENT"}',
      );
    }
  });

  it("computes the S256 challenge of RFC 7636's example", async () => {
    expect(await codeChallenge(VERIFIER)).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});

describe("sign-in relay: /callback", () => {
  const callback = (query: string, cookie = COOKIE, origin = SITE) =>
    new Request(`${origin}/callback?${query}`, { headers: { Cookie: cookie } });
  /** What the relay sent GitHub's token endpoint. */
  const sentTo = (github: ReturnType<typeof vi.fn>) =>
    JSON.parse(
      (github.mock.calls[0] as unknown as [string, RequestInit])[1]
        .body as string,
    ) as Record<string, string>;

  it("exchanges the code with the App's secret and the PKCE verifier for a token, and hands the token alone to the site's own origin only", async () => {
    // A GitHub App's user token comes with a refresh token and expires in eight hours.
    const github = vi.fn(async () =>
      Response.json({
        access_token: "ghu_abc",
        expires_in: 28800,
        refresh_token: "ghr_never-handed-over",
        refresh_token_expires_in: 15811200,
        token_type: "bearer",
        scope: "",
      }),
    );
    const res = await finishSignIn(
      callback(`code=c0de&state=${STATE}`),
      env,
      github,
    );
    expect(github).toHaveBeenCalledWith(
      "http://127.0.0.1:9/login/oauth/access_token",
      expect.objectContaining({ method: "POST" }),
    );
    expect(sentTo(github)).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      code: "c0de",
      redirect_uri: "https://site.example/callback",
      code_verifier: VERIFIER,
    });
    const html = await res.clone().text();
    expect(await messageOf(res)).toBe(
      'authorization:github:success:{"provider":"github","token":"ghu_abc"}',
    );
    expect(html).not.toContain("ghr_");
    expect(html).toContain('const origin = "https://site.example";');
    const nonce = html.match(/<script nonce="([0-9a-f]+)">/)![1];
    expect(res.headers.get("content-security-policy")).toContain(
      `script-src 'nonce-${nonce}'`,
    );
    expect(res.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBe(CLEARED);
  });

  it("gets no token with a verifier other than the one GitHub was shown the challenge of", async () => {
    // GitHub's side: this code was issued for the RFC's challenge.
    const github = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const sent = JSON.parse(String(init?.body)) as Record<string, string>;
      return Response.json(
        sent.code_verifier === VERIFIER
          ? { access_token: "gho_abc" }
          : { error: "bad_verification_code" },
      );
    });
    const other = `__Host-sign-in=${STATE}.${"A".repeat(43)}`;
    const res = await finishSignIn(
      callback(`code=c0de&state=${STATE}`, other),
      env,
      github,
    );
    expect(sentTo(github).code_verifier).toBe("A".repeat(43));
    expect(await messageOf(res)).toBe(
      'authorization:github:error:{"provider":"github","error":"GitHub refused the sign-in (bad_verification_code).","errorCode":"TOKEN_REQUEST_FAILED"}',
    );
    expect(await res.text()).not.toContain("gho_abc");
  });

  it("tells a staff member who pressed Cancel on GitHub, plainly, and hands the editor an error", async () => {
    const github = vi.fn();
    const res = await finishSignIn(
      callback(
        `error=access_denied&error_description=The+user+has+denied+your+application+access.&error_uri=https%3A%2F%2Fdocs.github.com&state=${STATE}`,
      ),
      env,
      github,
    );
    expect(github).not.toHaveBeenCalled();
    expect(await pageText(res)).toBe(
      "You cancelled the sign-in on GitHub, so you are not signed in and nothing was changed. You can close this window, and press “Sign In with GitHub” again whenever you are ready.",
    );
    expect(await messageOf(res)).toBe(
      'authorization:github:error:{"provider":"github","error":"You cancelled the sign-in on GitHub, so you are not signed in. To try again, press “Sign In with GitHub”.","errorCode":"ACCESS_DENIED"}',
    );
    expect(res.headers.get("set-cookie")).toBe(CLEARED);
  });

  it("names GitHub's other refusals, and shows nothing of a hostile one", async () => {
    const mismatch = await finishSignIn(
      callback(`error=redirect_uri_mismatch&state=${STATE}`),
      env,
    );
    expect(await messageOf(mismatch)).toBe(
      'authorization:github:error:{"provider":"github","error":"GitHub did not sign you in (redirect_uri_mismatch). Please try again later.","errorCode":"AUTH_CODE_REQUEST_FAILED"}',
    );
    const hostile = await finishSignIn(
      callback(`error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&state=${STATE}`),
      env,
    );
    expect(await pageText(hostile)).toBe(
      "Sign-in failed: GitHub did not sign you in (unknown error). Please try again later.",
    );
  });

  it("refuses a state it did not hand out, or a cookie without its verifier, without asking GitHub", async () => {
    const github = vi.fn(async () =>
      Response.json({ access_token: "gho_abc" }),
    );
    for (const req of [
      callback("code=c0de&state=ffffffffffffffffffffffffffffffff"),
      callback(`code=c0de&state=${STATE}`, ""),
      callback(`code=c0de&state=${STATE}`, `__Host-sign-in=${STATE}`),
      // The name the relay used before, without the prefix: not trusted any more.
      callback(`code=c0de&state=${STATE}`, `csrf-token=${STATE}`),
    ]) {
      const res = await finishSignIn(req, env, github);
      expect(await messageOf(res)).toContain('"errorCode":"CSRF_DETECTED"');
    }
    expect(github).not.toHaveBeenCalled();
  });

  it("answers only on the configured origin", async () => {
    const github = vi.fn();
    const res = await finishSignIn(
      callback(
        `code=c0de&state=${STATE}`,
        COOKIE,
        "https://site-example.workers.dev",
      ),
      env,
      github,
    );
    expect(await messageOf(res)).toContain('"errorCode":"UNSUPPORTED_DOMAIN"');
    expect(github).not.toHaveBeenCalled();
  });

  it("reports GitHub's refusal and an unreachable GitHub as errors", async () => {
    const refused = await finishSignIn(
      callback(`code=c0de&state=${STATE}`),
      env,
      async () => Response.json({ error: "bad_verification_code" }),
    );
    expect(await messageOf(refused)).toContain(
      "GitHub refused the sign-in (bad_verification_code).",
    );
    const down = await finishSignIn(
      callback(`code=c0de&state=${STATE}`),
      env,
      async () => {
        throw new TypeError("fetch failed");
      },
    );
    expect(await messageOf(down)).toContain(
      '"errorCode":"TOKEN_REQUEST_FAILED"',
    );
  });
});
