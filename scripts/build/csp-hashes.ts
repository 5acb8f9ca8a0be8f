import { createHash } from "node:crypto";
import { attribute, elementsOf, textOf } from "#scripts/build/html.ts";
import { pageScriptPolicy } from "#host/headers.ts";

/**
 * Whether a browser runs a `<script>` of this `type`: the HTML standard's JavaScript MIME types
 * and modules. Any other type is a data block (JSON-LD, the start's data), which never runs,
 * so the policy needs no hash for it.
 */
export const scriptRuns = (type: string | undefined) =>
  type === undefined ||
  type === "" ||
  type === "module" ||
  /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/i.test(type);

/**
 * 'sha256-…' sources for every inline script of a page that runs, in order: the hash of the
 * script's text as an HTML parser reads it, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  return elementsOf(html)
    .filter(
      (e) =>
        e.tagName === "script" &&
        attribute(e, "src") === undefined &&
        scriptRuns(attribute(e, "type")),
    )
    .map(textOf)
    .filter((text) => text.length > 0)
    .map(
      (text) =>
        `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
    );
}

/**
 * Adds the page's <meta> script policy (`pageScriptPolicy`) right after <meta charset>: only
 * this page's own inline scripts (React Router's hydration data and module loader) run. Every
 * page gets one, those without inline scripts too (the offline, redirect and editor pages), so
 * that markup injected into any of them cannot run script.
 */
export function withScriptHashes(html: string): string {
  const hashes = inlineScriptHashes(html);
  const own = elementsOf(html).some(
    (e) =>
      e.tagName === "meta" &&
      attribute(e, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  // A page written with its own whole policy (the staff editor's) keeps it, if no inline
  // script needs a hash added to it.
  if (own && hashes.length === 0) return html;
  if (own)
    throw new Error(
      "withScriptHashes: the page has its own policy and inline scripts",
    );
  const policy = pageScriptPolicy(hashes);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
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
