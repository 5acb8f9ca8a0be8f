// Serves build/client the way a static host or CDN does, so tests see what visitors will get:
// prerendered pages, the SPA fallback for other extension-less paths, real 404s for missing
// files, gzip, immutable caching for hashed assets and no-cache for HTML; the 301s of _redirects
// and of a trailing slash, and the 302 of course addresses without a page, as the hosts do
// (host/recipes.ts, host/worker.ts).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { extname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { unmatched, withoutTrailingSlash } from "#host/routes.ts";
import { FALLBACK, resolvePath } from "#host/static-files.ts";
import { CACHE, cacheControl, securityHeaders } from "#host/headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".txt",
  ".xml",
  ".svg",
  ".ics",
]);
/** The rules of the build's `_redirects`, each as `[from, to, status]`. */
function redirectRules(root: string): string[][] {
  const file = join(root, "_redirects");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
}

/** The 301s listed in the build's `_redirects` (the same list the nginx recipe carries). */
export function readRedirects(root: string): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [from, to, status] of redirectRules(root))
    if (from && to && status === "301" && !from.endsWith("/*"))
      moves.set(from, to);
  return moves;
}

/** Where a path is moved permanently, if it is: a listed slug, or a page with a trailing slash. */
export function redirectFor(
  moves: ReadonlyMap<string, string>,
  urlPath: string,
): string | null {
  const page = withoutTrailingSlash(urlPath);
  const moved = moves.get(page ?? urlPath);
  if (moved) return moved;
  if (page && !urlPath.startsWith("/admin/")) return page;
  return null;
}

/** A refused request's headers: the site's, as every answer of the hosts carries them. */
const REFUSED = {
  ...securityHeaders("/"),
  "Cache-Control": CACHE.revalidate,
  "Content-Type": "text/plain; charset=utf-8",
};

/** The statuses Node's own handler gives other than 400. */
const NODE_REFUSALS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * Node's own answer to a request it will not read (a raw control character or a space in the
 * request line), written by hand since no handler runs: with the site's headers, as nginx's
 * recipe gives its own 400s.
 */
function refuseUnreadable(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = NODE_REFUSALS[error.code ?? ""] ?? "400 Bad Request";
  const body = "Bad request\n";
  const head = Object.entries({
    ...REFUSED,
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${head.join("")}\r\n${body}`);
}

export function createPreviewServer(rootDir: string): Server {
  const root = resolve(rootDir);
  const moves = readRedirects(root);
  const server = createServer((req, res) => {
    // Only paths: a proxy's absolute address is not a request for this site.
    if (!req.url?.startsWith("/")) {
      res.writeHead(400, REFUSED);
      res.end("Bad request\n");
      return;
    }
    // The request's path as sent: `//host/` is a path here, not another host.
    const url = new URL(`http://localhost${req.url}`);
    const moved = redirectFor(moves, url.pathname);
    const redirect = (status: number, to: string) => {
      res.writeHead(status, {
        ...securityHeaders(url.pathname),
        "Cache-Control": CACHE.revalidate,
        Location: to + url.search,
      });
      res.end();
    };
    if (moved) return redirect(301, moved);
    const found = resolvePath(root, url.pathname);
    // Course addresses without a page, as the Cloudflare Worker answers them.
    const rule = found?.status === 404 ? unmatched(url.pathname) : null;
    if (rule?.kind === "redirect") return redirect(rule.status, rule.to);
    if (!found || !existsSync(found.file)) {
      res.writeHead(404, {
        ...securityHeaders(url.pathname),
        "Cache-Control": CACHE.revalidate,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end("Not found");
      return;
    }
    const ext = extname(found.file);
    // A file's headers are those of the file served, not of the path as written:
    // `/x%2F..%2Fimages/…` is a picture too, and gets the pictures' policy.
    const served =
      found.status === 200
        ? `/${relative(root, found.file).split(sep).join("/")}`
        : url.pathname;
    const headers: Record<string, string> = {
      ...securityHeaders(served),
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": cacheControl(served),
      Vary: "Accept-Encoding",
    };
    const gzip =
      COMPRESSIBLE.has(ext) &&
      /\bgzip\b/.test(String(req.headers["accept-encoding"]));
    const body = gzip ? gzipped(found.file) : null;
    if (body) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = String(
      body ? body.length : statSync(found.file).size,
    );
    res.writeHead(found.status, headers);
    if (req.method === "HEAD") res.end();
    else if (body) res.end(body);
    else createReadStream(found.file).pipe(res);
  });
  server.on("clientError", refuseUnreadable);
  return server;
}

/**
 * A file's gzip, made once while the file stays as it is: the test suites load the same pages
 * hundreds of times, and compressing each answer again was CPU they wait for.
 */
const compressed = new Map<string, { stamp: string; body: Buffer }>();
function gzipped(file: string): Buffer {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = compressed.get(file);
  if (known?.stamp === stamp) return known.body;
  const body = gzipSync(readFileSync(file));
  compressed.set(file, { stamp, body });
  return body;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(process.env.PREVIEW_ROOT ?? "build/client");
  if (!existsSync(join(root, FALLBACK))) {
    console.error(`No build in ${root}. Run "npm run build" first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  createPreviewServer(root).listen(port, host, () => {
    console.log(
      `Serving ${root} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`,
    );
  });
}
