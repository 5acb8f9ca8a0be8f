// The staff editor's sign-in (Sveltia CMS, backend.base_url = the site): an OAuth relay for
// GitHub on the site's own origin, speaking the handshake of Sveltia's own sveltia-cms-auth.
// GET /auth sends the sign-in window to GitHub; GitHub sends it back to GET /callback with a
// code, which is exchanged for a token with the client secret, and the window hands the token
// to the editor that opened it, and only to the site's own origin.
import { relayHeaders } from "#scripts/security.ts";

export type RelayEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub is: https://github.com, or a stub in tests. */
  GITHUB_URL?: string;
};

const PROVIDER = "github";
const COOKIE = "csrf-token";
/** Scopes the editor may ask for (backend.auth_scope); anything else gets the default. */
const SCOPES = ["repo", "public_repo", "user", "read:user", "user:email"];
const DEFAULT_SCOPE = "repo,user";

type Outcome = { token: string } | { error: string; errorCode: string };

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

const githubUrl = (env: RelayEnv) =>
  (env.GITHUB_URL || "https://github.com").replace(/\/+$/, "");

function scopeOf(requested: string | null): string {
  const scopes = (requested ?? "").split(/[\s,]+/).filter(Boolean);
  return scopes.length && scopes.every((s) => SCOPES.includes(s))
    ? scopes.join(",")
    : DEFAULT_SCOPE;
}

/** The page the sign-in window ends on: it hands the outcome to the editor, then is done. */
function outcomePage(outcome: Outcome, origin: string): Response {
  const nonce = randomHex(16);
  const state = "token" in outcome ? "success" : "error";
  const content =
    "token" in outcome
      ? { provider: PROVIDER, token: outcome.token }
      : { provider: PROVIDER, ...outcome };
  const message = `authorization:${PROVIDER}:${state}:${JSON.stringify(content)}`;
  const literal = (value: string) =>
    JSON.stringify(value).replaceAll("<", "\\u003c");
  // The editor answers "authorizing:github" to the window; only the site's own origin is
  // answered, so a page elsewhere that opened this window never receives the token.
  const script = `(() => {
  const origin = ${literal(origin)};
  const hello = ${literal(`authorizing:${PROVIDER}`)};
  addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== hello) return;
    window.opener?.postMessage(${literal(message)}, origin);
  });
  window.opener?.postMessage(hello, origin);
})();`;
  const headers = new Headers(relayHeaders(nonce));
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append(
    "Set-Cookie",
    `${COOKIE}=; HttpOnly; Max-Age=0; Path=/callback; SameSite=Lax; Secure`,
  );
  return new Response(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in…</title></head>
<body>
<p>${"token" in outcome ? "Signed in. This window closes by itself." : `Sign-in failed: ${outcome.error.replace(/[<&]/g, "")}`}</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`,
    { status: 200, headers },
  );
}

/** GET /auth: off to GitHub's authorize page, with a state remembered in a cookie. */
export function startSignIn(request: Request, env: RelayEnv): Response {
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER)
    return outcomePage(
      {
        error: "Your Git backend is not supported by the authenticator.",
        errorCode: "UNSUPPORTED_BACKEND",
      },
      url.origin,
    );
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return outcomePage(
      {
        error: "OAuth app client ID or secret is not configured.",
        errorCode: "MISCONFIGURED_CLIENT",
      },
      url.origin,
    );
  const state = randomHex(16);
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}/callback`,
    scope: scopeOf(url.searchParams.get("scope")),
    state,
  }).toString();
  const headers = new Headers(relayHeaders(randomHex(16)));
  headers.set("Location", authorize.href);
  headers.append(
    "Set-Cookie",
    `${COOKIE}=${state}; HttpOnly; Max-Age=600; Path=/callback; SameSite=Lax; Secure`,
  );
  return new Response(null, { status: 302, headers });
}

/** GET /callback: checks the state, exchanges GitHub's code for a token, hands it over. */
export async function finishSignIn(
  request: Request,
  env: RelayEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const remembered = (request.headers.get("Cookie") ?? "").match(
    new RegExp(`(?:^|;\\s*)${COOKIE}=([0-9a-f]{32})(?:;|$)`),
  )?.[1];
  const fail = (error: string, errorCode: string) =>
    outcomePage({ error, errorCode }, url.origin);
  if (!code || !state)
    return fail(
      "Failed to receive an authorization code. Please try again later.",
      "AUTH_CODE_REQUEST_FAILED",
    );
  if (!remembered || state !== remembered)
    return fail(
      "Potential CSRF attack detected. Authentication flow aborted.",
      "CSRF_DETECTED",
    );
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return fail(
      "OAuth app client ID or secret is not configured.",
      "MISCONFIGURED_CLIENT",
    );
  let reply: { access_token?: unknown; error?: unknown };
  try {
    const response = await fetchImpl(
      `${githubUrl(env)}/login/oauth/access_token`,
      {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          client_id: env.GITHUB_CLIENT_ID,
          client_secret: env.GITHUB_CLIENT_SECRET,
          code,
          redirect_uri: `${url.origin}/callback`,
        }),
      },
    );
    reply = (await response.json()) as typeof reply;
  } catch {
    return fail(
      "Failed to request an access token. Please try again later.",
      "TOKEN_REQUEST_FAILED",
    );
  }
  if (typeof reply.access_token !== "string" || !reply.access_token)
    return fail(
      `GitHub refused the sign-in (${String(reply.error ?? "no token")}).`,
      "TOKEN_REQUEST_FAILED",
    );
  return outcomePage({ token: reply.access_token }, url.origin);
}
