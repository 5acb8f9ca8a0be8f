// A stand-in for GitHub on loopback, for the owner's /setup and the editor's sign-in
// (host/setup.ts, host/relay.ts), answering as GitHub's documentation says
// (docs/decisions/011-going-live-in-a-browser.md names each page):
// - the App-manifest flow: the form post to /settings/apps/new (or an organization's) is
//   confirmed at once and sent back to the manifest's redirect_url with a code and the state;
//   POST /app-manifests/{code}/conversions trades that code, once, for a new App's id, slug,
//   client id and secret and private key (PKCS#1 PEM, as GitHub hands it);
// - the installation: /apps/{slug}/installations/new installs the App on `installOn` (this
//   repository, unless a test says otherwise) and sends the browser to the setup_url with the
//   installation's id; the App's JWT (RS256, checked against its key) opens
//   /app/installations/{id} and its access tokens, which list and write the installed
//   repositories only;
// - the App's user authorization: the authorize page approves at once (or answers as GitHub
//   does when the staff member presses Cancel) and sends the window back with a code; the
//   token endpoint trades that code, once, with the App's client id and secret and the PKCE
//   verifier of the challenge the code was issued for, for a user token that expires in eight
//   hours. Unlike GitHub, it refuses an authorize request without an S256 challenge, so a
//   relay that stops sending one fails the tests;
// - the REST API at /api/v3 (GitHub Enterprise's path, which host/github-app.ts uses for any
//   GitHub but github.com): a repository's contents, read and written, for a token of the App
//   on an installed repository; any other repository is "Not Found", as GitHub answers it.
import {
  createHash,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  verify,
} from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { readJsonBody } from "#scripts/publish/loopback.ts";

/** The repository the owner's copy of the site is (the Deploy button's clone). */
export const REPOSITORY = "institute-owner/institute-site";

