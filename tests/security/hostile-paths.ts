// Addresses an attacker would put in a link on the institute's own domain, hoping one of the
// site's redirects echoes them into a Location that a browser reads as another site. Sent as
// written (a raw request line: no client tidies them first), to every host and the preview
// server.
import { connect } from "node:net";

export const HOSTILE_PATHS = [
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
