/**
 * The security headers of the site, in one place: the preview server sends them, and the
 * build writes them into the deploy recipes (_headers for Netlify/Cloudflare Pages, nginx).
 */

/** Third parties the site uses, and only when the visitor asks (a video, a map). */
export const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://maps.google.com",
  "https://www.google.com",
] as const;

/**
 * The policy sent as a header. Inline scripts are allowed here only because each page also
 * carries a <meta> policy listing the hashes of its own inline scripts; both policies apply,
 * so in effect only those scripts run. frame-ancestors works in a header only.
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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

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

/** The security headers of a path: the editor's policy under /admin, the site's elsewhere. */
export function securityHeaders(
  path: string,
): Readonly<Record<string, string>> {
  const admin = path === ADMIN_PATH.slice(0, -1) || path.startsWith(ADMIN_PATH);
  return admin
    ? {
        ...SECURITY_HEADERS,
        "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
      }
    : SECURITY_HEADERS;
}

export const CACHE = {
  /** Hashed file names under /assets never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and their data are revalidated on every visit. */
  revalidate: "no-cache",
  /** Pictures, videos, icons: a day, they rarely change. */
  media: "public, max-age=86400",
} as const;
