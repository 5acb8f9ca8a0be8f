/**
 * The security headers of the site, in one place: the preview server and the Cloudflare Worker
 * (host/worker.ts) send them, and the build writes them into the deploy recipes (_headers, nginx).
 * `securityHeaders(path)` says which a path gets; `cacheControl(path)` beside it, how long.
 */

/** Third parties the site uses, and only when the visitor asks (a video, a map). */
export const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://maps.google.com",
  "https://www.google.com",
] as const;

/**
 * The policy sent as a header. Inline scripts are allowed here only because each page also
 * carries a <meta> policy listing the hashes of its own inline scripts (`pageScriptPolicy`);
 * both policies apply, so in effect only those scripts run. frame-ancestors works in a header
 * only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${FRAME_SOURCES.join(" ")}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/**
 * HTTPS only, for two years, subdomains included: after one visit a browser never again asks
 * for the site (or the editor's sign-in) over plain HTTP, where a network in between could
 * read or change it. Not `preload`: that is a promise to a browser list, for the institute to
 * make once every subdomain serves HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The script policy every HTML file of the build carries in a <meta> element, first in its
 * <head>: the site's own files and the page's own inline scripts by hash, nothing else; a page
 * without inline scripts gets no hash, so none runs. The header's 'unsafe-inline' only makes
 * room for these per-page hashes, which one header for every page could not list.
 */
export function pageScriptPolicy(hashes: readonly string[]): string {
  return ["script-src 'self'", ...hashes].join(" ");
}

/** Where the staff editor lives: its pages get their own policy. */
export const ADMIN_PATH = "/admin/";

/**
 * The staff editor's policy (Sveltia CMS at /admin): its own script only, the GitHub API it
 * saves through, and the blob: and data: URLs it previews pictures with. Optional features that
 * would load code from a CDN (code highlighting, maps) stay blocked.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
].join("; ");

/**
 * The editor opens GitHub's sign-in in a window and waits for that window to message it back;
 * `same-origin` would cut the window off from the editor, this keeps it while still isolating
 * the editor from windows that open it.
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups";

/** Whether a path is the staff editor's (`/admin` or below). */
export const isAdminPath = (path: string) =>
  path === ADMIN_PATH.slice(0, -1) || path.startsWith(ADMIN_PATH);

/** Where the site's pictures are, the staff's uploads among them (`/images/uploads/`). */
export const IMAGES_PATH = "/images/";

/**
 * The policy of everything under /images/. An SVG is a document: opened as a page (a link
 * someone was sent) it would run on the site's origin, beside the enquiries on the device and
 * the editor's token. A picture needs its own styles and pictures and nothing else, so nothing
 * runs, nothing loads from elsewhere, and `sandbox` gives the document an origin of its own, with
 * no storage of the site's. The content check refuses such a file first (scripts/content/svg.ts);
 * this holds for whatever reaches the folder another way. Never sent for /files/: a sandboxed
 * PDF can be refused by Chromium's viewer.
 */
export const IMAGES_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "sandbox",
].join("; ");

/** Whether a path is under /images/ (the path as served: decoded, without dot segments). */
export const isImagesPath = (path: string) => path.startsWith(IMAGES_PATH);

/**
 * The security headers of a path, the one place every host takes them from: the editor's
 * policy under /admin, the pictures' under /images/, the site's elsewhere.
 */
export function securityHeaders(
  path: string,
): Readonly<Record<string, string>> {
  if (isAdminPath(path))
    return {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
      "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
    };
  if (isImagesPath(path))
    return {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": IMAGES_CONTENT_SECURITY_POLICY,
    };
  return SECURITY_HEADERS;
}

/**
 * What keeps a draft's preview (a version of the Worker at an address of its own) out of search
 * engines: every response of a preview address carries it, the site's files through the
 * `_headers` rule for the preview host names (`previewHostsRule`), the Worker's own answers
 * because they come to another host than `SITE_URL`'s (host/worker.ts).
 */
export const PREVIEW_ROBOTS = { "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * The addresses of a Worker's versions and preview aliases on Cloudflare,
 * `<version or alias>-<name>.<account>.workers.dev`, as a `_headers` rule: the live site (its
 * own domain, and `<name>.<account>.workers.dev`) never matches it.
 */
export const previewHostsRule = (workerName: string) =>
  `https://:version-${workerName}.:account.workers.dev/*`;

/** The editor's sign-in relay (host/relay.ts), answered on the site's own origin. */
export const RELAY_PATHS = ["/auth", "/callback"] as const;

/**
 * The headers of the relay's pages. Its one inline script runs by nonce, and nothing else
 * loads. No opener policy: the sign-in window comes back from GitHub to /callback and must
 * still reach the editor that opened it, which any policy other than `unsafe-none` would cut
 * (the window's previous page, GitHub's, is cross-origin). Never cached: it carries a token.
 */
export function relayHeaders(nonce: string): Readonly<Record<string, string>> {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'none'",
    ].join("; "),
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Cache-Control": "no-store",
  };
}

export const CACHE = {
  /** Hashed file names under /assets never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and their data are revalidated on every visit. */
  revalidate: "no-cache",
  /** Pictures, videos, icons: a day, they rarely change. */
  media: "public, max-age=86400",
} as const;

/** The caching of a path: hashed assets for a year, media for a day, the rest revalidated. */
export function cacheControl(path: string): string {
  if (path.startsWith("/assets/")) return CACHE.immutable;
  if (isImagesPath(path) || path.startsWith("/videos/")) return CACHE.media;
  return CACHE.revalidate;
}

/** The owner's setup pages (host/setup.ts), answered by the Worker on the site's origin. */
export const SETUP_PATH = "/setup";

/**
 * The headers of the setup pages: no script at all, their one style by nonce, forms only to the
 * site itself and, on the page that sends the App's manifest, to GitHub (`formTo`). Never
 * cached (one of them shows the certificate key once), and no address sent on (GitHub's
 * one-time codes travel in them).
 */
export function setupHeaders(
  nonce: string,
  formTo?: string,
): Readonly<Record<string, string>> {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      `form-action 'self'${formTo ? ` ${formTo}` : ""}`,
    ].join("; "),
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
  };
}
