// A stand-in for GitHub's OAuth endpoints on loopback, for the sign-in relay's tests: the
// authorize page approves at once (or, when told to, answers as GitHub does when the staff
// member presses Cancel) and sends the window back with a code; the token endpoint trades that
// code, once, with the right client id and secret and the PKCE verifier of the challenge the
// code was issued for, for a token. Unlike GitHub, it refuses an authorize request without an
// S256 challenge, so a relay that stops sending one fails the tests.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export type GitHubStub = {
  server: Server;
  clientId: string;
  clientSecret: string;
  /** The token the stub hands out for a good code. */
  token: string;
  /** Every authorize request's query, in order. */
  authorizations: URLSearchParams[];
  /** Every token request's body, in order. */
  exchanges: Record<string, string>[];
  /**
   * Whether the next authorize request is answered as a Cancel. Tests in another process (the
   * browser's) set it with `POST /stub/cancel-next`.
   */
  cancelNext: boolean;
};

/** What GitHub sends back when the person presses Cancel on its authorize page. */
export const ACCESS_DENIED = {
  error: "access_denied",
  error_description: "The user has denied your application access.",
  error_uri:
    "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied",
};

const s256 = (verifier: string) =>
  createHash("sha256").update(verifier).digest("base64url");

export function githubStub(): GitHubStub {
  const stub: GitHubStub = {
    server: undefined as unknown as Server,
    clientId: `stub-id-${randomBytes(4).toString("hex")}`,
    clientSecret: `stub-secret-${randomBytes(8).toString("hex")}`,
    token: `gho_stub${randomBytes(8).toString("hex")}`,
    authorizations: [],
    exchanges: [],
    cancelNext: false,
  };
  const codes = new Map<string, { redirect: string; challenge: string }>();
  stub.server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    if (req.method === "POST" && url.pathname === "/stub/cancel-next") {
      stub.cancelNext = true;
      res.writeHead(204).end();
      return;
    }
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = url.searchParams;
      stub.authorizations.push(query);
      const redirect = query.get("redirect_uri") ?? "";
      const challenge = query.get("code_challenge") ?? "";
      if (query.get("client_id") !== stub.clientId || !redirect) {
        res.writeHead(400).end("unknown client");
        return;
      }
      if (
        query.get("code_challenge_method") !== "S256" ||
        !/^[A-Za-z0-9_-]{43}$/.test(challenge)
      ) {
        res.writeHead(400).end("PKCE (S256) required by this stub");
        return;
      }
      const back = new URL(redirect);
      if (stub.cancelNext) {
        stub.cancelNext = false;
        for (const [name, value] of Object.entries(ACCESS_DENIED))
          back.searchParams.set(name, value);
      } else {
        const code = randomBytes(10).toString("hex");
        codes.set(code, { redirect, challenge });
        back.searchParams.set("code", code);
      }
      back.searchParams.set("state", query.get("state") ?? "");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        let sent: Record<string, string> = {};
        try {
          sent = JSON.parse(body) as Record<string, string>;
        } catch {
          // answered below as a bad request
        }
        stub.exchanges.push(sent);
        const issued = sent.code ? codes.get(sent.code) : undefined;
        // A code is tried once, whatever the outcome.
        if (sent.code) codes.delete(sent.code);
        const good =
          sent.client_id === stub.clientId &&
          sent.client_secret === stub.clientSecret &&
          !!issued &&
          issued.redirect === sent.redirect_uri &&
          typeof sent.code_verifier === "string" &&
          s256(sent.code_verifier) === issued.challenge;
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(
            good
              ? {
                  access_token: stub.token,
                  token_type: "bearer",
                  scope: "public_repo",
                }
              : {
                  error: "bad_verification_code",
                  error_description: "The code passed is incorrect or expired.",
                },
          ),
        );
      });
      return;
    }
    res.writeHead(404).end("not found");
  });
  return stub;
}
