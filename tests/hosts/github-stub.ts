// A stand-in for GitHub's OAuth endpoints on loopback, for the sign-in relay's tests: the
// authorize page approves at once and sends the window back with a code; the token endpoint
// trades that code, with the right client id and secret, for a token.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export type GitHubStub = {
  server: Server;
  clientId: string;
  clientSecret: string;
  /** The token the stub hands out for a good code. */
  token: string;
  /** Every authorize request's query, in order. */
  authorizations: URLSearchParams[];
};

export function githubStub(): GitHubStub {
  const stub: GitHubStub = {
    server: undefined as unknown as Server,
    clientId: `stub-id-${randomBytes(4).toString("hex")}`,
    clientSecret: `stub-secret-${randomBytes(8).toString("hex")}`,
    token: `gho_stub${randomBytes(8).toString("hex")}`,
    authorizations: [],
  };
  const codes = new Map<string, string>();
  stub.server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      stub.authorizations.push(url.searchParams);
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== stub.clientId || !redirect) {
        res.writeHead(400).end("unknown client");
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
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
        const good =
          sent.client_id === stub.clientId &&
          sent.client_secret === stub.clientSecret &&
          !!sent.code &&
          codes.get(sent.code) === sent.redirect_uri;
        if (good) codes.delete(sent.code!);
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(
            good
              ? {
                  access_token: stub.token,
                  token_type: "bearer",
                  scope: "repo",
                }
              : { error: "bad_verification_code" },
          ),
        );
      });
      return;
    }
    res.writeHead(404).end("not found");
  });
  return stub;
}
