// The staff editor's sign-in (Sveltia CMS, backend.base_url = the site): a relay for the
// site's own GitHub App (host/github-app.ts, created at /setup) on the site's own origin,
// speaking the handshake of Sveltia's own sveltia-cms-auth. GET /auth sends the sign-in window
// to GitHub's authorization of the App's users; GitHub sends it back to GET /callback with a
// code, which is exchanged for a user access token with the App's client secret and the PKCE
// verifier, and the window hands the token to the editor that opened it, and only to the
// site's own origin. The token is the App's: it reaches only the repository the App is
// installed on, with only the App's permissions, and GitHub ends it after eight hours.
// Where it answers is deploy configuration (wrangler.jsonc `vars`, read by the Worker from
// `env`), never what the editor or a link asks for.
import {
  type AppCredentials,
  githubUrl,
  readApp,
  type Store,
} from "#host/github-app.ts";
import { relayHeaders } from "#host/headers.ts";

export type RelayEnv = {
  /** Where the App's credentials are (KV, written by /setup). */
  SETUP?: Store;
  /** Where GitHub is: https://github.com, or a stub in tests. */
  GITHUB_URL?: string;
  /** The site's address: the only origin the relay answers on and hands a token to. */
  SITE_URL?: string;
};

const PROVIDER = "github";
/**
 * `__Host-`: the browser keeps it only if it is Secure, for Path=/ and without Domain, so no
 * other subdomain or path can set or read it. It holds the state and the PKCE verifier.
 */
export const SIGN_IN_COOKIE = "__Host-sign-in";
/** Ten minutes to type a password and a second factor at GitHub. */
const COOKIE_MAX_AGE_S = 600;
const COOKIE_ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";

type Failure = {
  /** The message the editor shows (Sveltia shows its own words for the codes it knows). */
  error: string;
  errorCode: string;
  /** What the window itself says, when it should say more than "Sign-in failed". */
  page?: string;
};
type Outcome = { token: string } | Failure;

const CANCELLED: Failure = {
  error:
    "You cancelled the sign-in on GitHub, so you are not signed in. To try again, press “Sign In with GitHub”.",
  errorCode: "ACCESS_DENIED",
  page: "You cancelled the sign-in on GitHub, so you are not signed in and nothing was changed. You can close this window, and press “Sign In with GitHub” again whenever you are ready.",
};

const bytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));
const hex = (data: Uint8Array) =>
  [...data].map((b) => b.toString(16).padStart(2, "0")).join("");
const base64url = (data: Uint8Array) =>
  btoa(String.fromCharCode(...data))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** PKCE S256 (RFC 7636): BASE64URL(SHA-256(ASCII(verifier))). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(verifier),
  );
  return base64url(new Uint8Array(digest));
}

/** A word GitHub (or a link) put in the address, fit to show: letters and underscores only. */
const githubWord = (value: unknown) =>
  typeof value === "string" && /^[a-z_]{1,64}$/.test(value)
    ? value
    : "unknown error";

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/**
 * The origin of deploy configuration, or why the sign-in cannot go on: the relay answers on the
 * configured origin only.
 */
function settingsOf(env: RelayEnv, url: URL): { origin: string } | Failure {
  let origin = "";
  try {
    origin = new URL(env.SITE_URL ?? "").origin;
  } catch {
    // refused below
  }
  if (!origin || origin !== env.SITE_URL)
    return {
      error:
        "The sign-in is set up wrongly (SITE_URL must be the site's address, such as https://www.example.com). Tell whoever looks after the site.",
      errorCode: "MISCONFIGURED_ORIGIN",
    };
  if (url.origin !== origin)
    return {
      error: `Sign in at ${origin}/admin: this address does not sign anyone in.`,
      errorCode: "UNSUPPORTED_DOMAIN",
    };
  return { origin };
}

/** Before the owner has created the App at /setup, nobody can sign in. */
const NO_APP: Failure = {
  error:
    "The editor's sign-in is not set up yet: the site's owner first creates its GitHub App at /setup. Tell whoever looks after the site.",
  errorCode: "MISCONFIGURED_CLIENT",
};

