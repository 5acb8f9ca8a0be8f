// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { finishSignIn, startSignIn } from "#worker/relay.ts";

const env = {
  GITHUB_CLIENT_ID: "client-1",
  GITHUB_CLIENT_SECRET: "secret-1",
  GITHUB_URL: "http://127.0.0.1:9",
};
const SITE = "https://site.example";
const STATE = "0123456789abcdef0123456789abcdef";

/** The message the sign-in window's page hands to its opener. */
const messageOf = async (response: Response) =>
  JSON.parse(
    (await response.text()).match(
      /opener\?\.postMessage\(("authorization:.*"), origin\);/,
    )![1]!,
  ) as string;

describe("sign-in relay: /auth", () => {
  it("sends the window to GitHub with the client id, the callback, the scope and a state it remembers", () => {
    const res = startSignIn(
      new Request(
        `${SITE}/auth?provider=github&site_id=site.example&scope=repo`,
      ),
      env,
    );
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(to.origin + to.pathname).toBe(
      "http://127.0.0.1:9/login/oauth/authorize",
    );
    expect(to.searchParams.get("client_id")).toBe("client-1");
    expect(to.searchParams.get("redirect_uri")).toBe(
      "https://site.example/callback",
    );
    expect(to.searchParams.get("scope")).toBe("repo");
    const state = to.searchParams.get("state")!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.get("set-cookie")).toBe(
      `csrf-token=${state}; HttpOnly; Max-Age=600; Path=/callback; SameSite=Lax; Secure`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("asks for the default scope when the asked one is not allowed", () => {
    const res = startSignIn(
      new Request(`${SITE}/auth?provider=github&scope=admin:org`),
      env,
    );
    expect(
      new URL(res.headers.get("location")!).searchParams.get("scope"),
    ).toBe("repo,user");
  });

  it("refuses another backend, and says so when the app's secrets are missing", async () => {
    const other = startSignIn(new Request(`${SITE}/auth?provider=gitlab`), {});
    expect(await messageOf(other)).toContain(
      'authorization:github:error:{"provider":"github","error":"Your Git backend is not supported by the authenticator.","errorCode":"UNSUPPORTED_BACKEND"}',
    );
    const bare = startSignIn(new Request(`${SITE}/auth?provider=github`), {});
    expect(await messageOf(bare)).toContain(
      '"errorCode":"MISCONFIGURED_CLIENT"',
    );
  });
});

describe("sign-in relay: /callback", () => {
  const callback = (query: string, cookie = `csrf-token=${STATE}`) =>
    new Request(`${SITE}/callback?${query}`, { headers: { Cookie: cookie } });

  it("exchanges the code for a token and hands it to the site's own origin only", async () => {
    const github = vi.fn(async () =>
      Response.json({ access_token: "gho_abc" }),
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
    const sent = JSON.parse(
      (github.mock.calls[0] as unknown as [string, RequestInit])[1]
        .body as string,
    );
    expect(sent).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      code: "c0de",
      redirect_uri: "https://site.example/callback",
    });
    const html = await res.clone().text();
    expect(await messageOf(res)).toBe(
      'authorization:github:success:{"provider":"github","token":"gho_abc"}',
    );
    expect(html).toContain('const origin = "https://site.example";');
    const nonce = html.match(/<script nonce="([0-9a-f]+)">/)![1];
    expect(res.headers.get("content-security-policy")).toContain(
      `script-src 'nonce-${nonce}'`,
    );
    expect(res.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toContain("csrf-token=; ");
  });

  it("refuses a state it did not hand out, without asking GitHub", async () => {
    const github = vi.fn(async () =>
      Response.json({ access_token: "gho_abc" }),
    );
    for (const req of [
      callback("code=c0de&state=ffffffffffffffffffffffffffffffff"),
      callback(`code=c0de&state=${STATE}`, ""),
    ]) {
      const res = await finishSignIn(req, env, github);
      expect(await messageOf(res)).toContain('"errorCode":"CSRF_DETECTED"');
    }
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