export type GitHubStub = {
  server: Server;
  /** The App's client id and secret, once the manifest was converted. */
  clientId: string;
  clientSecret: string;
  /** The user token the stub hands out for a good code. */
  token: string;
  /** Every authorize request's query, in order. */
  authorizations: URLSearchParams[];
  /** Every token request's body, in order. */
  exchanges: Record<string, string>[];
  /** Every manifest posted to GitHub, with where it was posted. */
  manifests: {
    path: string;
    state: string;
    manifest: Record<string, unknown>;
  }[];
  /** The App the conversion created, once it did. */
  app?: { id: number; slug: string; publicKey: KeyObject };
  /** The repositories the next installation holds. */
  installOn: string[];
  /** The files of each repository, by "owner/name" and path. */
  files: Map<string, Map<string, string>>;
  /** Every write to a repository's contents: the repository, the path, the commit message. */
  commits: { repository: string; path: string; message: string }[];
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
const random = (bytes: number) => randomBytes(bytes).toString("hex");

/** A form post's fields. */
async function readForm(req: IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** `now`: GitHub's clock, which checks the App's JWTs (a test with a fixed day passes its own). */
export function githubStub({ now = () => Date.now() } = {}): GitHubStub {
  const stub: GitHubStub = {
    server: undefined as unknown as Server,
    clientId: "",
    clientSecret: "",
    token: `ghu_stub${random(8)}`,
    authorizations: [],
    exchanges: [],
    manifests: [],
    installOn: [REPOSITORY],
    files: new Map([
      [
        REPOSITORY,
        new Map([
          ["app/config/certificate-keys.json", '{\n  "keys": []\n}\n'],
          ["app/content/site.json", '{ "en": {}, "mr": {} }\n'],
        ]),
      ],
      ["someone-else/other-site", new Map([["README.md", "Not yours\n"]])],
    ]),
    commits: [],
    cancelNext: false,
  };
  const manifestCodes = new Map<string, Record<string, unknown>>();
  const codes = new Map<string, { redirect: string; challenge: string }>();
  const installations = new Map<number, string[]>();
  /** Installation tokens, and the installation each belongs to. */
  const installationTokens = new Map<string, number>();
  let nextInstallation = 41_000;

  /** The App's JWT, checked as GitHub checks it: RS256 under the App's key, ten minutes at most. */
  const appAuthorized = (req: IncomingMessage) => {
    const [, jwt] =
      /^Bearer (\S+)$/.exec(req.headers.authorization ?? "") ?? [];
    const parts = jwt?.split(".");
    if (!stub.app || parts?.length !== 3) return false;
    const [head, body, signature] = parts as [string, string, string];
    const header = JSON.parse(Buffer.from(head, "base64url").toString());
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as {
      iat: number;
      exp: number;
      iss: string | number;
    };
    const seconds = now() / 1000;
    return (
      header.alg === "RS256" &&
      verify(
        "sha256",
        Buffer.from(`${head}.${body}`),
        stub.app.publicKey,
        Buffer.from(signature, "base64url"),
      ) &&
      (claims.iss === stub.clientId || claims.iss === stub.app.id) &&
      claims.iat <= seconds + 60 &&
      claims.exp > seconds &&
      claims.exp - claims.iat <= 600
    );
  };

  /** The repositories a token reaches: an installation's, or (a user token) every installed one. */
  const reachable = (req: IncomingMessage): string[] | undefined => {
    const [, token] =
      /^(?:Bearer|token) (\S+)$/i.exec(req.headers.authorization ?? "") ?? [];
    if (!token) return undefined;
    const installation = installationTokens.get(token);
    if (installation !== undefined) return installations.get(installation);
    if (token === stub.token && stub.clientId)
      return [...installations.values()].flat();
    return undefined;
  };

  stub.server = createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
      // A mistake of the stub shows as itself, never as a request that hangs.
      if (!res.headersSent) res.writeHead(500);
      res.end(`stub failed: ${error.stack}`);
    });
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stub");
    const path = decodeURIComponent(url.pathname);
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(data));
    };
    const notFound = () =>
      json(404, {
        message: "Not Found",
        documentation_url: "https://docs.github.com/rest",
      });

    if (req.method === "POST" && path === "/stub/cancel-next") {
      stub.cancelNext = true;
      res.writeHead(204).end();
      return;
    }

    // The manifest flow: GitHub's "Create GitHub App", confirmed at once.
    const creating =
      /^(?:\/organizations\/[A-Za-z0-9-]+)?\/settings\/apps\/new$/;
    if (req.method === "POST" && creating.test(path)) {
      const form = await readForm(req);
      let manifest: Record<string, unknown> = {};
      try {
        manifest = JSON.parse(form.get("manifest") ?? "");
      } catch {
        res.writeHead(400).end("manifest must be JSON");
        return;
      }
      const state = url.searchParams.get("state") ?? "";
      stub.manifests.push({ path, state, manifest });
      if (
        typeof manifest.url !== "string" ||
        typeof manifest.redirect_url !== "string"
      ) {
        res.writeHead(422).end("url and redirect_url are required");
        return;
      }
      const code = random(10);
      manifestCodes.set(code, manifest);
      const back = new URL(manifest.redirect_url);
      back.searchParams.set("code", code);
      back.searchParams.set("state", state);
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    const conversion = /^\/api\/v3\/app-manifests\/([^/]+)\/conversions$/.exec(
      path,
    );
    if (req.method === "POST" && conversion) {
      const manifest = manifestCodes.get(conversion[1]!);
      manifestCodes.delete(conversion[1]!);
      if (!manifest) return notFound();
      const { privateKey, publicKey } = generateKeyPairSync("rsa", {
        modulusLength: 2048,
      });
      const slug = String(manifest.name ?? "app")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-");
      stub.clientId = `Iv23stub${random(6)}`;
      stub.clientSecret = `stub-secret-${random(16)}`;
      stub.app = { id: 1_234_567, slug, publicKey };
      json(201, {
        id: stub.app.id,
        slug,
        node_id: "A_stub",
        name: manifest.name,
        owner: { login: REPOSITORY.split("/")[0] },
        client_id: stub.clientId,
        client_secret: stub.clientSecret,
        webhook_secret: null,
        pem: privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
        permissions: manifest.default_permissions,
      });
      return;
    }
    const installing = /^\/apps\/([^/]+)\/installations\/new$/.exec(path);
    if (req.method === "GET" && installing) {
      if (!stub.app || installing[1] !== stub.app.slug) return notFound();
      const id = nextInstallation++;
      installations.set(id, [...stub.installOn]);
      const manifest = stub.manifests.at(-1)!.manifest;
      const back = new URL(String(manifest.setup_url));
      back.searchParams.set("installation_id", String(id));
      back.searchParams.set("setup_action", "install");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    const installation =
      /^\/api\/v3\/app\/installations\/(\d+)(\/access_tokens)?$/.exec(path);
    if (installation) {
      const id = Number(installation[1]);
      if (!appAuthorized(req))
        return json(401, { message: "A JSON web token could not be decoded" });
      if (!installations.has(id)) return notFound();
      if (!installation[2] && req.method === "GET")
        return json(200, { id, app_slug: stub.app!.slug });
      if (installation[2] && req.method === "POST") {
        const token = `ghs_stub${random(12)}`;
        installationTokens.set(token, id);
        return json(201, {
          token,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }
      return notFound();
    }
    if (req.method === "GET" && path === "/api/v3/installation/repositories") {
      const [, token] =
        /^Bearer (\S+)$/.exec(req.headers.authorization ?? "") ?? [];
      const id = token ? installationTokens.get(token) : undefined;
      if (id === undefined) return json(401, { message: "Bad credentials" });
      const names = installations.get(id)!;
      return json(200, {
        total_count: names.length,
        repositories: names.map((full_name) => ({ full_name })),
      });
    }
    const repo = /^\/api\/v3\/repos\/([^/]+\/[^/]+)(?:\/contents\/(.+))?$/.exec(
      path,
    );
    if (repo) {
      const reach = reachable(req);
      if (!reach) return json(401, { message: "Bad credentials" });
      const [, name, file] = repo as unknown as [string, string, string?];
      const files = stub.files.get(name);
      // GitHub answers a repository the token cannot reach as if it did not exist.
      if (!reach.includes(name) || !files) return notFound();
      if (!file && req.method === "GET")
        return json(200, {
          full_name: name,
          default_branch: "main",
          permissions: { admin: false, push: true, pull: true },
        });
      if (file && req.method === "GET") {
        const text = files.get(file);
        if (text === undefined) return notFound();
        return json(200, {
          path: file,
          sha: createHash("sha1").update(text).digest("hex"),
          encoding: "base64",
          content: Buffer.from(text).toString("base64"),
        });
      }
      if (file && req.method === "PUT") {
        const body = (await readJsonBody(req)) as {
          message?: string;
          content?: string;
          sha?: string;
        };
        const old = files.get(file);
        const oldSha =
          old === undefined
            ? undefined
            : createHash("sha1").update(old).digest("hex");
        if (!body.message || typeof body.content !== "string")
          return json(422, { message: "Invalid request" });
        if (oldSha !== body.sha)
          return json(409, { message: `${file} does not match ${body.sha}` });
        const text = Buffer.from(body.content, "base64").toString();
        files.set(file, text);
        stub.commits.push({
          repository: name,
          path: file,
          message: body.message,
        });
        return json(old === undefined ? 201 : 200, {
          content: {
            path: file,
            sha: createHash("sha1").update(text).digest("hex"),
          },
          commit: { message: body.message },
        });
      }
      return notFound();
    }

    // The App's user authorization (the editor's sign-in).
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = url.searchParams;
      stub.authorizations.push(query);
      const redirect = query.get("redirect_uri") ?? "";
      const challenge = query.get("code_challenge") ?? "";
      const callbacks = (stub.manifests.at(-1)?.manifest.callback_urls ??
        []) as string[];
      if (
        !stub.clientId ||
        query.get("client_id") !== stub.clientId ||
        !callbacks.includes(redirect)
      ) {
        res
          .writeHead(400)
          .end("unknown client, or a callback the App does not list");
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
        const code = random(10);
        codes.set(code, { redirect, challenge });
        back.searchParams.set("code", code);
      }
      back.searchParams.set("state", query.get("state") ?? "");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let sent: Record<string, string> = {};
      try {
        sent = ((await readJsonBody(req)) ?? {}) as Record<string, string>;
      } catch {
        // answered below as a bad request
      }
      stub.exchanges.push(sent);
      const issued = sent.code ? codes.get(sent.code) : undefined;
      // A code is tried once, whatever the outcome.
      if (sent.code) codes.delete(sent.code);
      const good =
        !!stub.clientId &&
        sent.client_id === stub.clientId &&
        sent.client_secret === stub.clientSecret &&
        !!issued &&
        issued.redirect === sent.redirect_uri &&
        typeof sent.code_verifier === "string" &&
        s256(sent.code_verifier) === issued.challenge;
      json(
        200,
        good
          ? {
              access_token: stub.token,
              expires_in: 28800,
              refresh_token: `ghr_stub${random(16)}`,
              refresh_token_expires_in: 15_811_200,
              token_type: "bearer",
              scope: "",
            }
          : {
              error: "bad_verification_code",
              error_description: "The code passed is incorrect or expired.",
            },
      );
      return;
    }
    res.writeHead(404).end("not found");
  }
  return stub;
}
