import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** 'sha256-…' sources for every inline script of a page, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => m[1]!.length > 0)
    .map(
      (m) =>
        `'sha256-${createHash("sha256").update(m[1]!, "utf8").digest("base64")}'`,
    );
}

/**
 * Adds a <meta> Content-Security-Policy that lets only this page's own inline scripts run
 * (React Router's hydration data and module loader), right after <meta charset>.
 */
export function withScriptHashes(html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hashes.join(" ")}"/>`;
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i;
  if (!charset.test(html))
    throw new Error(
      "withScriptHashes: the page has no <meta charset> to follow",
    );
  return html.replace(charset, (m) => m + meta);
}