/** The page the sign-in window ends on: it hands the outcome to the editor, then is done. */
function outcomePage(outcome: Outcome, origin: string): Response {
  const nonce = hex(bytes(16));
  const state = "token" in outcome ? "success" : "error";
  const content =
    "token" in outcome
      ? { provider: PROVIDER, token: outcome.token }
      : {
          provider: PROVIDER,
          error: outcome.error,
          errorCode: outcome.errorCode,
        };
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
  const text =
    "token" in outcome
      ? "Signed in. This window closes by itself."
      : (outcome.page ?? `Sign-in failed: ${outcome.error}`);
  const headers = new Headers(relayHeaders(nonce));
  headers.set("Content-Type", "text/html; charset=utf-8");
  // Whatever happened, this sign-in is over: its state and verifier are good for nothing more.
  headers.append(
    "Set-Cookie",
    `${SIGN_IN_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`,
  );
  return new Response(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in…</title></head>
<body>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`,
    { status: 200, headers },
  );
}

/**
 * GET /auth: off to GitHub's authorization of the App's users with a state and a PKCE
 * challenge; the state and the verifier stay in an HttpOnly cookie of this origin. No scope: a
 * GitHub App's token has the App's permissions, never more, whatever is asked.
 */
export async function startSignIn(
  request: Request,
  env: RelayEnv,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER)
    return outcomePage(
      {
        error: "Your Git backend is not supported by the authenticator.",
        errorCode: "UNSUPPORTED_BACKEND",
      },
      url.origin,
    );
  const settings = settingsOf(env, url);
  if ("error" in settings) return outcomePage(settings, url.origin);
  const app = await readApp(env.SETUP);
  if (!app) return outcomePage(NO_APP, url.origin);
  const state = hex(bytes(16));
  // 32 random bytes: 43 characters of base64url, all of them PKCE's "unreserved".
  const verifier = base64url(bytes(32));
  const authorize = new URL(
    `${githubUrl(env.GITHUB_URL)}/login/oauth/authorize`,
  );
  // The editor's `scope` (it asks for "repo,user") is not passed on: GitHub ignores scopes for
  // an App, whose permissions are the App's own.
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: `${settings.origin}/callback`,
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  const headers = new Headers(relayHeaders(hex(bytes(16))));
  headers.set("Location", authorize.href);
  headers.append(
    "Set-Cookie",
    `${SIGN_IN_COOKIE}=${state}.${verifier}; Max-Age=${COOKIE_MAX_AGE_S}; ${COOKIE_ATTRIBUTES}`,
  );
  return new Response(null, { status: 302, headers });
}

/** The state and verifier /auth left in this browser, if any. */
function rememberedOf(request: Request) {
  const match = (request.headers.get("Cookie") ?? "").match(
    new RegExp(
      `(?:^|;\\s*)${SIGN_IN_COOKIE}=([0-9a-f]{32})\\.([A-Za-z0-9_-]{43})(?:;|$)`,
    ),
  );
  return match ? { state: match[1]!, verifier: match[2]! } : undefined;
}

/**
 * GET /callback: a cancel is told plainly; otherwise checks the state, exchanges GitHub's code
 * with the App's client secret and the PKCE verifier for a user access token, and hands it
 * over. Only the token: its refresh token stays unused (the editor would refresh it without the
 * client secret, which GitHub refuses), so after eight hours the staff member signs in again.
 */
export async function finishSignIn(
  request: Request,
  env: RelayEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const settings = settingsOf(env, url);
  if ("error" in settings) return outcomePage(settings, url.origin);
  const fail = (error: string, errorCode: string) =>
    outcomePage({ error, errorCode }, settings.origin);
  const refusal = url.searchParams.get("error");
  // GitHub's answer when the staff member pressed Cancel. Nothing secret is at stake, so it is
  // told whatever the state: a stale window gets the plain words too.
  if (refusal === "access_denied")
    return outcomePage(CANCELLED, settings.origin);
  if (refusal)
    return fail(
      `GitHub did not sign you in (${githubWord(refusal)}). Please try again later.`,
      "AUTH_CODE_REQUEST_FAILED",
    );
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state)
    return fail(
      "Failed to receive an authorization code. Please try again later.",
      "AUTH_CODE_REQUEST_FAILED",
    );
  const remembered = rememberedOf(request);
  if (!remembered || state !== remembered.state)
    return fail(
      "Potential CSRF attack detected. Authentication flow aborted.",
      "CSRF_DETECTED",
    );
  const app: AppCredentials | undefined = await readApp(env.SETUP);
  if (!app) return outcomePage(NO_APP, settings.origin);
  let reply: { access_token?: unknown; error?: unknown };
  try {
    const response = await fetchImpl(
      `${githubUrl(env.GITHUB_URL)}/login/oauth/access_token`,
      {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          client_id: app.clientId,
          client_secret: app.clientSecret,
          code,
          redirect_uri: `${settings.origin}/callback`,
          code_verifier: remembered.verifier,
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
      `GitHub refused the sign-in (${reply.error === undefined ? "no token" : githubWord(reply.error)}).`,
      "TOKEN_REQUEST_FAILED",
    );
  return outcomePage({ token: reply.access_token }, settings.origin);
}
