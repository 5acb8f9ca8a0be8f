// Addresses an attacker would put in a link on the institute's own domain, hoping one of the
// site's redirects, or one of the host's own, echoes them into a Location that a browser reads
// as another site. Sent as written (a raw request line: no client tidies them first), to every
// host and the preview server, which must answer each on the site and with the site's headers.
import { connect } from "node:net";

export const HOSTILE_PATHS = [
  // Ending in `/`: the hosts' "one address per page" rule (host/routes.ts), which the Worker
  // answers before any file (wrangler.jsonc, `run_worker_first`).
  "//evil.example/",
  "///evil.example/",
  "//evil.example/courses/",
  "/\\evil.example/",
  "/\\\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2F/evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%09/evil.example/",
  "/%0D%0ALocation:%20http://evil.example/",
  "/./%2Fevil.example/",
  "/a/..//evil.example/",
  "/courses//evil.example/",
  "/courses/%2F%2Fevil.example/",
  "/mr//evil.example/",
  "/admin//evil.example/",
  "/%E2%80%8B/evil.example/",
  // Not ending in `/`: the hosts' own redirects, after their own tidying of the path.
  // Cloudflare's static assets move `/contact/index.html` and `/contact.html` to `/contact`
  // (307) and nginx moves `/admin` to `/admin/`: for a file that is not there, and for files
  // that are, behind a prefix that would be another site in a Location.
  "//evil.example/index.html",
  "///evil.example/index.html",
  "/%2F%2Fevil.example/index.html",
  "/\\evil.example/index.html",
  "/%5Cevil.example/contact.html",
  "/%5C%5Cevil.example/index.html",
  "//evil.example/contact/index.html",
  "//evil.example/admin",
  "/\\evil.example/admin",
  "/%2F/evil.example/admin",
  "//evil.example/%2e%2e/index.html",
  "//evil.example/.",
  "//index.html",
  "//contact/index.html",
  "/%2F%2Fcontact/index.html",
  "/\\\\contact/index.html",
  "//contact.html",
  "//courses/java/index.html",
  "//admin",
  "/%2Fadmin",
  "//admin/index.html",
  "/contact/index.html?//evil.example",
  // Control characters, encoded: a host decodes them before its rules, and a browser drops a
  // tab or a line break from a Location (`/%09/host` reads as `//host`).
  "/%09/evil.example/index.html",
  "/%0D%0A//evil.example/index.html",
  "/%0D%0ALocation:%20//evil.example/index.html",
  "/%00//evil.example/index.html",
  "/%2e%2e//evil.example/index.html",
] as const;

/**
 * Control characters written as they are into the request line. Most servers refuse such a
 * line before any rule of the site (400), and that answer must still carry the site's headers.
 */
export const RAW_CONTROL_PATHS = [
  "/\t/evil.example/",
  "/\t/evil.example/index.html",
  "//evil.example/\tindex.html",
  "/\u000b//evil.example/admin",
  "/\u000c//evil.example/",
  "/\u0001//evil.example/index.html",
  "/\u007f//evil.example/index.html",
] as const;

export type RawReply = { status: number; location?: string; head: string };

/** One GET with `path` exactly as given in the request line; the status and Location. */
export function rawGet(base: string, path: string): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${new URL(base).host}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let reply = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (reply += chunk));
    socket.on("error", fail);
    socket.on("close", () => {
      const head = reply.split("\r\n\r\n")[0] ?? "";
      const [statusLine = "", ...lines] = head.split("\r\n");
      const location = lines
        .find((l) => /^location:/i.test(l))
        ?.replace(/^location:\s*/i, "");
      done({
        status: Number(statusLine.split(" ")[1] ?? 0),
        location,
        head,
      });
    });
  });
}

/**
 * Where a browser on `base` goes with this Location: the WHATWG URL parser, which browsers
 * use, reads `\` as `/` and drops tabs and newlines, so `/\host` and `/\t/host` are other sites.
 */
export const followedOrigin = (location: string, base: string) =>
  new URL(location, base).origin;

/** A header of a raw reply's head (rawGet), or undefined; several are joined with ", ". */
export function headerOf(head: string, name: string): string | undefined {
  const values = head
    .split("\r\n")
    .slice(1)
    .filter((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((l) => l.slice(name.length + 1).trim());
  return values.length ? values.join(", ") : undefined;
}

/** The headers every answer of every host carries, whatever its path and status. */
export const SECURITY = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/**
 * What is wrong with a host's answer to a hostile path, as sentences; none when it kept the
 * visitor on the site (`base`'s origin) and sent the site's headers, a 400 included.
 */
export function hostileReplyProblems(
  path: string,
  reply: RawReply,
  base: string,
): string[] {
  const at = `${JSON.stringify(path)}: ${reply.head.split("\r\n")[0]}`;
  const problems: string[] = [];
  if (!(reply.status >= 200 && reply.status < 500))
    problems.push(`${at}: not an answer of the site`);
  for (const [name, value] of Object.entries(SECURITY))
    if (headerOf(reply.head, name) !== value)
      problems.push(
        `${at}: ${name} ${JSON.stringify(headerOf(reply.head, name))}`,
      );
  if (
    !/frame-ancestors 'none'/.test(
      headerOf(reply.head, "content-security-policy") ?? "",
    )
  )
    problems.push(
      `${at}: no Content-Security-Policy with frame-ancestors 'none'`,
    );
  if (reply.location === undefined) return problems;
  const location = `Location ${JSON.stringify(reply.location)}`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(reply.location))
    problems.push(
      `${at}: ${location} holds a control character or a backslash`,
    );
  if (followedOrigin(reply.location, base) !== new URL(base).origin)
    problems.push(`${at}: ${location} leaves the site`);
  return problems;
}
