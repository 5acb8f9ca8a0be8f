import { createHash } from "node:crypto";
import { attribute, elementsOf, textOf } from "#scripts/html.ts";

/**
 * 'sha256-…' sources for every inline script of a page, in order: the hash of the script's
 * text as an HTML parser reads it, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  return elementsOf(html)
    .filter((e) => e.tagName === "script" && attribute(e, "src") === undefined)
    .map(textOf)
    .filter((text) => text.length > 0)
    .map(
      (text) =>
        `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
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
  const charset = elementsOf(html).find(
    (e) => e.tagName === "meta" && attribute(e, "charset") !== undefined,
  );
  const end = charset?.sourceCodeLocation?.endOffset;
  if (end === undefined)
    throw new Error(
      "withScriptHashes: the page has no <meta charset> to follow",
    );
  return html.slice(0, end) + meta + html.slice(end);
}
