// The site's own GitHub App, as the Worker keeps and uses it: created by the owner at /setup
// (host/setup.ts, GitHub's App-manifest flow), its credentials kept in the KV namespace bound
// as SETUP (provisioned by the Deploy to Cloudflare button), read by the editor's sign-in relay
// (host/relay.ts). Nothing here is in a committed file or a build: only the Worker reads them.

/** The few calls of a Workers KV namespace the Worker makes. */
export type Store = {
  get(key: string): Promise<string | null>;
  put(
    key: string,
    value: string,
    options?: { expirationTtl?: number },
  ): Promise<void>;
};

/** What GitHub's manifest conversion hands back once, kept as it came. */
export type AppCredentials = {
  id: number;
  slug: string;
  clientId: string;
  clientSecret: string;
  /** The App's private key (PEM, PKCS#1 as GitHub gives it): signs the App's JWTs. */
  pem: string;
  webhookSecret?: string;
  /** The account that owns the App (the owner who created it), for the pages' links. */
  owner: string;
};

/** The keys of the SETUP namespace. */
export const KEYS = {
  /** The App's credentials: once present, /setup answers 404. */
  app: "app",
  /** The repository the App was installed on and the key committed to: setup is over. */
  done: "done",
  /** Wrong setup codes in the current hour. */
  failures: "setup-failures",
} as const;

export async function readApp(
  store: Store | undefined,
): Promise<AppCredentials | undefined> {
  const text = await store?.get(KEYS.app);
  if (!text) return undefined;
  try {
    const app = JSON.parse(text) as AppCredentials;
    return app.clientId && app.clientSecret ? app : undefined;
  } catch {
    return undefined;
  }
}

export const githubUrl = (value: string | undefined) =>
  (value || "https://github.com").replace(/\/+$/, "");

/**
 * GitHub's REST API: GITHUB_API_URL when deploy configuration names it; else, for a GitHub
 * address, api.github.com for github.com and `<address>/api/v3` for any other (GitHub
 * Enterprise Server's rule, which the tests' stub answers too).
 */
export const apiUrl = (github: string | undefined, api?: string) => {
  if (api) return api.replace(/\/+$/, "");
  const base = githubUrl(github);
  return base === "https://github.com"
    ? "https://api.github.com"
    : `${base}/api/v3`;
};

export const base64url = (data: Uint8Array) =>
  btoa(String.fromCharCode(...data))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The DER length of `length` bytes. */
function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return [0x80 | bytes.length, ...bytes];
}
const der = (tag: number, body: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array([tag, ...derLength(body.length), ...body]);

/** rsaEncryption (1.2.840.113549.1.1.1) with NULL parameters, as PKCS#8 names an RSA key. */
const RSA_ALGORITHM = new Uint8Array([
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01,
  0x05, 0x00,
]);

/**
 * The DER of a PEM private key as PKCS#8, which WebCrypto imports: GitHub hands an App's key as
 * PKCS#1 ("BEGIN RSA PRIVATE KEY"), wrapped here in PKCS#8's envelope (RFC 5208).
 */
export function pkcs8Of(pem: string): Uint8Array<ArrayBuffer> {
  const kind = /-----BEGIN ([A-Z ]+)-----/.exec(pem)?.[1];
  const body = fromBase64(
    pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, ""),
  );
  if (kind === "PRIVATE KEY") return body;
  if (kind !== "RSA PRIVATE KEY")
    throw new Error("the App's private key is not a PEM private key");
  const version = new Uint8Array([0x02, 0x01, 0x00]);
  return der(
    0x30,
    new Uint8Array([...version, ...RSA_ALGORITHM, ...der(0x04, body)]),
  );
}

/**
 * A JWT that authenticates as the App (RS256, issued a minute back against clock drift, for
 * nine minutes: GitHub takes ten at most).
 */
export async function appJwt(
  app: Pick<AppCredentials, "clientId" | "pem">,
  now = Date.now(),
): Promise<string> {
  const key = await crypto.subtle.importKey(
    "pkcs8",
    pkcs8Of(app.pem),
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const seconds = Math.floor(now / 1000);
  const text = (value: object) =>
    base64url(new TextEncoder().encode(JSON.stringify(value)));
  const unsigned = `${text({ alg: "RS256", typ: "JWT" })}.${text({ iat: seconds - 60, exp: seconds + 540, iss: app.clientId })}`;
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    key,
    new TextEncoder().encode(unsigned),
  );
  return `${unsigned}.${base64url(new Uint8Array(signature))}`;
}

/** The headers of a call to GitHub's REST API. */
export const apiHeaders = (authorization?: string) => ({
  Accept: "application/vnd.github+json",
  "X-GitHub-Api-Version": "2022-11-28",
  "User-Agent": "institute-site-setup",
  ...(authorization ? { Authorization: authorization } : {}),
});

/** Equal strings, compared in time that does not depend on where they differ. */
export async function sameSecret(given: string, expected: string) {
  const digest = async (text: string) =>
    new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
    );
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
